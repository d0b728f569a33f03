import { servicesCard, shareImage } from '@/lib/og/cards';

// The page's share image (lib/og/share-image.tsx), cached like the page.
export { contentType, size } from '@/lib/og/image-route';
export const revalidate = 60;
export const alt = "The services page's title, the kinds of work offered and the owner's name";

export default async function Image() {
  return shareImage(await servicesCard());
}
