import { createBrowserClient } from '@supabase/ssr';
import { env } from '@/lib/env';
import { authCookieOptions } from './cookies';

let browserClient: ReturnType<typeof createBrowserClient> | undefined;

/**
 * Browser client: refreshes the tokens before they expire and when the tab becomes visible
 * again, so the session cookie stays fresh on long-open admin pages.
 */
export function getBrowserClient() {
  browserClient ??= createBrowserClient(env.supabaseUrl, env.supabaseKey, {
    cookieOptions: authCookieOptions(window.location.protocol === 'https:'),
  });
  return browserClient;
}
