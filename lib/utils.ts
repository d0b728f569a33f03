import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
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

/** "power_bi" → "power bi" (spec: underscores shown as spaces). */
export function categoryLabel(category: string): string {
  return category.replaceAll('_', ' ');
}
