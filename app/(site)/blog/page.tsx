import type { Metadata } from 'next';
import { BlogPage } from './blog-page';
import { getPublicProfile } from '@/lib/profile/public';
import { pageMetadata } from '@/lib/site/metadata';

// Prerendered; owner saves refresh it at once (updateTag), and a scheduled post appears once
// the cached read is older than its max age (lib/data/cache.ts): at most about a minute.
export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getPublicProfile(), {
    path: '/blog',
    title: 'Writing',
    description: 'Posts on WordPress performance, Power BI and building for the web.',
  });
}

export default function BlogHome() {
  return <BlogPage page={1} />;
}
