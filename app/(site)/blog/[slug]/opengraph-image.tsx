import { postCard, shareImage } from '@/lib/og/cards';

// The page's share image (lib/og/share-image.tsx), cached like the page.
export { contentType, generateStaticParams, size } from '@/lib/og/image-route';
export const revalidate = 60;
export const alt = "The post's title and tags, and its author";

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  return shareImage(await postCard((await params).slug));
}
