import { homeCard, shareImage } from '@/lib/og/cards';
import { SHARE_IMAGE_SIZE, SHARE_IMAGE_TYPE } from '@/lib/og/share-image';

// The page's share image (lib/og/share-image.tsx), cached like the page.
export const revalidate = 60;
export const size = SHARE_IMAGE_SIZE;
export const contentType = SHARE_IMAGE_TYPE;
export const alt = "The portfolio's title and its owner's name and role";

export default async function Image() {
  return shareImage(await homeCard());
}
