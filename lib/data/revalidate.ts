import 'server-only';
import { updateTag } from 'next/cache';
import { forgetPublicFileChecks } from '@/lib/data/public-files';

/**
 * After a successful owner write (server actions only: updateTag throws elsewhere). The cached
 * public reads under these tags expire at once, so the next visitor request waits for fresh data,
 * and every prerendered page, feed, sitemap and share image built from them is rebuilt on its next
 * request: Next keeps the tags of what each one read. No public page is expired by path, so the
 * not-found pages, which read only the profile, are rebuilt by a profile save alone. The proxy
 * checks public files again (a write may have removed one or made it private).
 */
export function revalidateTags(...tags: string[]) {
  for (const tag of tags) updateTag(tag);
  forgetPublicFileChecks();
}
