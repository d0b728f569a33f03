import 'server-only';
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { DataError, describeWriteError, type WriteFailure, type WriteResult } from '@/lib/data/write-result';
import { POWER_BI_RULE } from '@/lib/projects/power-bi';
import { CATEGORY_RULE, LIMITS, PROJECT_MESSAGES, type MoveDirection, type Status } from '@/lib/projects/vocabulary';
import { SLUG_RULE, projectIdSchema, type ProjectInput } from '@/lib/validation/project';
import { checkImages, removeUnusedImages } from './images';
import { PROJECT_SELECT, asRow, asRows, selectProject, selectProjects, toProject, toRow, type Project } from './model';

// The admin area's reads and writes. Every function takes the caller's session client and
// nothing here is cached: row-level security decides what the caller may do, not this code.

/** Named CHECK constraints of public.projects → what the owner should fix. Checked against the migration by a test. */
export const PROJECT_CONSTRAINT_MESSAGES: Record<string, string> = {
  projects_title_not_blank: 'Title is required',
  projects_title_length: `Title must be at most ${LIMITS.title} characters`,
  projects_description_not_blank: 'Description is required',
  projects_description_length: `Description must be at most ${LIMITS.description.toLocaleString('en-US')} characters`,
  projects_category_valid: CATEGORY_RULE,
  projects_technologies_count: `At most ${LIMITS.technologies} technologies`,
  projects_technologies_valid: `Each technology must be 1 to ${LIMITS.technology} characters`,
  projects_project_url_valid: 'Project URL must be a valid http(s) URL',
  projects_github_url_valid: 'GitHub URL must be a valid http(s) URL',
  projects_images_count: `At most ${LIMITS.images} images: the main image and ${LIMITS.images - 1} more`,
  projects_images_valid: `Every image must be an uploaded file or an http(s) URL, with alt text of 1 to ${LIMITS.alt} characters`,
  projects_slug_format: `${SLUG_RULE} (at most ${LIMITS.slug} characters, not shaped like a project id)`,
  projects_slug_key: 'That slug is already used by another project. Choose another one.',
  projects_status_valid: 'A project is either a draft or published',
  projects_report_url_valid: POWER_BI_RULE,
  projects_report_title_length: `Report name must be 1 to ${LIMITS.reportTitle} characters`,
};

const refused = (error: { code?: string; message: string }) =>
  describeWriteError(error, {
    forbidden: PROJECT_MESSAGES.forbidden,
    constraints: PROJECT_CONSTRAINT_MESSAGES,
    failed: 'The project could not be saved',
  });

const notFound: WriteFailure = { ok: false, reason: 'not_found', message: PROJECT_MESSAGES.notFound };
const forbidden: WriteFailure = { ok: false, reason: 'forbidden', message: PROJECT_MESSAGES.forbidden };

/** Every project in display order, as this session may see them. Throws on failure. */
export async function listProjects(db: SupabaseClient): Promise<Project[]> {
  const { data, error } = await selectProjects(db);
  if (error) throw new DataError('list projects', error);
  return asRows(data).map(toProject);
}

/** The project, or null when the id is unknown or not a uuid. Throws on failure. */
export async function getProject(db: SupabaseClient, id: string): Promise<Project | null> {
  if (!projectIdSchema.safeParse(id).success) return null;
  const { data, error } = await selectProject(db, id);
  if (error) throw new DataError('load the project', error);
  const row = asRow(data);
  return row ? toProject(row) : null;
}

/** RLS turns a refused update or delete into "0 rows", not an error: tell the two cases apart. */
async function refusedOrMissing(db: SupabaseClient, id: string): Promise<WriteFailure> {
  const { data } = await db.from('projects').select('id').eq('id', id).maybeSingle();
  return data ? forbidden : notFound;
}

/**
 * Adds a project at the end of the list. `id` is chosen by the form, so a repeated submission
 * of the same form is recognised and does not create a second row; it also names the folder
 * the form uploaded the images to.
 */
export async function createProject(
  db: SupabaseClient,
  input: ProjectInput,
  { id = randomUUID(), status = 'published' }: { id?: string; status?: Status } = {},
): Promise<WriteResult<Project>> {
  const imageProblem = await checkImages(db, id, input.images);
  if (imageProblem) return imageProblem;
  const { data, error } = await db
    .from('projects')
    .insert([{ ...toRow(input), id, status }])
    .select(PROJECT_SELECT);
  if (error) {
    if (error.code === '23505') {
      const existing = await getProject(db, id);
      if (existing) return { ok: true, value: existing };
    }
    return refused(error);
  }
  const row = asRows(data)[0];
  if (!row) return forbidden;
  await removeUnusedImages(db, id, row.images);
  return { ok: true, value: toProject(row) };
}

/** Saves the project; only then are the files it no longer shows removed, so a failed save loses nothing. */
export async function updateProject(db: SupabaseClient, id: string, input: ProjectInput): Promise<WriteResult<Project>> {
  if (!projectIdSchema.safeParse(id).success) return notFound;
  const imageProblem = await checkImages(db, id, input.images);
  if (imageProblem) return imageProblem;
  const { data, error } = await db.from('projects').update(toRow(input)).eq('id', id).select(PROJECT_SELECT);
  if (error) return refused(error);
  const row = asRows(data)[0];
  if (!row) return refusedOrMissing(db, id);
  await removeUnusedImages(db, id, row.images);
  return { ok: true, value: toProject(row) };
}

/** Publishes or unpublishes the project (a draft is seen by the owner only). */
export async function setProjectStatus(db: SupabaseClient, id: string, status: Status): Promise<WriteResult<Project>> {
  if (!projectIdSchema.safeParse(id).success) return notFound;
  const { data, error } = await db.from('projects').update({ status }).eq('id', id).select(PROJECT_SELECT);
  if (error) return refused(error);
  const row = asRows(data)[0];
  return row ? { ok: true, value: toProject(row) } : refusedOrMissing(db, id);
}

/** Deletes the project, then its files. */
export async function deleteProject(db: SupabaseClient, id: string): Promise<WriteResult> {
  if (!projectIdSchema.safeParse(id).success) return notFound;
  const { data, error } = await db.from('projects').delete().eq('id', id).select('id');
  if (error) return refused(error);
  if (data.length === 0) return refusedOrMissing(db, id);
  await removeUnusedImages(db, id, []);
  return { ok: true, value: undefined };
}

/** Swaps the project with its neighbour (one transaction in the database). False at either end. */
export async function moveProject(db: SupabaseClient, id: string, direction: MoveDirection): Promise<WriteResult<boolean>> {
  if (!projectIdSchema.safeParse(id).success) return notFound;
  const { data, error } = await db.rpc('move_project', { project_id: id, direction });
  if (error) return refused(error);
  return { ok: true, value: data === true };
}
