import 'server-only';
import { env } from '@/lib/env';
import { technologySlug } from '@/lib/projects/technology';

// Which project URLs exist, for proxy.ts: /projects/<slug> of a published project is served;
// an old slug or a project id redirects to the current slug; a URL that matches no published
// project gets the static 'Project Not Found' page with status 404 before any page renders, so
// it never adds a cache entry and always is real HTML. Kept in this server's memory and read from the database at
// most once a minute (visitors are never kept waiting for it), again when a project is saved
// in this process, and again when an id is not in it (a project saved elsewhere), at most every
// few seconds. If the backend cannot be reached, the answer is 'unsure' and the page decides.
// The technologies of published projects are in it too: /projects/technology/<slug> is served
// for those only, on the same terms.

const MAX_AGE_MS = 60_000;
const MIN_RELOAD_INTERVAL_MS = 5_000;

type Index = {
  /** Current slug of every published project, by id. */
  slugById: Map<string, string>;
  slugs: Set<string>;
  /** Old slug → current slug. */
  movedSlugs: Map<string, string>;
  /** technologySlug() of every technology a published project names. */
  technologies: Set<string>;
  readAt: number;
};
type State = { index?: Index; loading?: Promise<Index | undefined>; lastLoadAt: number };

// On globalThis: proxy.ts and the server actions are separate bundles in one process.
const KEY = Symbol.for('portfolio.projectRouteIndex');
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

let warnedNoSecretKey = false;

/** Slugs of unlisted projects, read with the secret key; none without it (logged once). */
async function readUnlistedSlugs(): Promise<string[]> {
  if (!env.secretKey) {
    if (!warnedNoSecretKey) console.error('[projects] SUPABASE_SECRET_KEY is not set: unlisted projects answer 404.');
    warnedNoSecretKey = true;
    return [];
  }
  const response = await fetch(`${env.supabaseUrl}/rest/v1/rpc/unlisted_project_slugs`, {
    method: 'POST',
    headers: { apikey: env.secretKey, authorization: `Bearer ${env.secretKey}`, 'content-type': 'application/json' },
    body: '{}',
    cache: 'no-store',
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as string[];
}

/**
 * Whether a share link opens the project at this slug, without recording an open: every
 * refusal is one answer, "no", from one query (see the visibility migration).
 */
export async function isShareLinkOpen(slug: string, token: string): Promise<boolean | 'unsure'> {
  try {
    const response = await fetch(`${env.supabaseUrl}/rest/v1/rpc/share_link_is_open`, {
      method: 'POST',
      headers: { apikey: env.supabaseKey, 'content-type': 'application/json' },
      body: JSON.stringify({ project_slug: slug, token }),
      cache: 'no-store',
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) === true;
  } catch (error) {
    console.error('[projects] checking a share link failed:', error instanceof Error ? error.message : error);
    return 'unsure';
  }
}

async function read(): Promise<Index | undefined> {
  try {
    // The public key: drafts and their old slugs are not in it.
    const [projects, oldSlugs] = await Promise.all([
      readRows<{ id: string; slug: string; technologies: string[] }>('projects?select=id,slug,technologies'),
      readRows<{ slug: string; project_id: string }>('project_slugs?select=slug,project_id'),
    ]);
    const slugs = new Set<string>();
    const slugById = new Map(projects.map((row) => [row.id, row.slug]));
    // Unlisted projects are served at their address but listed nowhere: the public key cannot
    // list their slugs, only the server's key can (through one function).
    for (const slug of await readUnlistedSlugs()) slugs.add(slug);
    const movedSlugs = new Map<string, string>();
    for (const row of oldSlugs) {
      const current = slugById.get(row.project_id);
      if (current) movedSlugs.set(row.slug, current);
    }
    const technologies = new Set(projects.flatMap((row) => row.technologies.map(technologySlug)));
    for (const slug of slugById.values()) slugs.add(slug);
    return { slugById, slugs, movedSlugs, technologies, readAt: Date.now() };
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

/** Serve the page, send the visitor to the current slug, answer 404, or let the page decide. */
export type ProjectLookup = { kind: 'page' } | { kind: 'redirect'; slug: string } | { kind: 'unknown' } | { kind: 'unsure' };

type Key = { id: string } | { slug: string } | { technology: string };

function find(index: Index, key: Key): ProjectLookup {
  if ('technology' in key) return index.technologies.has(technologySlug(key.technology)) ? { kind: 'page' } : { kind: 'unknown' };
  if ('id' in key) {
    const slug = index.slugById.get(key.id);
    return slug ? { kind: 'redirect', slug } : { kind: 'unknown' };
  }
  if (index.slugs.has(key.slug)) return { kind: 'page' };
  const current = index.movedSlugs.get(key.slug);
  return current ? { kind: 'redirect', slug: current } : { kind: 'unknown' };
}

/** What /projects/<id>, /projects/<slug> or /projects/technology/<technology> (decoded) is. */
export async function lookupProject(key: Key): Promise<ProjectLookup> {
  const current = state();
  let index = current.index ?? (await reload());
  if (!index) return { kind: 'unsure' };
  if (Date.now() - index.readAt > MAX_AGE_MS) void reload();
  const found = find(index, key);
  if (found.kind !== 'unknown' || Date.now() - current.lastLoadAt < MIN_RELOAD_INTERVAL_MS) return found;
  // Perhaps saved elsewhere since: read again (at most every few seconds).
  index = await reload();
  return index ? find(index, key) : { kind: 'unsure' };
}

/** After a project write in this process: the next lookup reads the database again. */
export function forgetProjectIndex() {
  state().index = undefined;
}
