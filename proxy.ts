import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy } from '@/lib/content-security-policy';
import { lookupProject } from '@/lib/data/projects/route-index';
import { env } from '@/lib/env';
import { updateSession } from '@/lib/supabase/proxy';
import { projectIdSchema } from '@/lib/validation/project';

/**
 * The server-action body limit of next.config.ts (`serverActions.bodySizeLimit: '2mb'`).
 * Past it Next answers 500, so a larger post is refused here first with a plain 413.
 */
const MAX_POST_BYTES = 2 * 1024 * 1024;

/** /projects/<id>: an id that matches no project gets the static not-found page, status 404. */
async function projectRoute(request: NextRequest) {
  const id = request.nextUrl.pathname.split('/')[2] ?? '';
  const known = projectIdSchema.safeParse(id).success ? await lookupProject(id) : 'unknown';
  if (known !== 'unknown') return NextResponse.next();
  return NextResponse.rewrite(new URL('/project-not-found', request.url), { status: 404 });
}

export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith('/projects/')) return projectRoute(request);
  if (request.method === 'POST' && Number(request.headers.get('content-length')) > MAX_POST_BYTES) {
    return new NextResponse('Request too large: a form may send at most 2 MB.', {
      status: 413,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  // A fresh nonce per request: Next puts it on its own scripts when it finds it in the
  // request's Content-Security-Policy, and only scripts carrying it may run.
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const csp = contentSecurityPolicy({
    supabaseOrigin: new URL(env.supabaseUrl).origin,
    isDev: process.env.NODE_ENV === 'development',
    nonce,
  });
  return updateSession(request, { 'content-security-policy': csp, 'x-nonce': nonce });
}

// The signed-in areas (session refresh, nonce policy) and project URLs (unknown ids). Other
// public pages never pass through here, and no public page reads cookies, so they stay static.
export const config = {
  matcher: ['/admin/:path*', '/auth/:path*', '/projects/:path*'],
};
