'use server';

import { headers } from 'next/headers';
import { ownerAction } from '@/lib/actions/define';
import { requireOwner } from '@/lib/auth/session';
import { createShareLink, revokeShareLink } from '@/lib/share-links/admin';
import { env } from '@/lib/env';
import { sharePath } from '@/lib/share-links/token';
import { SHARE_LINK_TEXTS } from '@/lib/share-links/vocabulary';
import { newShareLinkSchema, shareLinkIdSchema } from '@/lib/share-links/schema';
import { z } from 'zod';
import { revalidatePath } from 'next/cache';

export type CreateShareLinkResult =
  | { ok: true; message: string; url: string }
  | { ok: false; message: string; fieldErrors?: { name?: string[]; expiresOn?: string[] } };

/**
 * Creates a named link to the project and answers its full address, the only time it is ever
 * shown (the database keeps the token's hash only).
 */
export async function createShareLinkAction(input: { projectId: string; slug: string; name: string; expiresOn: string }): Promise<CreateShareLinkResult> {
  const owner = await requireOwner();
  if (!owner.ok) return { ok: false, message: owner.reason === 'forbidden' ? SHARE_LINK_TEXTS.forbidden : owner.message };
  const parsed = newShareLinkSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = z.flattenError(parsed.error).fieldErrors;
    return { ok: false, message: fieldErrors.projectId?.[0] ?? 'Please fix the highlighted fields.', fieldErrors };
  }
  const result = await createShareLink(owner.db, parsed.data);
  if (!result.ok) return { ok: false, message: result.message };
  // The project's current slug, as the database has it, not what the browser sent.
  const { data } = await owner.db.from('projects').select('slug').eq('id', parsed.data.projectId).maybeSingle();
  const slug = (data as { slug: string } | null)?.slug ?? input.slug;
  revalidatePath(`/admin/share/${parsed.data.projectId}`);
  return { ok: true, message: SHARE_LINK_TEXTS.created, url: `${await siteOrigin()}${sharePath(slug, result.value.token)}` };
}

/** The origin the owner is using (so a link made on a preview deployment points there), else the configured one. */
async function siteOrigin(): Promise<string> {
  const list = await headers();
  const host = list.get('host');
  if (!host) return env.siteUrl;
  const proto = list.get('x-forwarded-proto') ?? (env.siteUrl.startsWith('https:') ? 'https' : 'http');
  return `${proto.split(',')[0]!.trim()}://${host}`;
}

export const revokeShareLinkAction = ownerAction({
  schema: shareLinkIdSchema,
  forbidden: SHARE_LINK_TEXTS.forbidden,
  invalid: SHARE_LINK_TEXTS.notFound,
  write: (id, { db }) => revokeShareLink(db, id),
  revalidate: (link) => revalidatePath(`/admin/share/${link.projectId}`),
  success: SHARE_LINK_TEXTS.revoked,
});
