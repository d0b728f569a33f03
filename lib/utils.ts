import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Deliberately no tailwind-merge (9 KB of JavaScript on every public
 * page): a component is never handed a class that conflicts with its own; it takes a prop.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}

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
