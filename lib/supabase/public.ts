import 'server-only';
import { createClient } from '@supabase/supabase-js';
import { env } from '@/lib/env';
import type { Database } from './database.types';

/** `revalidate: false`: no time limit, only an expired tag refreshes it. */
type CacheOptions = { revalidate: number | false; tags: string[] };

/**
 * Cookie-less anon client for public pages. With `cache`, every request it makes goes through
 * Next's data cache under those tags (see lib/data/cache.ts); without, nothing is cached.
 */
export function createPublicClient(cache?: CacheOptions) {
  return createClient<Database>(env.supabaseUrl, env.supabaseKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: cache ? { fetch: (input, init) => fetch(input, { ...init, next: cache }) } : {},
  });
}
