import { createHash, randomBytes } from 'node:crypto';

// A share link's token: 32 random bytes in base64url (43 characters, 256 bits), made on the
// server when the owner creates the link and shown once. The database keeps only its SHA-256.

export const SHARE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const isShareToken = (value: string) => SHARE_TOKEN.test(value);

/** The share page's address for a project and a token. */
export const sharePath = (slug: string, token: string) => `/projects/${slug}/share/${token}`;

/** A new secret token for an address: 32 random bytes, base64url (43 characters). */
export const newSecretToken = () => randomBytes(32).toString('base64url');

/** The hex SHA-256 the database compares (the same as its sha256() of the token's UTF-8). */
export const secretTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
