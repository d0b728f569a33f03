import { notFoundPage, passOn, type ProxyStep } from '@/lib/request/proxy-steps';
import { isShareToken } from '@/lib/share-links/token';
import { proposalIsOpen } from './route-check';

/**
 * /proposals/<token>: served only while the database says the token opens a proposal. A wrong,
 * revoked or expired token gets exactly what an unknown address below /proposals gets (the same
 * static page and status), after the same single query.
 */
export const routeProposals: ProxyStep = async (request) => {
  const { pathname } = request.nextUrl;
  if (!pathname.startsWith('/proposals/')) return undefined;
  const segments = pathname.split('/');
  const token = segments[2] ?? '';
  if (segments.length !== 3 || !isShareToken(token)) return notFoundPage(request, 'proposal');
  return (await proposalIsOpen(token)) === false ? notFoundPage(request, 'proposal') : passOn(request);
};
