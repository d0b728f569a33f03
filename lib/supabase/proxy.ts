import { createServerClient } from '@supabase/ssr';
import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import type { ProxyStep } from '@/lib/request/proxy-steps';
import { authCookieOptions, isHttpsRequest } from './cookies';
import type { Database } from './database.types';

/** Only the login page sends a signed-in visitor on; /auth/confirm and the password pages need the session. */
const isLoginPage = (pathname: string) => pathname === '/auth' || pathname === '/auth/';

/**
 * Refreshes the session cookies and applies the /admin and /auth redirects; `securityHeaders`
 * go on the request (for Next and the pages to read) and on the response. A convenience only:
 * pages and server actions re-check the session themselves.
 */
async function updateSession(request: NextRequest, securityHeaders: Record<string, string>) {
  const next = () => {
    const headers = new Headers(request.headers);
    for (const [name, value] of Object.entries(securityHeaders)) headers.set(name, value);
    const response = NextResponse.next({ request: { headers } });
    for (const [name, value] of Object.entries(securityHeaders)) response.headers.set(name, value);
    return response;
  };
  let response = next();
  let cacheHeaders: Record<string, string> = {};

  const supabase = createServerClient<Database>(env.supabaseUrl, env.supabaseKey, {
    cookieOptions: authCookieOptions(isHttpsRequest(request.headers, request.url)),
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll(cookiesToSet, headers) {
        for (const { name, value } of cookiesToSet) request.cookies.set(name, value);
        response = next();
        for (const { name, value, options } of cookiesToSet) response.cookies.set(name, value, options);
        // A response that sets auth cookies must never be cached (Cache-Control: private, no-store).
        cacheHeaders = headers ?? {};
        for (const [key, value] of Object.entries(cacheHeaders)) response.headers.set(key, value);
      },
    },
  });

  // Must run right after creating the client, or rotated tokens are lost.
  const { data } = await supabase.auth.getClaims();
  const isSignedIn = Boolean(data?.claims?.sub);
  const { pathname } = request.nextUrl;

  const redirectTo = (target: string) => {
    const redirect = NextResponse.redirect(new URL(target, request.url));
    for (const cookie of response.cookies.getAll()) redirect.cookies.set(cookie);
    for (const [key, value] of Object.entries(cacheHeaders)) redirect.headers.set(key, value);
    return redirect;
  };

  if (!isSignedIn && pathname.startsWith('/admin')) return redirectTo('/auth');
  if (isSignedIn && isLoginPage(pathname)) return redirectTo('/admin');
  return response;
}

const SIGNED_IN_AREAS = /^\/(admin|auth)(\/|$)/;

/**
 * proxy.ts's step for /admin and /auth: the session refresh and redirects, with the security
 * headers `securityHeaders` makes for the request. Other addresses are left to the next step.
 */
export const refreshSession =
  (securityHeaders: (request: NextRequest) => Record<string, string>): ProxyStep =>
  (request) =>
    SIGNED_IN_AREAS.test(request.nextUrl.pathname) ? updateSession(request, securityHeaders(request)) : undefined;
