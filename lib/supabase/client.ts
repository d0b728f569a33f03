import { createBrowserClient } from '@supabase/ssr';
import { authCookieOptions } from './cookies';
import type { Database } from './database.types';
import type { Db } from './db';

// Read by literal name, so Next inlines them (lib/env.ts checks them on the server; importing
// it here would ship zod to the browser).
const SUPABASE_URL = process.env.NEXT_PUBLIC_SUPABASE_URL!;
const SUPABASE_KEY = (process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY || process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY)!;

/** The Supabase URL, for code in the browser. */
export const browserSupabaseUrl = SUPABASE_URL;

let browserClient: Db | undefined;

/**
 * Browser client: refreshes the tokens before they expire and when the tab becomes visible
 * again, so the session cookie stays fresh on long-open admin pages.
 */
export function getBrowserClient() {
  browserClient ??= createBrowserClient<Database>(SUPABASE_URL, SUPABASE_KEY, {
    cookieOptions: authCookieOptions(window.location.protocol === 'https:'),
  });
  return browserClient;
}
