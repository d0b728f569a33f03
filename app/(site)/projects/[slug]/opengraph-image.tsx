import { projectCard, shareImage } from '@/lib/og/cards';

// The page's share image (lib/og/share-image.tsx), cached like the page.
export { contentType, generateStaticParams, size } from '@/lib/og/image-route';
export const revalidate = 60;
export const alt = "The case study's title, category and technologies";

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  return shareImage(await projectCard((await params).slug));
}
