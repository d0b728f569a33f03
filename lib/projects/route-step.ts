import { NextResponse, type NextRequest } from 'next/server';
import { notFoundPage, pageSegments, passOn, type ProxyStep } from '@/lib/request/proxy-steps';
import { isSlug, isUuid } from '@/lib/slug';
import { lookupProject } from './route-index';
import { technologyPath } from './technology';
import { projectPath } from './vocabulary';

/** A path segment as the page reads it, or null when it is not valid percent-encoding. */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * /projects/technology/<technology> (and its share images) is served for a technology a published
 * project names, another spelling of it ("Power%20BI") redirects to its one address (so each is
 * one cached page); anything else gets the static not-found page with status 404.
 */
async function technologyRoute(request: NextRequest, segments: string[], image: boolean) {
  const technology = segments.length === 4 ? decodeSegment(segments[3]!) : null;
  if (!technology) return notFoundPage(request, 'technology');
  const found = await lookupProject({ technology });
  if (found.kind === 'unknown') return notFoundPage(request, 'technology');
  const { pathname } = request.nextUrl;
  // A share image keeps its file name under the page's one address, so each is one cached image.
  const path = technologyPath(technology) + (image ? pathname.slice(pathname.lastIndexOf('/')) : '');
  return path === pathname ? passOn(request) : NextResponse.redirect(new URL(path, request.url), 308);
}

/** /projects/<slug>/share/<token> (not a share image): a share link's address, which lib/share-links answers. */
export function shareAddress(request: NextRequest): { slug: string; token: string } | null {
  const { segments, image } = pageSegments(request);
  const [, area, slug, share, token] = segments;
  return segments.length === 5 && area === 'projects' && share === 'share' && !image ? { slug: slug!, token: token! } : null;
}

/**
 * /projects/<slug> of a published project is served; an old slug or a project id (the URLs
 * before slugs) redirects permanently to the current slug; anything else gets the static
 * not-found page with status 404. A share link's address is left to the next step.
 */
export const routeProjects: ProxyStep = async (request) => {
  if (!request.nextUrl.pathname.startsWith('/projects/')) return undefined;
  const { segments, image } = pageSegments(request);
  const key = segments[2] ?? '';
  if (key === 'technology' && segments.length > 3) return technologyRoute(request, segments, image);
  if (shareAddress(request)) return undefined;
  if (segments.length > 3) return notFoundPage(request, 'project');
  const found = isUuid(key) ? await lookupProject({ id: key.toLowerCase() }) : isSlug(key) ? await lookupProject({ slug: key }) : { kind: 'unknown' as const };
  if (found.kind === 'redirect') return image ? notFoundPage(request, 'project') : NextResponse.redirect(new URL(projectPath(found.slug), request.url), 308);
  if (found.kind === 'unknown') return notFoundPage(request, 'project');
  return passOn(request);
};
