import { SHARE_IMAGE_SIZE, SHARE_IMAGE_TYPE } from './share-image';

// What a share-image route (opengraph-image.tsx, twitter-image.tsx) exports besides its drawing,
// its `alt` and its `revalidate`, which Next reads from the route's own file.

export const size = SHARE_IMAGE_SIZE;
export const contentType = SHARE_IMAGE_TYPE;

/**
 * The params of a page with a slug: none at build time. With a list of params, even an empty one,
 * Next keeps each image it draws and revalidates it with the reads it used; without one it draws
 * it on every request. proxy.ts lets through only the images of pages that exist, so unknown
 * addresses store nothing.
 */
export async function generateStaticParams(): Promise<never[]> {
  return [];
}
