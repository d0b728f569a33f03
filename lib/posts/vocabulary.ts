// Posts: limits, statuses and the texts the site and the admin area show. Zod-free and
// client-safe. A test checks the limits and constraint names against the migration.

import type { PublishingStatus } from '@/lib/lists/vocabulary';

export type PostStatus = PublishingStatus;

export const POST_LIMITS = {
  title: 150,
  slug: 80,
  summary: 300,
  body: 50000,
  coverAlt: 300,
  tags: 5,
  tag: 30,
} as const;

/** Posts per page of /blog. */
export const POSTS_PER_PAGE = 10;
/** Where the feeds are (RSS 2.0 and Atom). */
export const FEED_PATHS = { rss: '/blog/feed.xml', atom: '/blog/atom.xml' } as const;

/** Posts in the feeds. */
export const FEED_SIZE = 20;
/** Posts in the home page's "Latest writing". */
export const LATEST_POSTS = 3;
/** Related posts under an article. */
export const RELATED_POSTS = 3;

export const POST_TEXTS = {
  heading: 'Writing',
  latestHeading: 'Latest writing',
  allPosts: 'All posts',
  empty: 'No posts yet. Write your first post!',
  publicEmpty: 'Nothing published yet.',
  added: 'Post published successfully',
  scheduled: 'Post scheduled successfully',
  draftSaved: 'Draft saved successfully',
  updated: 'Post updated successfully',
  deleted: 'Post deleted successfully',
  deleteFailed: 'Failed to delete post',
  published: 'Post published successfully',
  unpublished: 'Post unpublished successfully',
  statusFailed: 'Failed to change the post\'s status',
  notFound: 'That post no longer exists.',
  forbidden: 'This account cannot change the site. Only the site owner can.',
  listFailed: 'Failed to fetch the posts',
  deleteConfirm: 'Are you sure you want to delete this post?',
} as const;
