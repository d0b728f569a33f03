import 'server-only';
import { movedSlugsOf, routeIndex, rowsOf, type RouteLookup } from '@/lib/data/route-index';
import { POSTS_PER_PAGE } from '@/lib/posts/vocabulary';
import { createPublicClient } from '@/lib/supabase/public';

// Which post URLs exist, for proxy.ts (the mechanism: lib/data/route-index.ts): /blog/<slug> of
// a post visitors may read is served, an old slug redirects to the current one, anything else
// gets the static 'Post Not Found' page with status 404 before any page renders (so unknown URLs
// add no cache entries). /blog/tags/<tag> is served for the tags of readable posts only. A
// scheduled post is not in it until its time has come; then the first request for it misses,
// and the index is read again.

type Index = { slugs: Set<string>; movedSlugs: Map<string, string>; tags: Set<string> };

/** A numbered page of /blog exists when there are posts for it. */
type Key = { slug: string } | { tag: string } | { page: number };

export type PostLookup = RouteLookup;

async function read(): Promise<Index> {
  // The public key: drafts, scheduled posts and their old slugs are not in it.
  const db = createPublicClient();
  const [posts, oldSlugs] = await Promise.all([
    rowsOf(db.from('posts').select('id, slug, tags')),
    rowsOf(db.from('post_slugs').select('slug, post_id')),
  ]);
  const slugById = new Map(posts.map((row) => [row.id, row.slug]));
  return {
    slugs: new Set(slugById.values()),
    movedSlugs: movedSlugsOf(slugById, oldSlugs.map((row) => ({ slug: row.slug, ownerId: row.post_id }))),
    tags: new Set(posts.flatMap((row) => row.tags)),
  };
}

function find(index: Index, key: Key): PostLookup {
  if ('tag' in key) return index.tags.has(key.tag) ? { kind: 'page' } : { kind: 'unknown' };
  if ('page' in key) return key.page >= 1 && (key.page - 1) * POSTS_PER_PAGE < Math.max(1, index.slugs.size) ? { kind: 'page' } : { kind: 'unknown' };
  if (index.slugs.has(key.slug)) return { kind: 'page' };
  const current = index.movedSlugs.get(key.slug);
  return current ? { kind: 'redirect', slug: current } : { kind: 'unknown' };
}

const postIndex = routeIndex('post', read, find);

/** What /blog/<slug>, /blog/tags/<tag> or /blog/page/<n> is. */
export const lookupPost = postIndex.lookup;

/** After a post write in this process: the next lookup reads the database again. */
export const forgetPostIndex = postIndex.forget;
