import 'server-only';
import { env } from '@/lib/env';
import { movedSlugsOf, readRows, routeIndex, type RouteLookup } from '@/lib/data/route-index';
import { technologySlug } from '@/lib/projects/technology';

// Which project URLs exist, for proxy.ts: /projects/<slug> of a published project is served;
// an old slug or a project id redirects to the current slug; a URL that matches no published
// project gets the static 'Project Not Found' page with status 404 before any page renders, so
// it never adds a cache entry and always is real HTML. How it is kept fresh, and what happens
// when the backend cannot be reached: lib/data/route-index.ts.
// The technologies of published projects are in it too: /projects/technology/<slug> is served
// for those only, on the same terms.

type Index = {
  /** Current slug of every published project, by id. */
  slugById: Map<string, string>;
  slugs: Set<string>;
  /** Old slug → current slug. */
  movedSlugs: Map<string, string>;
  /** technologySlug() of every technology a published project names. */
  technologies: Set<string>;
};

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
 * Where a share address leads: the current slug of the project the link opens (the address may
 * hold an old slug of it), or null. Nothing is recorded, and every refusal is one answer from one
 * query (see the share-link migrations).
 */
export async function shareLinkTarget(slug: string, token: string): Promise<string | null | 'unsure'> {
  try {
    const response = await fetch(`${env.supabaseUrl}/rest/v1/rpc/share_link_target`, {
      method: 'POST',
      headers: { apikey: env.supabaseKey, 'content-type': 'application/json' },
      body: JSON.stringify({ project_slug: slug, token }),
      cache: 'no-store',
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const target: unknown = await response.json();
    return typeof target === 'string' ? target : null;
  } catch (error) {
    console.error('[projects] checking a share link failed:', error instanceof Error ? error.message : error);
    return 'unsure';
  }
}

async function read(): Promise<Index> {
  // The public key: drafts and their old slugs are not in it.
  const [projects, oldSlugs, unlistedSlugs] = await Promise.all([
    readRows<{ id: string; slug: string; technologies: string[] }>('projects?select=id,slug,technologies'),
    readRows<{ slug: string; project_id: string }>('project_slugs?select=slug,project_id'),
    // Unlisted projects are served at their address but listed nowhere: the public key cannot
    // list their slugs, only the server's key can (through one function).
    readUnlistedSlugs(),
  ]);
  const slugById = new Map(projects.map((row) => [row.id, row.slug]));
  return {
    slugById,
    slugs: new Set([...unlistedSlugs, ...slugById.values()]),
    movedSlugs: movedSlugsOf(slugById, oldSlugs.map((row) => ({ slug: row.slug, ownerId: row.project_id }))),
    technologies: new Set(projects.flatMap((row) => row.technologies.map(technologySlug))),
  };
}

export type ProjectLookup = RouteLookup;

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

const projectIndex = routeIndex('project', read, find);

/** What /projects/<id>, /projects/<slug> or /projects/technology/<technology> (decoded) is. */
export const lookupProject = projectIndex.lookup;

/** After a project write in this process: the next lookup reads the database again. */
export const forgetProjectIndex = projectIndex.forget;
