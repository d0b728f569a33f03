'use server';

import { ownerAction, ownerFormAction, ownerReadAction } from '@/lib/actions/define';
import { createPost, deletePost, revalidatePosts, setPostStatus, updatePost } from '@/lib/posts/admin';
import type { Post } from '@/lib/posts/model';
import { renderPost } from '@/lib/posts/render';
import { postState } from '@/lib/posts/visibility';
import { POST_TEXTS } from '@/lib/posts/vocabulary';
import { editedPostSchema, postIdSchema, postPreviewSchema, postSchema, postStatusSchema } from '@/lib/posts/schema';

/** What a save did, in the toast's words: saved a draft, scheduled, or published now. */
const saved = (post: Post, published: string) => {
  const state = postState(post);
  return state === 'draft' ? POST_TEXTS.draftSaved : state === 'scheduled' ? POST_TEXTS.scheduled : published;
};

export const createPostAction = ownerFormAction({
  schema: postSchema,
  hidden: ['status'],
  forbidden: POST_TEXTS.forbidden,
  write: (input, { db }) => createPost(db, input),
  revalidate: revalidatePosts,
  success: (post) => saved(post, POST_TEXTS.added),
});

export const updatePostAction = ownerFormAction({
  schema: editedPostSchema,
  hidden: ['postId', 'status'],
  forbidden: POST_TEXTS.forbidden,
  write: ({ postId, ...input }, { db }) => updatePost(db, postId, input),
  revalidate: revalidatePosts,
  success: (post) => saved(post, POST_TEXTS.updated),
});

export const setPostStatusAction = ownerAction({
  schema: postStatusSchema,
  forbidden: POST_TEXTS.forbidden,
  invalid: POST_TEXTS.statusFailed,
  write: ({ id, status }, { db }) => setPostStatus(db, id, status),
  revalidate: revalidatePosts,
  success: (post) => (post.status === 'draft' ? POST_TEXTS.unpublished : saved(post, POST_TEXTS.published)),
});

export const deletePostAction = ownerAction({
  schema: postIdSchema,
  forbidden: POST_TEXTS.forbidden,
  invalid: POST_TEXTS.deleteFailed,
  failure: POST_TEXTS.deleteFailed,
  write: (id, { db }) => deletePost(db, id),
  revalidate: revalidatePosts,
  success: POST_TEXTS.deleted,
});

/** The body as the post page will show it, for the form's Preview tab (the same renderer). */
export const previewPostAction = ownerReadAction({
  schema: postPreviewSchema,
  forbidden: POST_TEXTS.forbidden,
  read: (markdown) => ({ html: renderPost(markdown) }),
});
