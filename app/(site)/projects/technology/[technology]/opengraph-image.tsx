import { technologyCard, shareImage } from '@/lib/og/cards';

// The page's share image (lib/og/share-image.tsx), cached like the page.
export { contentType, generateStaticParams, size } from '@/lib/og/image-route';
export const revalidate = 60;
export const alt = "The technology and how many projects use it";

export default async function Image({ params }: { params: Promise<{ technology: string }> }) {
  return shareImage(await technologyCard(decodeURIComponent((await params).technology)));
}
