import { homeCard, shareImage } from '@/lib/og/cards';

// The page's share image (lib/og/share-image.tsx), cached like the page.
export { contentType, size } from '@/lib/og/image-route';
export const revalidate = 60;
export const alt = "The portfolio's title and its owner's name and role";

export default async function Image() {
  return shareImage(await homeCard());
}
