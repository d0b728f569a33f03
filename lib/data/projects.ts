import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createPublicClient } from '@/lib/supabase/public';
import { CATEGORIES, LIMITS, type Category, type Filter } from '@/lib/project-fields';
import { projectIdSchema, type ProjectInput } from '@/lib/validation/project';

export type Project = {
  id: string;
  title: string;
  description: string;
  category: Category;
  technologies: string[];
  imageUrl: string | null;
  projectUrl: string | null;
  githubUrl: string | null;
  featured: boolean;
  gallery: string[];
  displayOrder: number;
  updatedAt: string;
};

type ProjectRow = {
  id: string;
  title: string;
  description: string;
  category: Category;
  technologies: string[] | null;
  image_url: string | null;
  project_url: string | null;
  github_url: string | null;
  featured: boolean;
  gallery: string[] | null;
  display_order: number;
  updated_at: string;
};

const COLUMNS =
  'id, title, description, category, technologies, image_url, project_url, github_url, featured, gallery, display_order, updated_at';

/** Cards per page on the home grid; more load on demand, so the page stays small at any scale. */
export const PAGE_SIZE = 12;

/** Candidates fetched for "Similar Projects" before picking at random. */
const SIMILAR_POOL = 12;

function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    technologies: row.technologies ?? [],
    imageUrl: row.image_url,
    projectUrl: row.project_url,
    githubUrl: row.github_url,
    featured: row.featured,
    gallery: row.gallery ?? [],
    displayOrder: row.display_order,
    updatedAt: row.updated_at,
  };
}

function toRow(input: ProjectInput) {
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    technologies: input.technologies,
    image_url: input.imageUrl,
    project_url: input.projectUrl,
    github_url: input.githubUrl,
    featured: input.featured,
    gallery: input.gallery,
  };
}

type DbError = { code?: string; message: string };

/** An unexpected failure of the backend (down, misconfigured, bug). */
export class DataError extends Error {
  constructor(
    action: string,
    readonly cause: DbError,
  ) {
    super(`Could not ${action}: ${cause.message}`);
    this.name = 'DataError';
  }
}

// ---- Reads -------------------------------------------------------------------------------
// Without a `db` argument they use the cached public client; admin pages pass their session client.

export async function listProjects(db: SupabaseClient = createPublicClient()): Promise<Project[]> {
  const { data, error } = await db
    .from('projects')
    .select(COLUMNS)
    .order('display_order', { ascending: true })
    .order('created_at', { ascending: true })
    .order('id', { ascending: true });
  if (error) throw new DataError('list projects', error);
  return (data as ProjectRow[]).map(toProject);
}

export type ProjectPage = { projects: Project[]; total: number };

/** One page of projects in display order, optionally of one category, with the matching total. */
export async function listProjectPage(
  { category, offset = 0, limit = PAGE_SIZE }: { category?: Category; offset?: number; limit?: number } = {},
  db: SupabaseClient = createPublicClient(),
): Promise<ProjectPage> {
  let query = db
    .from('projects')
    .select(COLUMNS, { count: 'exact' })
    .order('display_order', { ascending: true })
    .order('created_at', { ascending: true })
    .order('id', { ascending: true })
    .range(offset, offset + limit - 1);
  if (category) query = query.eq('category', category);
  const { data, error, count } = await query;
  if (error) throw new DataError('list projects', error);
  return { projects: (data as ProjectRow[]).map(toProject), total: count ?? data.length };
}

/** How many projects there are in all and per category (one narrow query). */
export async function countProjects(db: SupabaseClient = createPublicClient()): Promise<Record<Filter, number>> {
  const { data, error } = await db.from('projects').select('category');
  if (error) throw new DataError('count projects', error);
  const counts = Object.fromEntries(CATEGORIES.map((category) => [category, 0])) as Record<Filter, number>;
  for (const row of data as { category: Category }[]) counts[row.category] = (counts[row.category] ?? 0) + 1;
  counts.all = data.length;
  return counts;
}

/** The project, or null when the id is unknown or not a uuid. */
export async function getProject(id: string, db: SupabaseClient = createPublicClient()): Promise<Project | null> {
  if (!projectIdSchema.safeParse(id).success) return null;
  const { data, error } = await db.from('projects').select(COLUMNS).eq('id', id).maybeSingle();
  if (error) throw new DataError('load the project', error);
  return data ? toProject(data as ProjectRow) : null;
}

/** Up to `limit` other projects of the same category, in random order (spec §2). */
export async function listSimilarProjects(
  project: Pick<Project, 'id' | 'category'>,
  { limit = 3, db = createPublicClient() }: { limit?: number; db?: SupabaseClient } = {},
): Promise<Project[]> {
  const { data, error } = await db
    .from('projects')
    .select(COLUMNS)
    .eq('category', project.category)
    .neq('id', project.id)
    .order('display_order', { ascending: true })
    .limit(SIMILAR_POOL);
  if (error) throw new DataError('list similar projects', error);
  return shuffle((data as ProjectRow[]).map(toProject)).slice(0, limit);
}

function shuffle<T>(items: T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

// ---- Writes ------------------------------------------------------------------------------
// Writes always take the caller's session client: row-level security decides, not this code.

export type WriteResult<T = undefined> =
  | { ok: true; value: T }
  | { ok: false; reason: 'forbidden' | 'not_found' | 'invalid' | 'failed'; message: string };

const FORBIDDEN = 'This account cannot change projects. Only the site owner can.';
const NOT_FOUND = 'That project no longer exists.';

// Named CHECK constraints (supabase/migrations) → what the owner should fix.
const CONSTRAINT_MESSAGES: Record<string, string> = {
  projects_title_not_blank: 'Title is required',
  projects_title_length: `Title must be at most ${LIMITS.title} characters`,
  projects_description_not_blank: 'Description is required',
  projects_description_length: `Description must be at most ${LIMITS.description.toLocaleString('en-US')} characters`,
  projects_category_valid: 'Choose a category: wordpress, power bi, web development or other',
  projects_technologies_count: `At most ${LIMITS.technologies} technologies`,
  projects_technologies_valid: `Each technology must be 1 to ${LIMITS.technology} characters`,
  projects_image_url_valid: 'Image URL must be a valid http(s) URL or a site path starting with /',
  projects_project_url_valid: 'Project URL must be a valid http(s) URL',
  projects_github_url_valid: 'GitHub URL must be a valid http(s) URL',
  projects_gallery_count: `At most ${LIMITS.gallery} gallery images`,
  projects_gallery_valid: 'Every gallery image must be a valid http(s) URL or a site path starting with /',
};

/** Turns a database refusal into a message for the owner; never a stack trace. */
export function describeWriteError(error: DbError): { reason: 'forbidden' | 'invalid' | 'failed'; message: string } {
  if (error.code === '42501') return { reason: 'forbidden', message: FORBIDDEN };
  // Hosted PostgREST answers 23514; @supabase/lite answers code SUP with the same text.
  const constraint = /violates check constraint "([a-z_]+)"/.exec(error.message)?.[1];
  if (constraint && CONSTRAINT_MESSAGES[constraint]) return { reason: 'invalid', message: CONSTRAINT_MESSAGES[constraint] };
  if (error.code === '23502') return { reason: 'invalid', message: 'A required field is missing' };
  return { reason: 'failed', message: `The project could not be saved: ${error.message.replace(/^error:\s*/i, '')}` };
}

async function refusedOrMissing(db: SupabaseClient, id: string) {
  const { data } = await db.from('projects').select('id').eq('id', id).maybeSingle();
  return data
    ? ({ ok: false, reason: 'forbidden', message: FORBIDDEN } as const)
    : ({ ok: false, reason: 'not_found', message: NOT_FOUND } as const);
}

/**
 * Adds a project at the end of the list. `id` is chosen by the form, so a repeated
 * submission of the same form is recognised and does not create a second row.
 */
export async function createProject(db: SupabaseClient, input: ProjectInput, id?: string): Promise<WriteResult<Project>> {
  const { data, error } = await db
    .from('projects')
    .insert([{ ...toRow(input), ...(id ? { id } : {}) }])
    .select(COLUMNS);
  if (error) {
    if (error.code === '23505' && id) {
      const existing = await getProject(id, db);
      if (existing) return { ok: true, value: existing };
    }
    return { ok: false, ...describeWriteError(error) };
  }
  const row = (data as ProjectRow[])[0];
  return row ? { ok: true, value: toProject(row) } : { ok: false, reason: 'forbidden', message: FORBIDDEN };
}

export async function updateProject(db: SupabaseClient, id: string, input: ProjectInput): Promise<WriteResult<Project>> {
  if (!projectIdSchema.safeParse(id).success) return { ok: false, reason: 'not_found', message: NOT_FOUND };
  const { data, error } = await db.from('projects').update(toRow(input)).eq('id', id).select(COLUMNS);
  if (error) return { ok: false, ...describeWriteError(error) };
  // RLS turns a refused update into "0 rows", not an error.
  const row = (data as ProjectRow[])[0];
  return row ? { ok: true, value: toProject(row) } : refusedOrMissing(db, id);
}

export async function deleteProject(db: SupabaseClient, id: string): Promise<WriteResult> {
  if (!projectIdSchema.safeParse(id).success) return { ok: false, reason: 'not_found', message: NOT_FOUND };
  const { data, error } = await db.from('projects').delete().eq('id', id).select('id');
  if (error) return { ok: false, ...describeWriteError(error) };
  return data.length > 0 ? { ok: true, value: undefined } : refusedOrMissing(db, id);
}

/** Swaps the project with its neighbour (one transaction in the database). False at either end. */
export async function moveProject(db: SupabaseClient, id: string, direction: 'up' | 'down'): Promise<WriteResult<boolean>> {
  if (!projectIdSchema.safeParse(id).success) return { ok: false, reason: 'not_found', message: NOT_FOUND };
  const { data, error } = await db.rpc('move_project', { project_id: id, direction });
  if (error) return { ok: false, ...describeWriteError(error) };
  return { ok: true, value: data === true };
}

// ---- Visitor-facing reads ----------------------------------------------------------------
// Spec §8: a public fetch error is only logged; the home shows the empty state and a project
// page 'Project Not Found'. Cached pages keep their last good data (Next's data cache).

export type HomeProjects = { firstPage: Project[]; counts: Record<Filter, number> };

const NO_PROJECTS: HomeProjects = {
  firstPage: [],
  counts: { all: 0, wordpress: 0, power_bi: 0, web_development: 0, other: 0 },
};

/** What the home page prerenders: the first page of all projects and the counts per category. */
export async function getPublicHomeProjects(): Promise<HomeProjects> {
  try {
    const [page, counts] = await Promise.all([listProjectPage(), countProjects()]);
    return { firstPage: page.projects, counts };
  } catch (error) {
    console.error('[projects] public list failed:', error instanceof Error ? error.message : error);
    return NO_PROJECTS;
  }
}

export async function listPublicProjects(): Promise<Project[]> {
  try {
    return await listProjects();
  } catch (error) {
    console.error('[projects] public list failed:', error instanceof Error ? error.message : error);
    return [];
  }
}

export async function getPublicProject(id: string): Promise<Project | null> {
  try {
    return await getProject(id);
  } catch (error) {
    console.error(`[projects] public read of ${id} failed:`, error instanceof Error ? error.message : error);
    return null;
  }
}

export async function listPublicSimilarProjects(project: Pick<Project, 'id' | 'category'>): Promise<Project[]> {
  try {
    return await listSimilarProjects(project);
  } catch (error) {
    console.error(`[projects] similar projects of ${project.id} failed:`, error instanceof Error ? error.message : error);
    return [];
  }
}
