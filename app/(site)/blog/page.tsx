import type { Metadata } from 'next';
import { BlogPage } from './blog-page';

// Prerendered; owner saves refresh it at once (updateTag), and a scheduled post appears once
// the cached read is older than its max age (lib/data/cache.ts): at most about a minute.
export const revalidate = 60;

export const metadata: Metadata = {
  title: 'Writing',
  description: 'Posts on WordPress performance, Power BI and building for the web.',
  alternates: { canonical: '/blog' },
};

export default function BlogHome() {
  return <BlogPage page={1} />;
}
