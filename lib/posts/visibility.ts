import type { PostStatus } from './vocabulary';

// The rule the database enforces for visitors (row-level security on public.posts), in the
// app's words: the admin list uses it to say Draft, Scheduled or Published.

export type PostState = 'draft' | 'scheduled' | 'published';

export function postState(post: { status: PostStatus; publishAt: string }, now: Date = new Date()): PostState {
  if (post.status === 'draft') return 'draft';
  return new Date(post.publishAt).getTime() > now.getTime() ? 'scheduled' : 'published';
}

export const isVisible = (post: { status: PostStatus; publishAt: string }, now?: Date) => postState(post, now) === 'published';
