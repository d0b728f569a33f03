import 'server-only';
import { createClient } from '@supabase/supabase-js';
import { env } from '@/lib/env';

/** Cache tag of every public read; admin mutations invalidate it (lib/data/revalidate.ts). */
export const PROJECTS_TAG = 'projects';

/** Edits made outside the app (e.g. in the Supabase dashboard) show up within this time. */
const PUBLIC_READ_MAX_AGE_SECONDS = 60;

/**
 * Cookie-less anon client for public pages. Its reads go through Next's data cache, tagged,
 * so pages can be prerendered, refresh at once when the owner saves, and keep serving the
 * last good data while the backend is down (a stale entry is served while it refetches).
 */
export function createPublicClient() {
  return createClient(env.supabaseUrl, env.supabaseKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      fetch: (input, init) => fetch(input, { ...init, next: { revalidate: PUBLIC_READ_MAX_AGE_SECONDS, tags: [PROJECTS_TAG] } }),
    },
  });
}
