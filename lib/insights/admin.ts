import 'server-only';
import type { Db } from '@/lib/supabase/db';
import { DataError, type DbError } from '@/lib/data/write-result';
import { postPath } from '@/lib/posts/tags';
import { projectPath } from '@/lib/projects/vocabulary';
import { technologyPath } from '@/lib/projects/technology';
import { INSIGHT_TOTAL_SELECT, toInsightReport, type InsightReportRow, type InsightTotalRow } from './model';

// The owner's reads of the Insights totals, with the caller's session: row-level security shows
// them to owners only (anyone else reads nothing). Never cached.

/** The section's figures for the last `days` days, summed by the database. */
export async function getInsightReport(db: Db, days: number): Promise<InsightReportRow> {
  const { data, error } = await db.rpc('insight_report', { days });
  if (error) throw new DataError('read insights', error);
  return toInsightReport(data);
}

const PAGE = 1000;

/** Every daily total since `since` (YYYY-MM-DD), oldest first, for the CSV export. */
export async function listDailyTotals(db: Db, since: string): Promise<InsightTotalRow[]> {
  const rows: InsightTotalRow[] = [];
  // The API answers at most 1000 rows a request: read page by page.
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await db
      .from('insight_totals')
      .select(INSIGHT_TOTAL_SELECT)
      .gte('day', since)
      .order('day')
      .order('metric')
      .order('label')
      .range(from, from + PAGE - 1);
    if (error) throw new DataError('export insights', error);
    rows.push(...data);
    if (data.length < PAGE) return rows;
  }
}

/** The rows a read of the page titles answered; its first failure (in the order read) fails them all. */
function titleRows<Row>(answer: { data: Row[]; error: null } | { data: null; error: DbError }): Row[] {
  if (answer.error) throw new DataError('read page titles', answer.error);
  return answer.data;
}

/** Titles of pages the owner wrote, by path (projects under every slug they had). */
export async function listPageTitles(db: Db): Promise<Map<string, string>> {
  const answers = await Promise.all([
    db.from('projects').select('id, title, slug, technologies').order('display_order'),
    db.from('project_slugs').select('slug, project_id'),
    db.from('posts').select('id, title, slug'),
    db.from('post_slugs').select('slug, post_id'),
  ]);
  const projects = titleRows(answers[0]);
  const oldSlugs = titleRows(answers[1]);
  const posts = titleRows(answers[2]);
  const oldPostSlugs = titleRows(answers[3]);
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
    projects,
    oldSlugs.map(({ slug, project_id }) => ({ slug, owner: project_id })),
    projectPath,
  );
  for (const row of projects) {
    // Every share link of a project counts as one page (tokens are never stored).
    titles.set(`${projectPath(row.slug)}/share`, `${row.title} (share links)`);
    // A technology page by its first spelling, as the page itself names it.
    for (const name of row.technologies) if (!titles.has(technologyPath(name))) titles.set(technologyPath(name), `Technology: ${name}`);
  }
  add(
    posts,
    oldPostSlugs.map(({ slug, post_id }) => ({ slug, owner: post_id })),
    postPath,
  );
  return titles;
}
