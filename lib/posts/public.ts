import 'server-only';
import { cache } from 'react';
import { cachedClient } from '@/lib/data/cache';
import { withFallback } from '@/lib/data/fallback';
import { DataError } from '@/lib/data/write-result';
import { RELATED_POSTS } from '@/lib/posts/vocabulary';
import { POST_SELECT, toPost, type Post } from './model';

/** The cache tag of every public read of posts: an owner's save of posts expires it. */
export const POSTS_TAG = 'posts';

// What visitors read of the posts: cached under the 'posts' tag, one read per request. Row-level
// security leaves out drafts and posts whose publish time has not come, so a scheduled post
// appears by itself once a cached read is older than the data cache's max age and is read again.

/** Every post visitors may read, newest first; none when the backend failed (logged). */
export const listPublicPosts = cache(
  (): Promise<Post[]> =>
    withFallback('posts', [], async () => {
      const { data, error } = await cachedClient(POSTS_TAG)
        .from('posts')
        .select(POST_SELECT)
        .order('publish_at', { ascending: false })
        .order('id', { ascending: true });
      if (error) throw new DataError('list posts', error);
      return data.map(toPost);
    }),
);

export const getPublicPostBySlug = cache(async (slug: string): Promise<Post | null> => (await listPublicPosts()).find((post) => post.slug === slug) ?? null);

/** Every tag of a readable post with how many posts carry it, most used first. */
export const listPublicTags = cache(async (): Promise<{ tag: string; count: number }[]> => {
  const counts = new Map<string, number>();
  for (const post of await listPublicPosts()) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts].map(([tag, count]) => ({ tag, count })).sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
});

export const listPublicPostsTagged = cache(async (tag: string): Promise<Post[]> => (await listPublicPosts()).filter((post) => post.tags.includes(tag)));

/** The post's neighbours in time: the one before it and the one after it. */
export async function publicNeighbours(post: Post): Promise<{ previous: Post | null; next: Post | null }> {
  const posts = await listPublicPosts();
  const index = posts.findIndex((other) => other.id === post.id);
  if (index === -1) return { previous: null, next: null };
  return { previous: posts[index + 1] ?? null, next: posts[index - 1] ?? null };
}

/** Up to 3 other posts sharing the most tags with this one (newer first among equals). */
export async function listPublicRelatedPosts(post: Post): Promise<Post[]> {
  const shared = (other: Post) => other.tags.filter((tag) => post.tags.includes(tag)).length;
  return (await listPublicPosts())
    .filter((other) => other.id !== post.id && shared(other) > 0)
    .map((other, order) => ({ other, score: shared(other), order }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, RELATED_POSTS)
    .map(({ other }) => other);
}
