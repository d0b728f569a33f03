import { isToken } from '@/lib/data/token';

// A share link's token (lib/data/token.ts), made on the server when the owner creates the link
// and shown once.

export const isShareToken = isToken;

/** The share page's address for a project and a token. */
export const sharePath = (slug: string, token: string) => `/projects/${slug}/share/${token}`;
