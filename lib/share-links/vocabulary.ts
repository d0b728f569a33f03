// What the share-links panel says (zod-free, so its client components can import it).

export const SHARE_LINK_TEXTS = {
  created: 'Share link created successfully',
  revoked: 'Share link revoked successfully',
  forbidden: 'This account cannot manage share links. Only the site owner can.',
  notFound: 'That share link no longer exists.',
  projectMissing: 'That project no longer exists.',
  listFailed: 'Failed to fetch share links',
} as const;

/** A share link as the owner's panel lists it: never its token, which only its holders have. */
export type ShareLink = {
  id: string;
  projectId: string;
  name: string;
  createdAt: string;
  /** null: never expires. */
  expiresAt: string | null;
  revokedAt: string | null;
  openCount: number;
  lastOpenedAt: string | null;
};

export type ShareLinkState = 'active' | 'expired' | 'revoked';

export function shareLinkState(link: Pick<ShareLink, 'expiresAt' | 'revokedAt'>, now = Date.now()): ShareLinkState {
  if (link.revokedAt) return 'revoked';
  if (link.expiresAt && Date.parse(link.expiresAt) <= now) return 'expired';
  return 'active';
}
