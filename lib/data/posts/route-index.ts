import 'server-only';
import { env } from '@/lib/env';
import { POSTS_PER_PAGE } from '@/lib/posts/vocabulary';

// Which post URLs exist, for proxy.ts, on the same terms as the projects' index
// (lib/data/projects/route-index.ts): /blog/<slug> of a post visitors may read is served, an old
// slug redirects to the current one, anything else gets the static 'Post Not Found' page with
// status 404 before any page renders (so unknown URLs add no cache entries). /blog/tags/<tag> is
// served for the tags of readable posts only. A scheduled post is not in it until its time has
// come; then the first request for it misses, and the index is read again (at most every few seconds).

const MAX_AGE_MS = 60_000;
const MIN_RELOAD_INTERVAL_MS = 5_000;

type Index = { slugs: Set<string>; movedSlugs: Map<string, string>; tags: Set<string>; readAt: number };
type State = { index?: Index; loading?: Promise<Index | undefined>; lastLoadAt: number };

// On globalThis: proxy.ts and the server actions are separate bundles in one process.
const KEY = Symbol.for('portfolio.postRouteIndex');
const state = (): State => ((globalThis as Record<symbol, State | undefined>)[KEY] ??= { lastLoadAt: 0 });

async function readRows<T>(path: string): Promise<T[]> {
  const response = await fetch(`${env.supabaseUrl}/rest/v1/${path}`, {
    headers: { apikey: env.supabaseKey },
    cache: 'no-store',
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as T[];
}

async function read(): Promise<Index | undefined> {
  try {
    // The public key: drafts, scheduled posts and their old slugs are not in it.
    const [posts, oldSlugs] = await Promise.all([
      readRows<{ id: string; slug: string; tags: string[] }>('posts?select=id,slug,tags'),
      readRows<{ slug: string; post_id: string }>('post_slugs?select=slug,post_id'),
    ]);
    const slugById = new Map(posts.map((row) => [row.id, row.slug]));
    const movedSlugs = new Map<string, string>();
    for (const row of oldSlugs) {
      const current = slugById.get(row.post_id);
      if (current) movedSlugs.set(row.slug, current);
    }
    return { slugs: new Set(slugById.values()), movedSlugs, tags: new Set(posts.flatMap((row) => row.tags)), readAt: Date.now() };
  } catch (error) {
    console.error('[posts] reading the post index failed:', error instanceof Error ? error.message : error);
    return undefined;
  }
}

function reload(): Promise<Index | undefined> {
  const current = state();
  current.lastLoadAt = Date.now();
  current.loading ??= read().then((index) => {
    current.loading = undefined;
    if (index) current.index = index;
    return current.index;
  });
  return current.loading;
}

export type PostLookup = { kind: 'page' } | { kind: 'redirect'; slug: string } | { kind: 'unknown' } | { kind: 'unsure' };

/** A numbered page of /blog exists when there are posts for it. */
type Key = { slug: string } | { tag: string } | { page: number };

function find(index: Index, key: Key): PostLookup {
  if ('tag' in key) return index.tags.has(key.tag) ? { kind: 'page' } : { kind: 'unknown' };
  if ('page' in key) return key.page >= 1 && (key.page - 1) * POSTS_PER_PAGE < Math.max(1, index.slugs.size) ? { kind: 'page' } : { kind: 'unknown' };
  if (index.slugs.has(key.slug)) return { kind: 'page' };
  const current = index.movedSlugs.get(key.slug);
  return current ? { kind: 'redirect', slug: current } : { kind: 'unknown' };
}

/** What /blog/<slug>, /blog/tags/<tag> or /blog/page/<n> is. */
export async function lookupPost(key: Key): Promise<PostLookup> {
  const current = state();
  let index = current.index ?? (await reload());
  if (!index) return { kind: 'unsure' };
  if (Date.now() - index.readAt > MAX_AGE_MS) void reload();
  const found = find(index, key);
  if (found.kind !== 'unknown' || Date.now() - current.lastLoadAt < MIN_RELOAD_INTERVAL_MS) return found;
  // Saved elsewhere, or a scheduled post whose time has come: read again (at most every few seconds).
  index = await reload();
  return index ? find(index, key) : { kind: 'unsure' };
}

/** After a post write in this process: the next lookup reads the database again. */
export function forgetPostIndex() {
  state().index = undefined;
}
