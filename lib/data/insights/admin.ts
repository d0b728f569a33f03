import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { asRows } from '@/lib/data/rows';
import { DataError } from '@/lib/data/write-result';
import { projectPath } from '@/lib/projects/slug';
import { INSIGHT_TOTAL_COLUMNS, type InsightReportRow, type InsightTotalRow } from './model';

// The owner's reads of the Insights totals, with the caller's session: row-level security shows
// them to owners only (anyone else reads nothing). Never cached.

/** The section's figures for the last `days` days, summed by the database. */
export async function getInsightReport(db: SupabaseClient, days: number): Promise<InsightReportRow> {
  const { data, error } = await db.rpc('insight_report', { days });
  if (error) throw new DataError('read insights', error);
  const report = data as InsightReportRow;
  // bigint sums arrive as numbers or numeric strings depending on the backend.
  return {
    ...report,
    series: report.series.map((day) => ({ day: day.day, visits: Number(day.visits), visitors: Number(day.visitors) })),
    totals: report.totals.map((total) => ({ ...total, n: Number(total.n) })),
  };
}

const PAGE = 1000;

/** Every daily total since `since` (YYYY-MM-DD), oldest first, for the CSV export. */
export async function listDailyTotals(db: SupabaseClient, since: string): Promise<InsightTotalRow[]> {
  const rows: InsightTotalRow[] = [];
  // The API answers at most 1000 rows a request: read page by page.
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await db
      .from('insight_totals')
      .select(INSIGHT_TOTAL_COLUMNS.join(', '))
      .gte('day', since)
      .order('day')
      .order('metric')
      .order('label')
      .range(from, from + PAGE - 1);
    if (error) throw new DataError('export insights', error);
    const page = asRows<InsightTotalRow>(data);
    rows.push(...page);
    if (page.length < PAGE) return rows;
  }
}

/** Titles of pages the owner wrote, by path (projects under every slug they had). */
export async function listPageTitles(db: SupabaseClient): Promise<Map<string, string>> {
  const [projects, oldSlugs] = await Promise.all([
    db.from('projects').select('id, title, slug'),
    db.from('project_slugs').select('slug, project_id'),
  ]);
  if (projects.error) throw new DataError('read project titles', projects.error);
  if (oldSlugs.error) throw new DataError('read project titles', oldSlugs.error);
  const rows = asRows<{ id: string; title: string; slug: string }>(projects.data);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const titles = new Map<string, string>();
  for (const { slug, project_id } of asRows<{ slug: string; project_id: string }>(oldSlugs.data)) {
    const project = byId.get(project_id);
    if (project) titles.set(projectPath(slug), project.title);
  }
  for (const row of rows) titles.set(projectPath(row.slug), row.title);
  // Other kinds of pages with titles of their own (posts…) add their paths here.
  return titles;
}
