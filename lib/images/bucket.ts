// A project's images: files in the Storage bucket or links, in order (the first is the main
// image), each with its alt text. Shared by the admin form (browser) and the server; no zod.

export const PROJECT_IMAGES_BUCKET = 'project-images';
/** A private project's files: not readable by path; pages show them through signed URLs. */
export const PRIVATE_PROJECT_IMAGES_BUCKET = 'project-images-private';

/** Where a project's uploaded files belong: the private bucket exactly while it is private. */
export const imagesBucketFor = (visibility: string) => (visibility === 'private' ? PRIVATE_PROJECT_IMAGES_BUCKET : PROJECT_IMAGES_BUCKET);

/** What the bucket accepts (a migration sets the same on the bucket), and the file endings used. */
export const IMAGE_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif' } as const;
export type ImageType = keyof typeof IMAGE_TYPES;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type StoredImage = { path: string; alt: string } | { url: string; alt: string };

/** Every file of a project lives in its own folder, so deleting the project can empty it. */
export const imageFolder = (projectId: string) => `projects/${projectId}`;

/** The pattern of a stored file's path; the same as the database's check. */
export const IMAGE_PATH = /^projects\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{1,64}\.(jpg|png|webp|avif)$/;

export function publicImageUrl(supabaseUrl: string, path: string): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/${PROJECT_IMAGES_BUCKET}/${path}`;
}

// Plain path segments only: no dot segments, no percent-escapes (an encoded dot, slash or
// backslash could still climb out of the bucket on a server that decodes it).
const BUCKET_FILE = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * `src` as a browser would request it, when that is a file in the public image bucket; else
 * null. Compared after the URL parser has resolved dot segments (also encoded ones) and
 * backslashes, so `<bucket>/../../rest/v1/…` is not mistaken for a bucket file.
 */
export function bucketImageUrl(src: string, supabaseUrl: string): string | null {
  let url: URL;
  let bucket: URL;
  try {
    url = new URL(src);
    bucket = new URL(publicImageUrl(supabaseUrl, ''));
  } catch {
    return null;
  }
  if (url.origin !== bucket.origin || url.username || url.password || url.search || url.hash || !url.pathname.startsWith(bucket.pathname)) return null;
  return BUCKET_FILE.test(url.pathname.slice(bucket.pathname.length)) ? url.href : null;
}

/**
 * The other https hosts images may come from (NEXT_PUBLIC_IMAGE_HOSTS, comma-separated host
 * names): next.config.ts allows them to next/image, the server to project cards and case studies.
 */
export const CONFIGURED_IMAGE_HOSTS: readonly string[] = (process.env.NEXT_PUBLIC_IMAGE_HOSTS ?? '')
  .split(',')
  .map((host) => host.trim().toLowerCase())
  .filter(Boolean);

/** The image's address for an <img>: the bucket's public URL for a file, else the link itself. */
export const imageSrc = (image: StoredImage, supabaseUrl: string) => ('path' in image ? publicImageUrl(supabaseUrl, image.path) : image.url);

const MB = 1024 * 1024;

/** Why this file cannot be uploaded, in words naming it; null when it can. */
export function imageFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!Object.hasOwn(IMAGE_TYPES, file.type)) return `${file.name} is not a JPEG, PNG, WebP or AVIF image.`;
  if (file.size > MAX_IMAGE_BYTES) return `${file.name} is ${(file.size / MB).toFixed(1)} MB; images may be at most ${MAX_IMAGE_BYTES / MB} MB.`;
  return null;
}
