import 'server-only';
import type { Db } from '@/lib/supabase/db';
import { isoInstant } from '@/lib/data/rows';
import { DataError, describeWriteError, type WriteResult } from '@/lib/data/write-result';
import { SHARE_LINK_TEXTS, type ShareLink } from '@/lib/share-links/vocabulary';
import type { NewShareLink } from '@/lib/share-links/schema';
import { sharePath } from '@/lib/share-links/token';
import { newToken, tokenHash } from '@/lib/data/token-hash';
import { getProjectSlug } from '@/lib/projects/admin';
import type { Tables } from '@/lib/supabase/database.types';

// The owner's share links, with the caller's session: row-level security lets only an owner
// read, create or revoke them. A token is made here, returned once and never stored: the
// database keeps its SHA-256 only, so a leaked table opens nothing.

/** What the owner reads of a link: every column but the token's hash, which is never selected. */
const SHARE_LINK_SELECT = 'id, project_id, name, created_at, expires_at, revoked_at, open_count, last_opened_at';

const toShareLink = (row: Omit<Tables<'share_links'>, 'token_hash'>): ShareLink => ({
  id: row.id,
  projectId: row.project_id,
  name: row.name,
  createdAt: isoInstant(row.created_at),
  expiresAt: isoInstant(row.expires_at),
  revokedAt: isoInstant(row.revoked_at),
  openCount: row.open_count,
  lastOpenedAt: isoInstant(row.last_opened_at),
});

export const SHARE_LINK_CONSTRAINT_MESSAGES: Record<string, string> = {
  share_links_name_length: 'Name must be 1 to 100 characters',
  share_links_token_hash_format: 'The link could not be made. Please try again.',
  share_links_token_hash_key: 'The link could not be made. Please try again.',
  share_links_expiry_valid: 'Expiry cannot be in the past',
  share_links_open_count_valid: 'The open count cannot be negative',
  share_links_project_id_fkey: SHARE_LINK_TEXTS.projectMissing,
};

const refused = (error: { code?: string; message: string }) =>
  describeWriteError(error, { forbidden: SHARE_LINK_TEXTS.forbidden, constraints: SHARE_LINK_CONSTRAINT_MESSAGES, failed: 'The share link could not be saved' });

/** A share link's token and its hash are the shared capability token's (lib/data/token-hash.ts). */
export { newToken as newShareToken, tokenHash as shareTokenHash };

/** The project's links, newest first. Throws on failure. */
export async function listShareLinks(db: Db, projectId: string): Promise<ShareLink[]> {
  const { data, error } = await db.from('share_links').select(SHARE_LINK_SELECT).eq('project_id', projectId).order('created_at', { ascending: false });
  if (error) throw new DataError('list share links', error);
  return data.map(toShareLink);
}

/** Creates a link; the token in the result is the only copy there will ever be. */
export async function createShareLink(db: Db, input: NewShareLink): Promise<WriteResult<{ link: ShareLink; token: string }>> {
  const token = newToken();
  const { data, error } = await db
    .from('share_links')
    .insert([
      {
        project_id: input.projectId,
        name: input.name,
        token_hash: tokenHash(token),
        // The last day given opens the project until its end (UTC).
        expires_at: input.expiresOn ? `${input.expiresOn}T23:59:59.999Z` : null,
      },
    ])
    .select(SHARE_LINK_SELECT);
  if (error) return refused(error);
  const row = data[0];
  if (!row) return { ok: false, reason: 'forbidden', message: SHARE_LINK_TEXTS.forbidden };
  return { ok: true, value: { link: toShareLink(row), token } };
}

/** Revokes a link for good: it opens nothing from now on. */
export async function revokeShareLink(db: Db, id: string): Promise<WriteResult<ShareLink>> {
  const { data, error } = await db.from('share_links').update({ revoked_at: new Date().toISOString() }).eq('id', id).is('revoked_at', null).select(SHARE_LINK_SELECT);
  if (error) return refused(error);
  const row = data[0];
  return row ? { ok: true, value: toShareLink(row) } : { ok: false, reason: 'not_found', message: SHARE_LINK_TEXTS.notFound };
}

/**
 * Creates a link to the project and makes its full address on `origin`, the only time the
 * address exists: with the project's slug as the database has it now, not as a page last
 * showed it. An unknown project is refused before anything is written.
 */
export async function createShareAddress(db: Db, input: NewShareLink, origin: string): Promise<WriteResult<{ link: ShareLink; url: string }>> {
  const slug = await getProjectSlug(db, input.projectId);
  if (slug === null) return { ok: false, reason: 'not_found', message: SHARE_LINK_TEXTS.projectMissing };
  const created = await createShareLink(db, input);
  if (!created.ok) return created;
  return { ok: true, value: { link: created.value.link, url: `${origin}${sharePath(slug, created.value.token)}` } };
}
