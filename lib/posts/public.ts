import 'server-only';
import { cache } from 'react';
import { RELATED_POSTS } from '@/lib/posts/vocabulary';
import { postList } from './list';
import type { Post } from './model';

// What visitors read of the posts: one cached read, and what the pages make of it.

/** Every post visitors may read, newest first, cached under POSTS_TAG; none when the backend failed (logged). */
export const listPublicPosts = postList.listPublic;

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
