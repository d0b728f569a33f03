import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { BlogIndex } from '@/components/posts/blog-index';
import { listPublicPostsTagged, listPublicTags } from '@/lib/posts/public';
import { tagPath } from '@/lib/posts/tags';
import { getPublicProfile } from '@/lib/profile/public';
import { pageMetadata } from '@/lib/site/metadata';

type Props = { params: Promise<{ tag: string }> };

// See app/(site)/blog/page.tsx; proxy.ts serves only the tags of readable posts.
export const revalidate = 60;

export async function generateStaticParams() {
  return (await listPublicTags()).map(({ tag }) => ({ tag }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tag } = await params;
  return pageMetadata(await getPublicProfile(), { path: tagPath(tag), title: `Posts tagged #${tag}`, description: `Writing about ${tag.replaceAll('-', ' ')}.` });
}

export default async function TagPage({ params }: Props) {
  const { tag } = await params;
  const posts = await listPublicPostsTagged(tag);
  if (posts.length === 0) notFound();
  return (
    <BlogIndex
      title={`Posts tagged #${tag}`}
      intro={
        <p>
          {posts.length === 1 ? '1 post' : `${posts.length} posts`}.{' '}
          <Link href="/blog" className="font-medium text-primary underline underline-offset-4">
            All posts
          </Link>
        </p>
      }
      posts={posts}
    />
  );
}
