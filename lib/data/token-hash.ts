import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

// Making a capability token (lib/data/token.ts) and the hash the database compares.

/** A new token: 32 random bytes, base64url (43 characters). */
export const newToken = () => randomBytes(32).toString('base64url');

/** The hex SHA-256 of the token's UTF-8, the same as the database's encode(sha256(convert_to(token, 'UTF8')), 'hex'). */
export const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
