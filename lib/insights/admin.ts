import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { asRows } from '@/lib/data/rows';
import { DataError } from '@/lib/data/write-result';
import { postPath } from '@/lib/posts/tags';
import { projectPath } from '@/lib/projects/vocabulary';
import { technologyPath } from '@/lib/projects/technology';
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
  const [projects, oldSlugs, posts, oldPostSlugs] = await Promise.all([
    db.from('projects').select('id, title, slug, technologies').order('display_order'),
    db.from('project_slugs').select('slug, project_id'),
    db.from('posts').select('id, title, slug'),
    db.from('post_slugs').select('slug, post_id'),
  ]);
  for (const answer of [projects, oldSlugs, posts, oldPostSlugs]) {
    if (answer.error) throw new DataError('read page titles', answer.error);
  }
  const titles = new Map<string, string>();
  // Old slugs first, so a current slug wins when one was reused.
  const add = (rows: { id: string; title: string; slug: string }[], old: { slug: string; owner: string }[], path: (slug: string) => string) => {
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const { slug, owner } of old) {
      const row = byId.get(owner);
      if (row) titles.set(path(slug), row.title);
    }
    for (const row of rows) titles.set(path(row.slug), row.title);
  };
  add(
    asRows<{ id: string; title: string; slug: string }>(projects.data),
    asRows<{ slug: string; project_id: string }>(oldSlugs.data).map(({ slug, project_id }) => ({ slug, owner: project_id })),
    projectPath,
  );
  for (const row of asRows<{ title: string; slug: string; technologies: string[] }>(projects.data)) {
    // Every share link of a project counts as one page (tokens are never stored).
    titles.set(`${projectPath(row.slug)}/share`, `${row.title} (share links)`);
    // A technology page by its first spelling, as the page itself names it.
    for (const name of row.technologies) if (!titles.has(technologyPath(name))) titles.set(technologyPath(name), `Technology: ${name}`);
  }
  add(
    asRows<{ id: string; title: string; slug: string }>(posts.data),
    asRows<{ slug: string; post_id: string }>(oldPostSlugs.data).map(({ slug, post_id }) => ({ slug, owner: post_id })),
    postPath,
  );
  return titles;
}
