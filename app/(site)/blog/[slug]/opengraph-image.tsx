import { postCard, shareImage } from '@/lib/og/cards';
import { SHARE_IMAGE_SIZE, SHARE_IMAGE_TYPE } from '@/lib/og/share-image';

// The page's share image (lib/og/share-image.tsx), cached like the page.
export const revalidate = 60;
// With a list of params, even an empty one (nothing is drawn at build time), Next keeps each image
// it draws and revalidates it with the reads it used; without one it draws it on every request.
// proxy.ts lets through only the images of pages that exist, so unknown addresses store nothing.
export const dynamicParams = true;
export async function generateStaticParams(): Promise<{ slug: string }[]> {
  return [];
}
export const size = SHARE_IMAGE_SIZE;
export const contentType = SHARE_IMAGE_TYPE;
export const alt = "The post's title and tags, and its author";

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  return shareImage(await postCard((await params).slug));
}
