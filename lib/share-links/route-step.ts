import { NextResponse } from 'next/server';
import { shareAddress } from '@/lib/projects/route-step';
import { notFoundPage, passOn, type ProxyStep } from '@/lib/request/proxy-steps';
import { isSlug } from '@/lib/slug';
import { shareLinkTarget } from './route-check';
import { isShareToken, sharePath } from './token';

/**
 * /projects/<slug>/share/<token>: served only while the database says the link opens that
 * project. The token identifies the project, so under an old slug of it the address redirects
 * (308) to the current one. A wrong, revoked or expired token, or one for another project, gets
 * exactly what an unknown project gets (the same static page and status), after the same single query.
 */
export const routeShareLinks: ProxyStep = async (request) => {
  const address = shareAddress(request);
  if (!address) return undefined;
  const { slug, token } = address;
  if (!isSlug(slug) || !isShareToken(token)) return notFoundPage(request, 'project');
  const target = await shareLinkTarget(slug, token);
  if (target === null) return notFoundPage(request, 'project');
  if (target !== 'unsure' && target !== slug) {
    // Like the page itself: never stored, and the token never sent on as a referrer.
    const moved = NextResponse.redirect(new URL(sharePath(target, token), request.url), 308);
    moved.headers.set('cache-control', 'private, no-store');
    moved.headers.set('referrer-policy', 'no-referrer');
    return moved;
  }
  return passOn(request);
};
