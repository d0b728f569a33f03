import { createBrowserClient } from '@supabase/ssr';
import { env } from '@/lib/env';

let browserClient: ReturnType<typeof createBrowserClient> | undefined;

/** Browser client: keeps the session cookie fresh on long-open admin pages (spec §4). */
export function getBrowserClient() {
  browserClient ??= createBrowserClient(env.supabaseUrl, env.supabaseKey);
  return browserClient;
}
