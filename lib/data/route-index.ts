import 'server-only';
import { MINUTE, SECOND } from '@/lib/time';

// The mechanism behind proxy.ts's indexes of which URLs exist (projects, posts): kept in this
// server's memory and read from the database with the public key at most once a minute
// (visitors are never kept waiting for it), again after a write in this process, and again when
// a URL is not in it (saved elsewhere, or a scheduled post whose time has come), at most every
// few seconds. If the backend cannot be reached, the answer is 'unsure' and the page decides.

const MAX_AGE_MS = MINUTE;
const MIN_RELOAD_INTERVAL_MS = 5 * SECOND;

/** How long a request waits for the backend's answer to one of proxy.ts's checks. */
export const CHECK_TIMEOUT_MS = 5_000;

/** Serve the page, send the visitor to the current slug, answer 404, or let the page decide. */
export type RouteLookup = { kind: 'page' } | { kind: 'redirect'; slug: string } | { kind: 'unknown' } | { kind: 'unsure' };

type Answer<Row> = PromiseLike<{ data: Row[] | null; error: { message: string } | null }>;
type Read<Row> = { retry(enabled: boolean): Read<Row>; abortSignal(signal: AbortSignal): Answer<Row> };

/**
 * The rows of an index's read, or an error: one attempt, within CHECK_TIMEOUT_MS (a request is
 * waiting, and a backend that is down answers 'unsure' at once).
 */
export async function rowsOf<Row>(read: Read<Row>): Promise<Row[]> {
  const { data, error } = await read.retry(false).abortSignal(AbortSignal.timeout(CHECK_TIMEOUT_MS));
  // A failed fetch comes back as a plain object: its message is what the log needs.
  if (error) throw new Error(error.message);
  return data ?? [];
}

/** Old slug → current slug, for the old slugs whose row is still readable. */
export function movedSlugsOf(slugById: ReadonlyMap<string, string>, oldSlugs: readonly { slug: string; ownerId: string }[]): Map<string, string> {
  const moved = new Map<string, string>();
  for (const { slug, ownerId } of oldSlugs) {
    const current = slugById.get(ownerId);
    if (current) moved.set(slug, current);
  }
  return moved;
}

type Loaded<Index> = { value: Index; readAt: number };
type State<Index> = { index?: Loaded<Index>; loading?: Promise<Loaded<Index> | undefined>; lastLoadAt: number };

/**
 * An index named `name` ("project", "post"): `read` loads it, `find` answers one URL from it.
 * Returns the lookup for proxy.ts and `forget`, for writes in this process.
 */
export function routeIndex<Index, Key>(name: string, read: () => Promise<Index>, find: (index: Index, key: Key) => RouteLookup) {
  // On globalThis: proxy.ts and the server actions are separate bundles in one process.
  const KEY = Symbol.for(`portfolio.${name}RouteIndex`);
  const state = (): State<Index> => ((globalThis as Record<symbol, State<Index> | undefined>)[KEY] ??= { lastLoadAt: 0 });

  async function load(): Promise<Loaded<Index> | undefined> {
    try {
      return { value: await read(), readAt: Date.now() };
    } catch (error) {
      console.error(`[${name}s] reading the ${name} index failed:`, error instanceof Error ? error.message : error);
      return undefined;
    }
  }

  function reload(): Promise<Loaded<Index> | undefined> {
    const current = state();
    current.lastLoadAt = Date.now();
    current.loading ??= load().then((index) => {
      current.loading = undefined;
      if (index) current.index = index;
      return current.index;
    });
    return current.loading;
  }

  async function lookup(key: Key): Promise<RouteLookup> {
    const current = state();
    let index = current.index ?? (await reload());
    if (!index) return { kind: 'unsure' };
    if (Date.now() - index.readAt > MAX_AGE_MS) void reload();
    const found = find(index.value, key);
    if (found.kind !== 'unknown' || Date.now() - current.lastLoadAt < MIN_RELOAD_INTERVAL_MS) return found;
    // Perhaps saved elsewhere since, or published by the clock: read again (at most every few seconds).
    index = await reload();
    return index ? find(index.value, key) : { kind: 'unsure' };
  }

  function forget() {
    state().index = undefined;
  }

  return { lookup, forget };
}
