'use server';

import { ownerAction, ownerFormAction, ownerReadAction } from '@/lib/actions/define';
import { postList, postStatusSchema, setPostStatus } from '@/lib/posts/list';
import type { Post } from '@/lib/posts/model';
import { renderPost } from '@/lib/posts/render';
import { postPreviewSchema } from '@/lib/posts/schema';
import { postState } from '@/lib/posts/visibility';
import { POST_TEXTS } from '@/lib/posts/vocabulary';

const { actions } = postList;

/** What a save did, in the toast's words: saved a draft, scheduled, or published now. */
const saved = (post: Post, published: string) => {
  const state = postState(post);
  return state === 'draft' ? POST_TEXTS.draftSaved : state === 'scheduled' ? POST_TEXTS.scheduled : published;
};

export const createPostAction = ownerFormAction({ ...actions.create, hidden: ['status'], success: (post) => saved(post, POST_TEXTS.added) });
export const updatePostAction = ownerFormAction({ ...actions.update, hidden: ['postId', 'status'], success: (post) => saved(post, POST_TEXTS.updated) });
export const deletePostAction = ownerAction(actions.delete);

export const setPostStatusAction = ownerAction({
  schema: postStatusSchema,
  forbidden: POST_TEXTS.forbidden,
  invalid: POST_TEXTS.statusFailed,
  write: ({ id, status }, { db }) => setPostStatus(db, id, status),
  revalidate: postList.revalidate,
  success: (post) => (post.status === 'draft' ? POST_TEXTS.unpublished : saved(post, POST_TEXTS.published)),
});

/** The body as the post page will show it, for the form's Preview tab (the same renderer). */
export const previewPostAction = ownerReadAction({
  schema: postPreviewSchema,
  forbidden: POST_TEXTS.forbidden,
  read: (markdown) => ({ html: renderPost(markdown) }),
});
