import 'server-only';
import { env } from '@/lib/env';

// Which project URLs exist, for proxy.ts: a URL that matches no project gets the static
// 'Project Not Found' page with status 404 before any page renders, so it never adds a cache
// entry and always is real HTML. Kept in this server's memory and read from the database at
// most once a minute (visitors are never kept waiting for it), again when a project is saved
// in this process, and again when an id is not in it (a project saved elsewhere), at most every
// few seconds. If the backend cannot be reached, the answer is 'unsure' and the page decides.

const MAX_AGE_MS = 60_000;
const MIN_RELOAD_INTERVAL_MS = 5_000;

type Index = { ids: Set<string>; readAt: number };
type State = { index?: Index; loading?: Promise<Index | undefined>; lastLoadAt: number };

// On globalThis: proxy.ts and the server actions are separate bundles in one process.
const KEY = Symbol.for('portfolio.projectRouteIndex');
const state = (): State => ((globalThis as Record<symbol, State | undefined>)[KEY] ??= { lastLoadAt: 0 });

async function read(): Promise<Index | undefined> {
  try {
    const response = await fetch(`${env.supabaseUrl}/rest/v1/projects?select=id`, {
      headers: { apikey: env.supabaseKey },
      cache: 'no-store',
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const rows = (await response.json()) as { id: string }[];
    return { ids: new Set(rows.map((row) => row.id)), readAt: Date.now() };
  } catch (error) {
    console.error('[projects] reading the project index failed:', error instanceof Error ? error.message : error);
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

export type ProjectLookup = 'known' | 'unknown' | 'unsure';

export async function lookupProject(id: string): Promise<ProjectLookup> {
  const current = state();
  let index = current.index ?? (await reload());
  if (!index) return 'unsure';
  if (Date.now() - index.readAt > MAX_AGE_MS) void reload();
  if (index.ids.has(id)) return 'known';
  if (Date.now() - current.lastLoadAt < MIN_RELOAD_INTERVAL_MS) return 'unknown';
  index = await reload();
  if (!index) return 'unsure';
  return index.ids.has(id) ? 'known' : 'unknown';
}

/** After a project write in this process: the next lookup reads the database again. */
export function forgetProjectIndex() {
  state().index = undefined;
}
