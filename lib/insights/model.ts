import { columnsOf } from '@/lib/data/rows';

/** One day's total of one metric under one label (a path, a host, a source, a screen class). */
export type InsightTotalRow = { day: string; metric: string; label: string; n: number };

export const INSIGHT_TOTAL_COLUMNS = columnsOf<InsightTotalRow>()(['day', 'metric', 'label', 'n']);

/** What public.insight_report() answers: visits and visitors per day, every metric's labels summed. */
export type InsightReportRow = {
  since: string;
  until: string;
  series: { day: string; visits: number; visitors: number }[];
  totals: { metric: string; label: string; n: number }[];
};
