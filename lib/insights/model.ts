import { z } from 'zod';
import { columnsOf, parseStored, selectList } from '@/lib/data/rows';
import type { Json, Tables } from '@/lib/supabase/database.types';

/** One day's total of one metric under one label (a path, a host, a source, a screen class). */
export type InsightTotalRow = Tables<'insight_totals'>;

export const INSIGHT_TOTAL_COLUMNS = columnsOf('insight_totals', ['day', 'metric', 'label', 'n']);
export const INSIGHT_TOTAL_SELECT = selectList(INSIGHT_TOTAL_COLUMNS);

// bigint sums arrive as numbers or numeric strings depending on the backend.
const sum = z.union([z.number(), z.string()]).transform(Number);

// The jsonb public.insight_report() builds; the generator knows only that it is Json.
const insightReport = z.object({
  since: z.string(),
  until: z.string(),
  series: z.array(z.object({ day: z.string(), visits: sum, visitors: sum })),
  totals: z.array(z.object({ metric: z.string(), label: z.string(), n: sum })),
  // Contact messages of the period (spam left out) per service and per source, with the visits
  // that arrived from each source (null for direct ones, which no total counts).
  enquiries: z.object({
    services: z.array(z.object({ service: z.string().nullable(), name: z.string().nullable(), n: sum })),
    sources: z.array(z.object({ kind: z.enum(['utm', 'referrer', 'direct']), label: z.string(), n: sum, visitors: sum.nullable() })),
  }),
});

/** What public.insight_report() answers: visits and visitors per day, every metric's labels summed, the enquiries. */
export type InsightReportRow = z.output<typeof insightReport>;

export const toInsightReport = (data: Json): InsightReportRow => parseStored(insightReport, data, 'insight_report()');
