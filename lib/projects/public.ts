import 'server-only';
import { cache } from 'react';
import { cachedClient } from '@/lib/data/cache';
import { withFallback } from '@/lib/data/fallback';
import { DataError } from '@/lib/data/write-result';
import { PAGE_SIZE, SIMILAR_LIMIT, type Category, type Filter } from '@/lib/projects/vocabulary';
import { categoryCounts } from '@/lib/projects/cards';
import { isSlug } from '@/lib/slug';
import { projectIdSchema } from '@/lib/projects/schema';
import { PROJECT_SELECT, selectProject, selectProjects, toProject, type Project, type ProjectPage } from './model';

/** The cache tag of every public read of projects: an owner's save of projects expires it. */
export const PROJECTS_TAG = 'projects';

// What visitors see: published projects only (row-level security hides drafts from the public
// key). Every read goes through the data cache under the 'projects' tag (cachedClient), so public
// pages stay static and an owner's save refreshes them at once; cache() makes it one read per
// request however many components ask.

/** Candidates fetched for "Similar Projects" before picking at random. */
const SIMILAR_POOL = 12;

export type ProjectCounts = Record<Filter, number>;
export type ProjectGridData = { firstPage: Project[]; counts: ProjectCounts };

const NO_COUNTS: ProjectCounts = categoryCounts([]);

/**
 * One page of projects in display order, optionally of one category, with the matching total.
 * Offsets past the end are all the same empty page, never a query (or a cache entry) each.
 * Throws on failure.
 */
export const listPublicProjectPage = cache(async ({ category, offset = 0, limit = PAGE_SIZE }: { category?: Category; offset?: number; limit?: number } = {}): Promise<ProjectPage> => {
  const known = (await countPublicProjects())[category ?? 'all'];
  if (offset >= known) return { projects: [], total: known };
  let query = selectProjects(cachedClient(PROJECTS_TAG), { count: 'exact' }).range(offset, offset + limit - 1);
  if (category) query = query.eq('category', category);
  const { data, error, count } = await query;
  if (error) throw new DataError('list projects', error);
  return { projects: data.map(toProject), total: count ?? known };
});

/** How many projects there are in all and per category (one narrow query). Throws on failure. */
export const countPublicProjects = cache(async (): Promise<ProjectCounts> => {
  const { data, error } = await cachedClient(PROJECTS_TAG).from('projects').select('category');
  if (error) throw new DataError('count projects', error);
  return categoryCounts(data);
});

/** What the project grid prerenders (home, /projects): the first page of all projects and the counts per category. */
export const getPublicProjectGrid = cache((): Promise<ProjectGridData> => {
  return withFallback('project grid', { firstPage: [], counts: NO_COUNTS }, async () => {
    const [page, counts] = await Promise.all([listPublicProjectPage(), countPublicProjects()]);
    return { firstPage: page.projects, counts };
  });
});

/** The grid of a list already read in full (/projects): its first page and its counts, no query. */
export function projectGridOf(projects: Project[]): ProjectGridData {
  return { firstPage: projects.slice(0, PAGE_SIZE), counts: categoryCounts(projects) };
}

/** Every project in display order (sitemap, prebuilt project pages). */
export const listPublicProjects = cache((): Promise<Project[]> => {
  return withFallback('project list', [], async () => {
    const { data, error } = await selectProjects(cachedClient(PROJECTS_TAG));
    if (error) throw new DataError('list projects', error);
    return data.map(toProject);
  });
});

/** The project by id (old /projects/<id> URLs), or null when unknown, not a uuid, or the backend failed. */
export const getPublicProject = cache((id: string): Promise<Project | null> => {
  if (!projectIdSchema.safeParse(id).success) return Promise.resolve(null);
  return withFallback(`project ${id}`, null, async () => {
    const { data, error } = await selectProject(cachedClient(PROJECTS_TAG), id);
    if (error) throw new DataError('load the project', error);
    return data ? toProject(data) : null;
  });
});

/** The published public or unlisted project at /projects/<slug>, or null when there is none or the backend failed. */
export const getPublicProjectBySlug = cache((slug: string): Promise<Project | null> => {
  if (!isSlug(slug)) return Promise.resolve(null);
  return withFallback(`project ${slug}`, null, async () => {
    // Through project_at: a public or an unlisted project, by its exact address only.
    const { data, error } = await cachedClient(PROJECTS_TAG).rpc('project_at', { project_slug: slug }, { get: true }).select(PROJECT_SELECT).maybeSingle();
    if (error) throw new DataError('load the project', error);
    return data ? toProject(data) : null;
  });
});

/** Up to three other projects of the same category, in random order. */
export const listPublicSimilarProjects = cache((project: Pick<Project, 'id' | 'category'>): Promise<Project[]> => {
  return withFallback(`similar projects of ${project.id}`, [], async () => {
    const { data, error } = await selectProjects(cachedClient(PROJECTS_TAG))
      .eq('category', project.category)
      .neq('id', project.id)
      .limit(SIMILAR_POOL);
    if (error) throw new DataError('list similar projects', error);
    return shuffle(data.map(toProject)).slice(0, SIMILAR_LIMIT);
  });
});

function shuffle<T>(items: T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}
