import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/supabase/db';
import { ownerTable } from '@/lib/data/list-declaration';
import { revalidateTags } from '@/lib/data/revalidate';
import { DataError, type WriteResult } from '@/lib/data/write-result';
import { PROJECT_TEXTS, type Status } from '@/lib/projects/vocabulary';
import { projectIdSchema, type ProjectInput } from '@/lib/projects/schema';
import { checkImages, placeImages, removeUnusedImages, undoPlacement, withSignedImages } from './storage';
import { PROJECT_COLUMNS, PROJECT_CONSTRAINT_MESSAGES, PROJECT_SELECT, selectProject, selectProjects, toProject, toRow, type Project } from './model';
import { PROJECTS_TAG } from '@/lib/projects/public';
import { forgetProjectIndex } from '@/lib/projects/route-index';

// The admin area's reads and writes. Every function takes the caller's session client and
// nothing here is cached: row-level security decides, not this code. A project's form writes its
// images too, so adding and saving one are its own; the rest is what every list does.

/**
 * After a successful project write: every public read of projects expires (testimonials' reads
 * carry the tag too), and the proxy reads its index of project addresses again.
 */
export function revalidateProjects() {
  revalidateTags(PROJECTS_TAG);
  forgetProjectIndex();
}

/** The projects in the owner's order: delete (then its files), move, publish. */
export const projectTable = ownerTable({
  table: 'projects',
  columns: PROJECT_COLUMNS,
  toItem: toProject,
  noun: 'project',
  texts: PROJECT_TEXTS,
  constraints: PROJECT_CONSTRAINT_MESSAGES,
  revalidate: revalidateProjects,
  // A delete moves it to the trash; its images go with a delete for good.
  trash: true,
  afterDelete: (db, id) => removeUnusedImages(db, id, []),
});

const { refused, forbidden, notFound, refusedOrMissing } = projectTable;

/** Every project in display order, as this session may see them. Throws on failure. */
export async function listProjects(db: Db): Promise<Project[]> {
  const { data, error } = await selectProjects(db);
  if (error) throw new DataError('list projects', error);
  // A private project's files answer only to signed addresses (the owner may sign them).
  return Promise.all(data.map((row) => withSignedImages(db, toProject(row))));
}

/** The project, or null when the id is unknown or not a uuid. Throws on failure. */
export async function getProject(db: Db, id: string): Promise<Project | null> {
  if (!projectIdSchema.safeParse(id).success) return null;
  const { data, error } = await selectProject(db, id);
  if (error) throw new DataError('load the project', error);
  return data ? withSignedImages(db, toProject(data)) : null;
}

/** The project's address slug as the database has it now, or null when there is no such project. Throws on failure. */
export async function getProjectSlug(db: Db, id: string): Promise<string | null> {
  const { data, error } = await db.from('projects').select('slug').eq('id', id).maybeSingle();
  if (error) throw new DataError('load the project', error);
  return data?.slug ?? null;
}

/**
 * Adds a project at the end of the list. `id` is chosen by the form, so a repeated submission
 * of the same form is recognised and does not create a second row; it also names the folder
 * the form uploaded the images to.
 */
export async function createProject(
  db: Db,
  input: ProjectInput,
  { id = randomUUID(), status = 'published' }: { id?: string; status?: Status } = {},
): Promise<WriteResult<Project>> {
  const imageProblem = await checkImages(db, id, input.images);
  if (imageProblem) return imageProblem;
  const placement = await placeImages(db, id, input.visibility, input.images);
  if ('ok' in placement) return placement;
  const { data, error } = await db
    .from('projects')
    .insert([{ ...toRow(input), id, status }])
    .select(PROJECT_SELECT);
  if (error) {
    if (error.code === '23505') {
      const existing = await getProject(db, id);
      if (existing) return { ok: true, value: existing };
    }
    await undoPlacement(db, placement);
    return refused(error);
  }
  const row = data[0];
  if (!row) {
    await undoPlacement(db, placement);
    return forbidden;
  }
  const project = toProject(row);
  await removeUnusedImages(db, id, project.images, project.visibility);
  return { ok: true, value: project };
}

/** Saves the project; only then are the files it no longer shows removed, so a failed save loses nothing. */
export async function updateProject(db: Db, id: string, input: ProjectInput): Promise<WriteResult<Project>> {
  if (!projectIdSchema.safeParse(id).success) return notFound;
  const imageProblem = await checkImages(db, id, input.images);
  if (imageProblem) return imageProblem;
  // Files are copied to the bucket the new visibility calls for before the row changes, and the
  // originals removed only after it saved: a failure at any step leaves every file somewhere.
  const placement = await placeImages(db, id, input.visibility, input.images);
  if ('ok' in placement) return placement;
  const { data, error } = await db.from('projects').update(toRow(input)).eq('id', id).is('deleted_at', null).select(PROJECT_SELECT);
  if (error) {
    await undoPlacement(db, placement);
    return refused(error);
  }
  const row = data[0];
  if (!row) {
    await undoPlacement(db, placement);
    return refusedOrMissing(db, id);
  }
  const project = toProject(row);
  await removeUnusedImages(db, id, project.images, project.visibility);
  return { ok: true, value: project };
}

/** Publishes or unpublishes the project (a draft is seen by the owner only). */
export const setProjectStatus = (db: Db, id: string, status: Status) => projectTable.setColumns(db, id, { status });
