import 'server-only';
import { env } from '@/lib/env';
import { CHECK_TIMEOUT_MS, movedSlugsOf, routeIndex, rowsOf, type RouteLookup } from '@/lib/data/route-index';
import { technologySlug } from '@/lib/projects/technology';
import { createPublicClient } from '@/lib/supabase/public';
import { serviceClient } from '@/lib/supabase/service';

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
  const { data, error } = await serviceClient().rpc('unlisted_project_slugs').abortSignal(AbortSignal.timeout(CHECK_TIMEOUT_MS));
  if (error) throw new Error(error.message);
  return data ?? [];
}

async function read(): Promise<Index> {
  // The public key: drafts and their old slugs are not in it.
  const db = createPublicClient();
  const [projects, oldSlugs, unlistedSlugs] = await Promise.all([
    rowsOf(db.from('projects').select('id, slug, technologies')),
    rowsOf(db.from('project_slugs').select('slug, project_id')),
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
