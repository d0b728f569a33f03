// A post's cover image: a file in the public project-images bucket, folder posts/. Client-safe:
// the admin form uploads there from the browser.

export const COVER_FOLDER = 'posts';

/** `posts/<name>.<ext>`: the only paths the database accepts. */
export const isPostCoverPath = (path: string) => /^posts\/[A-Za-z0-9_-]{1,64}\.(jpg|png|webp|avif)$/.test(path);
