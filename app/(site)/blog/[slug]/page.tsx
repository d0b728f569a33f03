import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PostArticle } from '@/components/posts/post-article';
import { JsonLd } from '@/components/site/json-ld';
import { getPublicPostBySlug, listPublicPosts } from '@/lib/posts/public';
import { env } from '@/lib/env';
import { openGraphImagePath } from '@/lib/og/image-path';
import { publicPostContext } from '@/lib/posts/context';
import { blogPostingJsonLd } from '@/lib/posts/structured-data';
import { postPath } from '@/lib/posts/tags';
import { getPublicProfile } from '@/lib/profile/public';
import { pageMetadata } from '@/lib/site/metadata';
import { PageMain } from '@/components/site/page-main';

type Props = { params: Promise<{ slug: string }> };

/** This folder inside app/: its opengraph-image's address depends on it. */
const ROUTE = '/(site)/blog/[slug]';

// Static per post, refreshed at once by owner saves (updateTag); a scheduled post is served
// once its time has come (proxy.ts reads its index again on a miss) and rendered on first visit.
export const revalidate = 60;

export async function generateStaticParams() {
  return (await listPublicPosts()).map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await getPublicPostBySlug((await params).slug);
  if (!post) return { title: 'Post Not Found', robots: { index: false } };
  return pageMetadata(await getPublicProfile(), {
    path: postPath(post.slug),
    title: post.title,
    description: post.summary,
    type: 'article',
    article: { publishedTime: post.publishAt, modifiedTime: post.updatedAt, tags: post.tags },
  });
}

export default async function PostPage({ params }: Props) {
  const post = await getPublicPostBySlug((await params).slug);
  if (!post) notFound();
  const context = await publicPostContext(post);
  return (
    <>
      <PageMain>
        <PostArticle post={post} context={context} />
      </PageMain>
      <JsonLd data={blogPostingJsonLd(post, { siteUrl: env.siteUrl, cardPath: openGraphImagePath(ROUTE, { slug: post.slug }), author: context.profile })} />
    </>
  );
}
