import { NextResponse, type NextRequest } from 'next/server';
import type { ProxyStep } from './proxy-steps';

/**
 * The server-action body limit of next.config.ts (`serverActions.bodySizeLimit: '2mb'`).
 * Past it Next answers 500, so a larger post is refused here first with a plain 413.
 */
export const MAX_POST_BYTES = 2 * 1024 * 1024;

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

/** A post over the limit gets a plain 413, on every page. */
export const refuseOversizedPosts: ProxyStep = async (request) => {
  if (request.method !== 'POST' || !(await isOversized(request))) return undefined;
  return new NextResponse('Request too large: a form may send at most 2 MB.', {
    status: 413,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
};
