import 'server-only';
import { createPublicClient } from '@/lib/supabase/public';

/** Edits made outside the app (e.g. in the Supabase dashboard) show up within this time. */
export const PUBLIC_READ_MAX_AGE_SECONDS = 60;

/**
 * A client for public reads cached under its domain's tag (each domain names its own, e.g.
 * PROJECTS_TAG; a read that depends on another domain's rows carries that tag too): pages built
 * from it can be prerendered, refresh at once when the owner saves (lib/data/revalidate.ts), and
 * keep serving the last good data while the backend is down (a stale entry is served while it
 * refetches in the background).
 */
export function cachedClient(tag: string, ...moreTags: string[]) {
  return createPublicClient({ revalidate: PUBLIC_READ_MAX_AGE_SECONDS, tags: [tag, ...moreTags] });
}

/**
 * As cachedClient, without the time limit: a page that reads only through it is rebuilt when a
 * save expires the tag, and never because time passed. For the not-found pages, which no
 * visitor's request may rebuild.
 */
export function cachedUntilSavedClient(tag: string) {
  return createPublicClient({ revalidate: false, tags: [tag] });
}
