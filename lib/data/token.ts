// A capability token (a share link's, a testimonial request's): 32 random bytes in base64url,
// 43 characters (256 bits). Holding it is the permission; the database keeps only its SHA-256.
// Client-safe: the proxy and pages check a token's shape before asking the database.

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const isToken = (value: string) => TOKEN_PATTERN.test(value);
