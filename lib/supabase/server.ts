import 'server-only';
import { createServerClient } from '@supabase/ssr';
import { cookies, headers } from 'next/headers';
import { env } from '@/lib/env';
import { isAddress } from '@/lib/request/client-address';
import { authCookieOptions, isHttpsRequest } from './cookies';
import type { Database } from './database.types';
import { secretKey } from './service';

/** Per-request client carrying the visitor's session cookies (admin pages and actions). */
export function createSessionClient() {
  return sessionClient(env.supabaseUrl, env.supabaseKey, {});
}

/**
 * The session client for the password sign-in alone. Supabase Auth limits sign-ins per address,
 * and every sign-in reaches it from this server: it takes the visitor's address from
 * `Sb-Forwarded-For` instead, but only on a request made with a secret key (and once IP address
 * forwarding is on for the project; see the README). Used for nothing else, so the secret key
 * never carries a visitor's queries.
 */
export function createSignInClient(clientAddress: string) {
  return sessionClient(env.supabaseUrl, secretKey(), isAddress(clientAddress) ? { 'sb-forwarded-for': clientAddress } : {});
}

async function sessionClient(url: string, key: string, extraHeaders: Record<string, string>) {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  return createServerClient<Database>(url, key, {
    global: { headers: extraHeaders },
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
