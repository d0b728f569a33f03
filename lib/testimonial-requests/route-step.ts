import { isToken } from '@/lib/data/token';
import { notFoundPage, passOn, type ProxyStep } from '@/lib/request/proxy-steps';
import { isTestimonialRequestOpen } from './route-check';

/**
 * /testimonial/<token> is served while the request is open; a used, revoked, expired or unknown
 * token gets the static not-found page with status 404, after the same single query. The page
 * would answer the same, but its own notFound() has no server-rendered HTML. Posts (the form's
 * server action) pass: the action refuses a closed request in words the form shows.
 */
export const routeTestimonialRequests: ProxyStep = async (request) => {
  const { pathname } = request.nextUrl;
  if (!pathname.startsWith('/testimonial/')) return undefined;
  if (request.method === 'POST') return passOn(request);
  const segments = pathname.split('/');
  const token = segments.length === 3 ? segments[2]! : '';
  if (!isToken(token) || (await isTestimonialRequestOpen(token)) === false) return notFoundPage(request, 'testimonialRequest');
  return passOn(request);
};
