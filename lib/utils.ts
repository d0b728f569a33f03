// cn has a module of its own, so the browser code that joins class names does not bring these along.
export { cn } from './cn';

/** http(s) URL with a host and no whitespace: the same rule the database enforces. */
export function isHttpUrl(value: string): boolean {
  if (/\s/.test(value) || value.length > 2048) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An image source: an http(s) URL or a site-relative path such as /demo/x.webp. */
export function isImageSrc(value: string): boolean {
  return isHttpUrl(value) || (/^\/[^/\\\s]\S*$/.test(value) && value.length <= 2048);
}

/** A random UUID (v4), also where crypto.randomUUID is missing (it needs a secure context). */
export function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
