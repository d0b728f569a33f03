import 'server-only';
import { createPublicClient } from '@/lib/supabase/public';

/** Tags of the public data cache; a successful owner write expires its tag (lib/data/revalidate.ts). */
export const CACHE_TAGS = { projects: 'projects', profile: 'profile', skills: 'skills', testimonials: 'testimonials', experience: 'experience', posts: 'posts', services: 'services' } as const;
export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

/** Edits made outside the app (e.g. in the Supabase dashboard) show up within this time. */
export const PUBLIC_READ_MAX_AGE_SECONDS = 60;

/**
 * A client for public reads cached under `tag`: pages built from it can be prerendered,
 * refresh at once when the owner saves, and keep serving the last good data while the
 * backend is down (a stale entry is served while it refetches in the background).
 */
export function cachedClient(tag: CacheTag) {
  return createPublicClient({ revalidate: PUBLIC_READ_MAX_AGE_SECONDS, tags: [tag] });
}
