import { gateOptimisedImages } from '@/lib/images/optimiser-gate';
import { routePosts } from '@/lib/posts/route-step';
import { routeProjects } from '@/lib/projects/route-step';
import { routeProposals } from '@/lib/proposals/route-step';
import { refuseOversizedPosts } from '@/lib/request/body-limit';
import { dropUntrustedForwardedFor } from '@/lib/request/client-address';
import { runSteps } from '@/lib/request/proxy-steps';
import { routeShareLinks } from '@/lib/share-links/route-step';
import { noncePolicy } from '@/lib/site/nonce-policy';
import { refreshSession } from '@/lib/supabase/proxy';
import { routeTestimonialRequests } from '@/lib/testimonial-requests/route-step';

// In order: the first step to answer a request ends the run; a request none answers goes on to
// its page with the request's headers as the steps left them (lib/request/proxy-steps.ts).
export const proxy = runSteps([
  // Before any answer, so a client-written X-Forwarded-For never reaches a server action.
  dropUntrustedForwardedFor,
  refuseOversizedPosts,
  gateOptimisedImages,
  // Which addresses exist: served, redirected to the current one, or the static 404 page.
  routeProjects,
  routeShareLinks,
  routePosts,
  routeProposals,
  routeTestimonialRequests,
  // /admin and /auth only.
  refreshSession(noncePolicy),
]);

// The signed-in areas (session refresh, nonce policy), project URLs (unknown ids and
// technologies; /projects itself matches too and is passed through), blog URLs (unknown
// posts and tags, old slugs), proposal addresses (unusable tokens) and testimonial request URLs
// (closed or unknown tokens); any other URL only for a request with a body or a server-action
// header (a post: server actions, forms without JavaScript), to check its size and to make sure
// the client address it sees is one the deployment vouches for. Reads of public pages never pass
// through here, and no public page reads cookies, so they stay static.
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
