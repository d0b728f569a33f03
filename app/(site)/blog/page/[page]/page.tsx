import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { blogPagePath } from '@/components/posts/blog-index';
import { listPublicPosts } from '@/lib/posts/public';
import { BlogPage, pageCount } from '../../blog-page';
import { getPublicProfile } from '@/lib/profile/public';
import { pageMetadata } from '@/lib/site/metadata';

type Props = { params: Promise<{ page: string }> };

// See app/(site)/blog/page.tsx.
export const revalidate = 60;

export async function generateStaticParams() {
  const pages = pageCount((await listPublicPosts()).length);
  return Array.from({ length: pages - 1 }, (_, index) => ({ page: String(index + 2) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = Number((await params).page);
  return pageMetadata(await getPublicProfile(), { path: blogPagePath(page), title: `Writing, page ${page}` });
}

export default async function BlogNumberedPage({ params }: Props) {
  const page = Number((await params).page);
  if (!Number.isInteger(page) || page < 1) notFound();
  if (page === 1) permanentRedirect('/blog');
  return (await BlogPage({ page })) ?? notFound();
}
