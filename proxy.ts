import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy } from '@/lib/site/content-security-policy';
import { lookupPost } from '@/lib/posts/route-index';
import { lookupProject } from '@/lib/projects/route-index';
import { shareLinkTarget } from '@/lib/share-links/route-check';
import { isPublicFileServed, isStorageFileUrl } from '@/lib/data/public-files';
import { env } from '@/lib/env';
import { updateSession } from '@/lib/supabase/proxy';
import { postPath, TAG_PATTERN } from '@/lib/posts/tags';
import { POWER_BI_ORIGIN } from '@/lib/projects/power-bi';
import { isShareToken, sharePath } from '@/lib/share-links/token';
import { isToken } from '@/lib/data/token';
import { isTestimonialRequestOpen } from '@/lib/testimonial-requests/route-check';
import { VIDEO_ORIGINS } from '@/lib/video/embed';
import { isSlug, isUuid, SLUG_PATTERN } from '@/lib/slug';
import { projectPath } from '@/lib/projects/vocabulary';
import { technologyPath } from '@/lib/projects/technology';
import { dropUntrustedForwardedFor } from '@/lib/request/client-address';
import { NOT_FOUND_PAGES, type NotFoundKind } from '@/lib/site/not-found';
import { proposalIsOpen } from '@/lib/proposals/route-check';

/**
 * The server-action body limit of next.config.ts (`serverActions.bodySizeLimit: '2mb'`).
 * Past it Next answers 500, so a larger post is refused here first with a plain 413.
 */
const MAX_POST_BYTES = 2 * 1024 * 1024;

const tooLarge = () =>
  new NextResponse('Request too large: a form may send at most 2 MB.', {
    status: 413,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });

/**
 * Whether the body is over the limit: by its Content-Length, or, sent in chunks without one,
 * by counting it (Next hands the proxy a copy, so the route still gets the whole body).
 */
async function isOversized(request: NextRequest): Promise<boolean> {
  const declared = request.headers.get('content-length');
  if (declared !== null) return Number(declared) > MAX_POST_BYTES;
  if (!request.body) return false;
  const reader = request.body.getReader();
  for (let received = 0; ; ) {
    const { done, value } = await reader.read();
    if (done) return false;
    received += value.byteLength;
    if (received > MAX_POST_BYTES) {
      await reader.cancel();
      return true;
    }
  }
}

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
  if (!technology) return notFound(request, 'technology');
  const found = await lookupProject({ technology });
  if (found.kind === 'unknown') return notFound(request, 'technology');
  const { pathname } = request.nextUrl;
  // A share image keeps its file name under the page's one address, so each is one cached image.
  const path = technologyPath(technology) + (image ? pathname.slice(pathname.lastIndexOf('/')) : '');
  return path === pathname
    ? NextResponse.next({ request: { headers: request.headers } })
    : NextResponse.redirect(new URL(path, request.url), 308);
}

/**
 * /projects/<slug> of a published project is served; an old slug or a project id (the URLs
 * before slugs) redirects permanently to the current slug; anything else gets the static
 * not-found page with status 404.
 */
async function projectRoute(request: NextRequest) {
  const { segments, image } = pageSegments(request);
  const key = segments[2] ?? '';
  if (key === 'technology' && segments.length > 3) return technologyRoute(request, segments, image);
  if (segments.length === 5 && segments[3] === 'share' && !image) return shareRoute(request, key, segments[4]!);
  if (segments.length > 3) return notFound(request);
  const found = isUuid(key) ? await lookupProject({ id: key.toLowerCase() }) : isSlug(key) ? await lookupProject({ slug: key }) : { kind: 'unknown' as const };
  if (found.kind === 'redirect') return image ? notFound(request) : NextResponse.redirect(new URL(projectPath(found.slug), request.url), 308);
  if (found.kind === 'unknown') return notFound(request);
  return NextResponse.next({ request: { headers: request.headers } });
}

/**
 * /projects/<slug>/share/<token>: served only while the database says the link opens that
 * project. The token identifies the project, so under an old slug of it the address redirects
 * (308) to the current one. A wrong, revoked or expired token, or one for another project, gets
 * exactly what an unknown project gets (the same static page and status), after the same single query.
 */
async function shareRoute(request: NextRequest, slug: string, token: string) {
  if (!isSlug(slug) || !isShareToken(token)) return notFound(request);
  const target = await shareLinkTarget(slug, token);
  if (target === null) return notFound(request);
  if (target !== 'unsure' && target !== slug) {
    // Like the page itself: never stored, and the token never sent on as a referrer.
    const moved = NextResponse.redirect(new URL(sharePath(target, token), request.url), 308);
    moved.headers.set('cache-control', 'private, no-store');
    moved.headers.set('referrer-policy', 'no-referrer');
    return moved;
  }
  return NextResponse.next({ request: { headers: request.headers } });
}

/**
 * /proposals/<token>: served only while the database says the token opens a proposal. A wrong,
 * revoked or expired token gets exactly what an unknown address below /proposals gets (the same
 * static page and status), after the same single query.
 */
async function proposalRoute(request: NextRequest) {
  const segments = request.nextUrl.pathname.split('/');
  const token = segments[2] ?? '';
  if (segments.length !== 3 || !isShareToken(token)) return notFound(request, 'proposal');
  const open = await proposalIsOpen(token);
  return open === false ? notFound(request, 'proposal') : NextResponse.next({ request: { headers: request.headers } });
}

/** A page's share image (opengraph-image, and its variants) is served when its page is. */
const SHARE_IMAGE = /^(?:opengraph|twitter)-image(?:-[\w-]+)?$/;

/** The path's segments without a trailing share image, and whether there was one. */
function pageSegments(request: NextRequest) {
  const segments = request.nextUrl.pathname.split('/');
  const image = segments.length > 3 && SHARE_IMAGE.test(segments.at(-1)!);
  return { segments: image ? segments.slice(0, -1) : segments, image };
}

const PAGE_NUMBER = /^[1-9][0-9]{0,3}$/;
const BLOG_FILES = new Set(['feed.xml', 'atom.xml']);

/**
 * /blog/<slug> of a post visitors may read is served, an old slug redirects permanently to the
 * current one; /blog/tags/<tag> is served for a tag a readable post carries, /blog/page/<n> when
 * there are posts for it; /blog and its feeds pass; anything else gets the static not-found page with status 404.
 */
async function blogRoute(request: NextRequest) {
  const { segments, image } = pageSegments(request);
  const [, , first = '', second, ...rest] = segments;
  if (rest.length > 0) return notFound(request, 'post');
  if (second === undefined && (first === '' || BLOG_FILES.has(first)) && !image) return NextResponse.next({ request: { headers: request.headers } });
  if (first === 'page' && second !== undefined && !image) {
    const found = PAGE_NUMBER.test(second) ? await lookupPost({ page: Number(second) }) : { kind: 'unknown' as const };
    return found.kind === 'unknown' ? notFound(request, 'post') : NextResponse.next({ request: { headers: request.headers } });
  }
  if (first === 'tags' && second !== undefined) {
    const found = TAG_PATTERN.test(second) ? await lookupPost({ tag: second }) : { kind: 'unknown' as const };
    if (found.kind === 'unknown') return notFound(request, 'tag');
    return NextResponse.next({ request: { headers: request.headers } });
  }
  if (second !== undefined) return notFound(request, 'post');
  const found = first.length <= 80 && SLUG_PATTERN.test(first) ? await lookupPost({ slug: first }) : { kind: 'unknown' as const };
  if (found.kind === 'unknown') return notFound(request, 'post');
  if (found.kind === 'redirect') return image ? notFound(request, 'post') : NextResponse.redirect(new URL(postPath(found.slug), request.url), 308);
  return NextResponse.next({ request: { headers: request.headers } });
}

/**
 * /testimonial/<token> is served while the request is open; a used, revoked, expired or unknown
 * token gets the static not-found page with status 404, after the same single query. The page
 * would answer the same, but its own notFound() has no server-rendered HTML. Posts (the form's
 * server action) pass: the action refuses a closed request in words the form shows.
 */
async function testimonialRequestRoute(request: NextRequest) {
  if (request.method === 'POST') return NextResponse.next({ request: { headers: request.headers } });
  const segments = request.nextUrl.pathname.split('/');
  const token = segments.length === 3 ? segments[2]! : '';
  if (!isToken(token) || (await isTestimonialRequestOpen(token)) === false) return notFound(request, 'testimonialRequest');
  return NextResponse.next({ request: { headers: request.headers } });
}

const notFound = (request: NextRequest, kind: NotFoundKind = 'project') =>
  NextResponse.rewrite(new URL(NOT_FOUND_PAGES[kind].path, request.url), { status: 404, request: { headers: request.headers } });

/**
 * /_next/image of a file in this site's Storage: only while the file itself is still public. The
 * optimiser would otherwise go on serving its copy of a file that was removed or made private.
 */
async function imageRoute(request: NextRequest) {
  const source = request.nextUrl.searchParams.get('url') ?? '';
  if (isStorageFileUrl(source) && !(await isPublicFileServed(source))) {
    return new NextResponse('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' } });
  }
  return NextResponse.next({ request: { headers: request.headers } });
}

const SIGNED_IN_AREAS = /^\/(admin|auth)(\/|$)/;

export async function proxy(request: NextRequest) {
  // Every response below passes these request headers on, so a client-written X-Forwarded-For
  // never reaches a server action when no proxy vouches for it.
  dropUntrustedForwardedFor(request.headers);
  if (request.method === 'POST' && (await isOversized(request))) return tooLarge();
  const { pathname } = request.nextUrl;
  if (pathname === '/_next/image') return imageRoute(request);
  if (pathname.startsWith('/projects/')) return projectRoute(request);
  if (pathname === '/blog' || pathname.startsWith('/blog/')) return blogRoute(request);
  if (pathname.startsWith('/proposals/')) return proposalRoute(request);
  if (pathname.startsWith('/testimonial/')) return testimonialRequestRoute(request);
  // Any other page is here only for the two steps above.
  if (!SIGNED_IN_AREAS.test(pathname)) return NextResponse.next({ request: { headers: request.headers } });
  // A fresh nonce per request: Next puts it on its own scripts when it finds it in the
  // request's Content-Security-Policy, and only scripts carrying it may run.
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const csp = contentSecurityPolicy({
    supabaseOrigin: new URL(env.supabaseUrl).origin,
    isDev: process.env.NODE_ENV === 'development',
    nonce,
    // The owner's preview of a project page frames its Power BI report like the page does.
    frameSrc: request.nextUrl.pathname.startsWith('/admin/preview/') ? [POWER_BI_ORIGIN, ...VIDEO_ORIGINS] : [],
  });
  return updateSession(request, { 'content-security-policy': csp, 'x-nonce': nonce });
}

// The signed-in areas (session refresh, nonce policy), project URLs (unknown ids and
// technologies; /projects itself matches too and is passed through), blog URLs (unknown
// posts and tags, old slugs), proposal addresses (unusable tokens) and testimonial request URLs
// (closed or unknown tokens); any
// other URL only for a request with a body or a server-action header (a post: server actions,
// forms without JavaScript), to check its size and to make sure the client address it sees is
// one the deployment vouches for. Reads of public pages never pass through here, and no public
// page reads cookies, so they stay static.
export const config = {
  matcher: [
    '/_next/image',
    '/admin/:path*',
    '/auth/:path*',
    '/projects/:path*',
    '/blog/:path*',
    '/proposals/:path*',
    '/testimonial/:path*',
    { source: '/:path*', has: [{ type: 'header', key: 'content-length' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'transfer-encoding' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
  ],
};
