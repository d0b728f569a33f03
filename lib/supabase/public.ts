import 'server-only';
import { createClient } from '@supabase/supabase-js';
import { env } from '@/lib/env';

/** Cache tag of every public read; admin mutations invalidate it (lib/data/revalidate.ts). */
export const PROJECTS_TAG = 'projects';

/**
 * Cookie-less anon client for public pages. Its reads go through Next's data cache, tagged,
 * so pages can be prerendered, keep serving the last good data while the backend is down,
 * and refresh when the owner saves.
 */
export function createPublicClient() {
  return createClient(env.supabaseUrl, env.supabaseKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      fetch: (input, init) => fetch(input, { ...init, cache: 'force-cache', next: { tags: [PROJECTS_TAG] } }),
    },
  });
}
