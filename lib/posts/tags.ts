import { slugify } from '@/lib/slug';
import { POST_LIMITS } from './vocabulary';

// A tag is written the way its address is: "Power BI" and "power-bi" are one tag, /blog/tags/power-bi.

/** "Power BI" → "power-bi"; '' when nothing is left. */
export function normaliseTag(tag: string): string {
  const slug = slugify(tag.slice(0, 200));
  return slug === 'project' && !/project/i.test(tag) ? '' : slug.slice(0, POST_LIMITS.tag).replace(/-+$/, '');
}

/** A comma-separated list → normalised tags, empty ones and repeats dropped, in the order typed. */
export function parseTags(text: string): string[] {
  return [...new Set(text.split(',').map(normaliseTag).filter(Boolean))];
}

export const TAG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const tagPath = (tag: string) => `/blog/tags/${tag}`;
export const postPath = (slug: string) => `/blog/${slug}`;
