import { NextResponse, type NextRequest } from 'next/server';
import { updateSession } from '@/lib/supabase/proxy';

/**
 * The server-action body limit of next.config.ts (`serverActions.bodySizeLimit: '2mb'`).
 * Past it Next answers 500, so a larger post is refused here first with a plain 413.
 */
const MAX_POST_BYTES = 2 * 1024 * 1024;

export function proxy(request: NextRequest) {
  if (request.method === 'POST' && Number(request.headers.get('content-length')) > MAX_POST_BYTES) {
    return new NextResponse('Request too large: a form may send at most 2 MB.', {
      status: 413,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  return updateSession(request);
}

// Only the signed-in areas: public pages never read cookies, so they stay static.
export const config = {
  matcher: ['/admin/:path*', '/auth/:path*'],
};
