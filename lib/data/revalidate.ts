import 'server-only';
import { revalidatePath, updateTag } from 'next/cache';
import { PROJECTS_TAG } from '@/lib/supabase/public';

/**
 * After a successful project write (server actions only: updateTag throws elsewhere).
 * updateTag expires every cached public read at once, so the next visitor request waits for
 * fresh data instead of being served the old list; the paths cover the prerendered pages
 * themselves, the sitemap and the admin list.
 */
export function revalidateProjects(ids: readonly string[]) {
  updateTag(PROJECTS_TAG);
  revalidatePath('/');
  for (const id of new Set(ids)) revalidatePath(`/projects/${id}`);
  revalidatePath('/sitemap.xml');
  revalidatePath('/admin');
}
