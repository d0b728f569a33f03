import 'server-only';
import { declareList } from '@/lib/data/list-declaration';
import type { WriteResult } from '@/lib/data/write-result';
import { revalidateTags } from '@/lib/data/revalidate';
import { PROJECT_IMAGES_BUCKET } from '@/lib/images/bucket';
import { COVER_FOLDER } from './covers';
import { POST_COLUMNS, POST_CONSTRAINT_MESSAGES, toPost, toPostRow, type Post } from './model';
import { forgetPostIndex } from './route-index';
import { postSchema } from './schema';
import { POST_TEXTS, type PostStatus } from './vocabulary';
import { statusChangeSchema } from '@/lib/lists/schema';
import type { Db } from '@/lib/supabase/db';

/** The cache tag of every public read of posts: an owner's save of posts expires it. */
export const POSTS_TAG = 'posts';

/**
 * The posts, newest publish time first (scheduled posts on top for the owner). Row-level security
 * leaves out drafts and posts whose publish time has not come for visitors, so a scheduled post
 * appears by itself once a cached read is older than the data cache's max age and is read again.
 */
export const postList = declareList({
  table: 'posts',
  columns: POST_COLUMNS,
  toItem: toPost,
  toRow: toPostRow,
  schema: postSchema,
  idField: 'postId',
  noun: 'post',
  texts: POST_TEXTS,
  constraints: POST_CONSTRAINT_MESSAGES,
  tag: POSTS_TAG,
  trash: true,
  // The proxy reads its index of post addresses again too.
  revalidate: () => {
    revalidateTags(POSTS_TAG);
    forgetPostIndex();
  },
  order: [
    { column: 'publish_at', ascending: false },
    { column: 'id', ascending: true },
  ],
  file: { bucket: PROJECT_IMAGES_BUCKET, folder: COVER_FOLDER, column: 'cover_path', of: (input) => input.coverPath, missing: 'The cover image could not be found. Upload it again.' },
});

/**
 * Publish or unpublish from the list. A draft whose publish time has passed is published now
 * (not under the day it was first drafted); a future time is kept, so the post is scheduled.
 */
export async function setPostStatus(db: Db, id: string, status: PostStatus): Promise<WriteResult<Post>> {
  if (!postList.idSchema.safeParse(id).success) return postList.notFound;
  const current = await postList.get(db, id).catch(() => null);
  if (!current) return postList.refusedOrMissing(db, id);
  const now = new Date();
  const publishAt = status === 'published' && current.status === 'draft' && new Date(current.publishAt) < now ? now.toISOString() : current.publishAt;
  return postList.setColumns(db, id, { status, publish_at: publishAt });
}

export const postStatusSchema = statusChangeSchema(postList.idSchema);
