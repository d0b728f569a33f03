import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { columnsOf, asRows, isoInstant } from '@/lib/data/rows';
import { DataError, describeWriteError, type WriteResult } from '@/lib/data/write-result';
import { SHARE_LINK_TEXTS, type ShareLink } from '@/lib/share-links/vocabulary';
import type { NewShareLink } from '@/lib/share-links/schema';

// The owner's share links, with the caller's session: row-level security lets only an owner
// read, create or revoke them. A token is made here, returned once and never stored: the
// database keeps its SHA-256 only, so a leaked table opens nothing.

/** A row of public.share_links as the owner reads it (the hash is never selected). */
type ShareLinkRow = {
  id: string;
  project_id: string;
  name: string;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  open_count: number;
  last_opened_at: string | null;
};

const SHARE_LINK_SELECT = columnsOf<ShareLinkRow>()(['id', 'project_id', 'name', 'created_at', 'expires_at', 'revoked_at', 'open_count', 'last_opened_at']).join(', ');

const toShareLink = (row: ShareLinkRow): ShareLink => ({
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

/** A new token: 32 random bytes, base64url (43 characters). */
export const newShareToken = () => randomBytes(32).toString('base64url');

/** The hex SHA-256 the database compares (the same as its sha256() of the token's UTF-8). */
export const shareTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The project's links, newest first. Throws on failure. */
export async function listShareLinks(db: SupabaseClient, projectId: string): Promise<ShareLink[]> {
  const { data, error } = await db.from('share_links').select(SHARE_LINK_SELECT).eq('project_id', projectId).order('created_at', { ascending: false });
  if (error) throw new DataError('list share links', error);
  return asRows<ShareLinkRow>(data).map(toShareLink);
}

/** Creates a link; the token in the result is the only copy there will ever be. */
export async function createShareLink(db: SupabaseClient, input: NewShareLink): Promise<WriteResult<{ link: ShareLink; token: string }>> {
  const token = newShareToken();
  const { data, error } = await db
    .from('share_links')
    .insert([
      {
        project_id: input.projectId,
        name: input.name,
        token_hash: shareTokenHash(token),
        // The last day given opens the project until its end (UTC).
        expires_at: input.expiresOn ? `${input.expiresOn}T23:59:59.999Z` : null,
      },
    ])
    .select(SHARE_LINK_SELECT);
  if (error) return refused(error);
  const row = asRows<ShareLinkRow>(data)[0];
  if (!row) return { ok: false, reason: 'forbidden', message: SHARE_LINK_TEXTS.forbidden };
  return { ok: true, value: { link: toShareLink(row), token } };
}

/** Revokes a link for good: it opens nothing from now on. */
export async function revokeShareLink(db: SupabaseClient, id: string): Promise<WriteResult<ShareLink>> {
  const { data, error } = await db.from('share_links').update({ revoked_at: new Date().toISOString() }).eq('id', id).is('revoked_at', null).select(SHARE_LINK_SELECT);
  if (error) return refused(error);
  const row = asRows<ShareLinkRow>(data)[0];
  return row ? { ok: true, value: toShareLink(row) } : { ok: false, reason: 'not_found', message: SHARE_LINK_TEXTS.notFound };
}
