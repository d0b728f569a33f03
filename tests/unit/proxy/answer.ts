import { NextRequest, type NextResponse } from 'next/server';

// What the proxy's steps see and say, for their unit tests: a request as Next hands it to the
// proxy, and a step's answer read the way Next acts on it.

export const ORIGIN = 'http://localhost:3000';

export function proxyRequest(path: string, init: { method?: string; headers?: Record<string, string>; body?: BodyInit } = {}) {
  return new NextRequest(new URL(path, ORIGIN), { ...init, ...(init.body ? { duplex: 'half' } : {}) });
}

/**
 * 'next step' (the step leaves the request alone), 'served' (the page is served), '404
 * /project-not-found' (rewritten to that page), '308 → /projects/a' (redirected), or the status
 * of a response the step wrote itself.
 */
export function answerOf(response: NextResponse | undefined): string {
  if (!response) return 'next step';
  const rewrite = response.headers.get('x-middleware-rewrite');
  if (rewrite) return `${response.status} ${new URL(rewrite).pathname}`;
  const location = response.headers.get('location');
  if (location) return `${response.status} → ${new URL(location).pathname}`;
  if (response.headers.get('x-middleware-next') === '1') return 'served';
  return String(response.status);
}

/** The request headers the answer passes on to the page, as Next reads them. */
export function passedOnHeaders(response: NextResponse): Record<string, string> {
  const names = response.headers.get('x-middleware-override-headers')?.split(',') ?? [];
  return Object.fromEntries(names.map((name) => [name, response.headers.get(`x-middleware-request-${name}`) ?? '']));
}
