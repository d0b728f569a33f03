import { NextResponse } from 'next/server';
import { notFoundPage, pageSegments, passOn, type ProxyStep } from '@/lib/request/proxy-steps';
import { SLUG_PATTERN } from '@/lib/slug';
import { lookupPost } from './route-index';
import { postPath, TAG_PATTERN } from './tags';

const PAGE_NUMBER = /^[1-9][0-9]{0,3}$/;
const BLOG_FILES = new Set(['feed.xml', 'atom.xml']);

/**
 * /blog/<slug> of a post visitors may read is served, an old slug redirects permanently to the
 * current one; /blog/tags/<tag> is served for a tag a readable post carries, /blog/page/<n> when
 * there are posts for it; /blog and its feeds pass; anything else gets the static not-found page with status 404.
 */
export const routePosts: ProxyStep = async (request) => {
  const { pathname } = request.nextUrl;
  if (pathname !== '/blog' && !pathname.startsWith('/blog/')) return undefined;
  const { segments, image } = pageSegments(request);
  const [, , first = '', second, ...rest] = segments;
  if (rest.length > 0) return notFoundPage(request, 'post');
  if (second === undefined && (first === '' || BLOG_FILES.has(first)) && !image) return passOn(request);
  if (first === 'page' && second !== undefined && !image) {
    const found = PAGE_NUMBER.test(second) ? await lookupPost({ page: Number(second) }) : { kind: 'unknown' as const };
    return found.kind === 'unknown' ? notFoundPage(request, 'post') : passOn(request);
  }
  if (first === 'tags' && second !== undefined) {
    const found = TAG_PATTERN.test(second) ? await lookupPost({ tag: second }) : { kind: 'unknown' as const };
    return found.kind === 'unknown' ? notFoundPage(request, 'tag') : passOn(request);
  }
  if (second !== undefined) return notFoundPage(request, 'post');
  const found = first.length <= 80 && SLUG_PATTERN.test(first) ? await lookupPost({ slug: first }) : { kind: 'unknown' as const };
  if (found.kind === 'unknown') return notFoundPage(request, 'post');
  if (found.kind === 'redirect') return image ? notFoundPage(request, 'post') : NextResponse.redirect(new URL(postPath(found.slug), request.url), 308);
  return passOn(request);
};
