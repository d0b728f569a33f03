import { toCsvText } from '@/lib/data/csv';
import type { InsightTotalRow } from '@/lib/insights/model';

/** day,metric,label,count: one line per daily total. */
export function toCsv(rows: readonly InsightTotalRow[]): string {
  return toCsvText(['day', 'metric', 'label', 'count'], rows.map((row) => [row.day, row.metric, row.label, Number(row.n)]));
}
