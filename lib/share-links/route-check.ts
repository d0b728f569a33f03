import 'server-only';
import { CHECK_TIMEOUT_MS } from '@/lib/data/route-index';
import { createPublicClient } from '@/lib/supabase/public';

/**
 * For proxy.ts: where a share address leads, the current slug of the project the link opens (the
 * address may hold an old slug of it), or null; 'unsure' when the backend did not answer. Nothing
 * is recorded, and every refusal is one answer from one query (see the share-link migrations).
 */
export async function shareLinkTarget(slug: string, token: string): Promise<string | null | 'unsure'> {
  const { data, error } = await createPublicClient()
    .rpc('share_link_target', { project_slug: slug, token })
    .abortSignal(AbortSignal.timeout(CHECK_TIMEOUT_MS));
  if (error) {
    console.error('[projects] checking a share link failed:', error.message);
    return 'unsure';
  }
  return typeof data === 'string' ? data : null;
}
