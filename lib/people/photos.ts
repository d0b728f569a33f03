// Photos of people (testimonial authors, the owner's portrait) in the public 'people' bucket.
// Client-safe: the admin forms upload to these folders from the browser.

export const PEOPLE_BUCKET = 'people';
export const PEOPLE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const PEOPLE_PHOTO_BYTES = 2 * 1024 * 1024;

/** The photo's file extension by type (the bucket and the database accept these only). */
export const PEOPLE_PHOTO_EXTENSIONS: Readonly<Record<(typeof PEOPLE_PHOTO_TYPES)[number], string>> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif' };

/** Why a file cannot be a photo of a person, or null. */
export function peoplePhotoProblem(file: { name: string; type: string; size: number }): string | null {
  if (!Object.hasOwn(PEOPLE_PHOTO_EXTENSIONS, file.type)) return `${file.name} is not a JPEG, PNG, WebP or AVIF image.`;
  if (file.size > PEOPLE_PHOTO_BYTES) return `${file.name} is larger than 2 MB.`;
  return null;
}

export type PeopleFolder = 'testimonials' | 'portrait';

/** `testimonials/<name>.<ext>` or `portrait/<name>.<ext>`: the only paths the database accepts. */
export const isPeoplePhotoPath = (folder: PeopleFolder, path: string) => new RegExp(`^${folder}/[A-Za-z0-9_-]{1,64}\\.(jpg|png|webp|avif)$`).test(path);

/** The public address of a photo in the bucket. */
export const peoplePhotoUrl = (supabaseUrl: string, path: string) => `${supabaseUrl}/storage/v1/object/public/${PEOPLE_BUCKET}/${path}`;
