import 'server-only';
import type { Db } from '@/lib/supabase/db';
import { removeUnusedFiles, storedFiles } from '@/lib/data/storage';
import { DataError, describeWriteError, type DbError, type WriteFailure, type WriteResult } from '@/lib/data/write-result';
import { COVER_FOLDER } from '@/lib/posts/covers';
import { POST_TEXTS, type PostStatus } from '@/lib/posts/vocabulary';
import { PROJECT_IMAGES_BUCKET } from '@/lib/images/bucket';
import { postIdSchema, type PostInput } from '@/lib/posts/schema';
import { POST_CONSTRAINT_MESSAGES, POST_SELECT, toPost, toPostRow, type Post } from './model';
import { POSTS_TAG } from '@/lib/posts/public';
import { revalidateTags } from '@/lib/data/revalidate';
import { forgetPostIndex } from '@/lib/posts/route-index';

// The admin area's reads and writes of the posts, with the caller's session: row-level security
// decides what the caller may do (owners see drafts and scheduled posts), not this code.
// Nothing here is cached.

const refused = (error: DbError) =>
  describeWriteError(error, { forbidden: POST_TEXTS.forbidden, constraints: POST_CONSTRAINT_MESSAGES, failed: 'The post could not be saved' });

const forbidden: WriteFailure = { ok: false, reason: 'forbidden', message: POST_TEXTS.forbidden };
const notFound: WriteFailure = { ok: false, reason: 'not_found', message: POST_TEXTS.notFound };
const coverMissing: WriteFailure = { ok: false, reason: 'invalid', message: 'The cover image could not be found. Upload it again.' };

/** Newest publish time first (scheduled posts on top). Throws on failure. */
export async function listPosts(db: Db): Promise<Post[]> {
  const { data, error } = await db.from('posts').select(POST_SELECT).order('publish_at', { ascending: false }).order('id');
  if (error) throw new DataError('list posts', error);
  return data.map(toPost);
}

/** One post as the caller may read it (the owner: drafts too); null when there is none. Throws on failure. */
export async function getPost(db: Db, id: string): Promise<Post | null> {
  if (!postIdSchema.safeParse(id).success) return null;
  const { data, error } = await db.from('posts').select(POST_SELECT).eq('id', id).maybeSingle();
  if (error) throw new DataError('read post', error);
  return data ? toPost(data) : null;
}

const storedCovers = (db: Db) => storedFiles(db, PROJECT_IMAGES_BUCKET, COVER_FOLDER);

/** Removes the covers no post shows any more (replaced, dropped, or left by an unsaved form). */
async function removeUnusedCovers(db: Db) {
  const { data, error } = await db.from('posts').select('cover_path');
  // Without the list of what is used, remove nothing.
  if (error) return;
  await removeUnusedFiles(db, PROJECT_IMAGES_BUCKET, COVER_FOLDER, new Set(data.map((row) => row.cover_path)));
}

/** RLS turns a refused update or delete into "0 rows", not an error: tell the two cases apart. */
async function refusedOrMissing(db: Db, id: string): Promise<WriteFailure> {
  const { data } = await db.from('posts').select('id').eq('id', id).maybeSingle();
  return data ? forbidden : notFound;
}

export async function createPost(db: Db, input: PostInput): Promise<WriteResult<Post>> {
  if (input.coverPath && !(await storedCovers(db)).includes(input.coverPath)) return coverMissing;
  const { data, error } = await db.from('posts').insert([toPostRow(input)]).select(POST_SELECT);
  if (error) return refused(error);
  const row = data[0];
  if (!row) return forbidden;
  await removeUnusedCovers(db);
  return { ok: true, value: toPost(row) };
}

/** Saves the post; only then is a cover it no longer shows removed, so a failed save loses nothing. */
export async function updatePost(db: Db, id: string, input: PostInput): Promise<WriteResult<Post>> {
  if (!postIdSchema.safeParse(id).success) return notFound;
  if (input.coverPath && !(await storedCovers(db)).includes(input.coverPath)) return coverMissing;
  const { data, error } = await db.from('posts').update(toPostRow(input)).eq('id', id).select(POST_SELECT);
  if (error) return refused(error);
  const row = data[0];
  if (!row) return refusedOrMissing(db, id);
  await removeUnusedCovers(db);
  return { ok: true, value: toPost(row) };
}

/**
 * Publish or unpublish from the list. A draft whose publish time has passed is published now
 * (not under the day it was first drafted); a future time is kept, so the post is scheduled.
 */
export async function setPostStatus(db: Db, id: string, status: PostStatus): Promise<WriteResult<Post>> {
  if (!postIdSchema.safeParse(id).success) return notFound;
  const current = await getPost(db, id).catch(() => null);
  if (!current) return refusedOrMissing(db, id);
  const now = new Date();
  const publishAt = status === 'published' && current.status === 'draft' && new Date(current.publishAt) < now ? now.toISOString() : current.publishAt;
  const { data, error } = await db.from('posts').update({ status, publish_at: publishAt }).eq('id', id).select(POST_SELECT);
  if (error) return refused(error);
  const row = data[0];
  return row ? { ok: true, value: toPost(row) } : refusedOrMissing(db, id);
}

export async function deletePost(db: Db, id: string): Promise<WriteResult> {
  if (!postIdSchema.safeParse(id).success) return notFound;
  const { data, error } = await db.from('posts').delete().eq('id', id).select('id');
  if (error) return refused(error);
  if (data.length === 0) return refusedOrMissing(db, id);
  await removeUnusedCovers(db);
  return { ok: true, value: undefined };
}

/** After a successful post write: every public read of posts expires, and the proxy reads its index of post addresses again. */
export function revalidatePosts() {
  revalidateTags(POSTS_TAG);
  forgetPostIndex();
}
