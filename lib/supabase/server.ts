import 'server-only';
import { createServerClient } from '@supabase/ssr';
import { cookies, headers } from 'next/headers';
import { env } from '@/lib/env';
import { authCookieOptions, isHttpsRequest } from './cookies';

/** Per-request client carrying the visitor's session cookies (admin pages and actions). */
export async function createSessionClient() {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  return createServerClient(env.supabaseUrl, env.supabaseKey, {
    cookieOptions: authCookieOptions(isHttpsRequest(headerList)),
    cookies: {
      getAll: () => cookieStore.getAll(),
      setAll(cookiesToSet) {
        try {
          for (const { name, value, options } of cookiesToSet) cookieStore.set(name, value, options);
        } catch {
          // Server Components cannot set cookies; proxy.ts refreshes the session instead.
        }
      },
    },
  });
}
