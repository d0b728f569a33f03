import type { InsightTotalRow } from '@/lib/insights/model';

/** A cell as CSV wants it; a leading =, +, - or @ is defused so a spreadsheet never runs it as a formula. */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** day,metric,label,count: one line per daily total. */
export function toCsv(rows: readonly InsightTotalRow[]): string {
  return ['day,metric,label,count', ...rows.map((row) => [row.day, row.metric, row.label, Number(row.n)].map(cell).join(','))].join('\r\n') + '\r\n';
}
