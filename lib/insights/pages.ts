import 'server-only';
import { lookupPost } from '@/lib/posts/route-index';
import { lookupProject } from '@/lib/projects/route-index';
import { shareLinkTarget } from '@/lib/share-links/route-check';
import { postPath, tagPath, TAG_PATTERN } from '@/lib/posts/tags';
import { isShareToken } from '@/lib/share-links/token';
import { isSlug } from '@/lib/slug';
import { projectPath } from '@/lib/projects/vocabulary';
import { technologyPath, technologySlug } from '@/lib/projects/technology';

// Which page a beacon's path is, so that only pages that exist are counted, each under one
// spelling, and nothing secret is stored: anyone can post any path to the endpoint.

/** Pages that are always there. */
const FIXED_PAGES = new Set(['/', '/projects', '/services', '/blog', '/privacy']);

/** The path as a browser would mean it: each segment decoded, empty segments (`//`) dropped; null if it does not decode. */
export function pathSegments(path: string): string[] | null {
  try {
    // Decoded whole first, so an encoded slash (%2F) separates segments as a plain one does.
    return decodeURIComponent(path).split('/').filter(Boolean);
  } catch {
    return null;
  }
}

/**
 * The label a page view or event on `path` counts under: the page's canonical path (a share
 * link's page without its token), or null when no such page exists. 'unsure' when the database
 * cannot say.
 */
export async function countedPath(path: string): Promise<string | null | 'unsure'> {
  const segments = pathSegments(path);
  if (!segments) return null;
  const canonical = `/${segments.join('/')}`;
  if (FIXED_PAGES.has(canonical)) return canonical;
  const [area, first, second, third, ...rest] = segments;
  if (rest.length > 0) return null;
  if (area === 'projects' && first === 'technology' && second !== undefined && third === undefined) {
    // Another spelling of a technology redirects to its one address; only that one is a page.
    return technologySlug(second) === second ? answer(await lookupProject({ technology: second }), technologyPath(second)) : null;
  }
  if (area === 'projects' && first !== undefined && isSlug(first)) {
    if (second === undefined) return answer(await lookupProject({ slug: first }), projectPath(first));
    if (second === 'share' && third !== undefined && isShareToken(third)) {
      const target = await shareLinkTarget(first, third);
      return target === 'unsure' ? 'unsure' : target === first ? `${projectPath(first)}/share` : null;
    }
    return null;
  }
  if (area !== 'blog' || first === undefined || third !== undefined) return null;
  if (first === 'tags' && second !== undefined) return TAG_PATTERN.test(second) ? answer(await lookupPost({ tag: second }), tagPath(second)) : null;
  if (first === 'page' && second !== undefined) return /^[1-9][0-9]{0,3}$/.test(second) ? answer(await lookupPost({ page: Number(second) }), `/blog/page/${second}`) : null;
  return second === undefined && isSlug(first) ? answer(await lookupPost({ slug: first }), postPath(first)) : null;
}

/** A page that is served is counted; an old address (it redirects) or an unknown one is not. */
function answer(found: { kind: string }, path: string): string | null | 'unsure' {
  if (found.kind === 'unsure') return 'unsure';
  return found.kind === 'page' ? path : null;
}
