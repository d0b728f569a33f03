import { NextResponse, type NextRequest } from 'next/server';
import { NOT_FOUND_PAGES, type NotFoundKind } from '@/lib/site/not-found';

// How proxy.ts is made: an ordered list of steps, each beside the code it protects. A step
// answers a request (its response ends the run, and may let the page be served) or, when the
// request is none of its business, answers nothing and the next step has its turn. A request no
// step answers goes on to its page.

export type ProxyAnswer = NextResponse | undefined;

export type ProxyStep = (request: NextRequest) => ProxyAnswer | Promise<ProxyAnswer>;

/** The proxy made of `steps`, run in order. */
export function runSteps(steps: readonly ProxyStep[]) {
  return async (request: NextRequest): Promise<NextResponse> => {
    for (const step of steps) {
      const answer = await step(request);
      if (answer) return answer;
    }
    return passOn(request);
  };
}

/** The request goes on to its page (or the image optimiser), with its headers as the steps left them. */
export const passOn = (request: NextRequest) => NextResponse.next({ request: { headers: request.headers } });

/** The static not-found page of `kind`, with status 404, at the address asked for. */
export const notFoundPage = (request: NextRequest, kind: NotFoundKind) =>
  NextResponse.rewrite(new URL(NOT_FOUND_PAGES[kind].path, request.url), { status: 404, request: { headers: request.headers } });

/** A page's share image (opengraph-image, and its variants) is served when its page is. */
const SHARE_IMAGE = /^(?:opengraph|twitter)-image(?:-[\w-]+)?$/;

/** The path's segments ('', 'projects', 'a-slug') without a trailing share image, and whether there was one. */
export function pageSegments(request: NextRequest) {
  const segments = request.nextUrl.pathname.split('/');
  const image = segments.length > 3 && SHARE_IMAGE.test(segments.at(-1)!);
  return { segments: image ? segments.slice(0, -1) : segments, image };
}
