import Image from './opengraph-image';
import { SHARE_IMAGE_SIZE, SHARE_IMAGE_TYPE } from '@/lib/og/share-image';

// The same card as the Open Graph image.
export const revalidate = 60;
// Kept once drawn, like the Open Graph image (see there).
export const dynamicParams = true;
export async function generateStaticParams(): Promise<{ slug: string }[]> {
  return [];
}
export const size = SHARE_IMAGE_SIZE;
export const contentType = SHARE_IMAGE_TYPE;
export const alt = "The case study's title, category and technologies";

export default Image;
