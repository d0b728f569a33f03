import type { Post } from '@/lib/posts/model';
import type { Profile } from '@/lib/profile/model';
import { postPath } from '@/lib/posts/tags';
import { personJsonLd } from '@/lib/profile/structured-data';

/**
 * A post as a schema.org BlogPosting. Every post has an image: its cover photo, or else the card
 * its page shares (`cardPath`, the address of its opengraph-image).
 */
export function blogPostingJsonLd(post: Post, { siteUrl, cardPath, author }: { siteUrl: string; cardPath: string; author: Profile | null }) {
  const url = `${siteUrl}${postPath(post.slug)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    url,
    mainEntityOfPage: url,
    datePublished: post.publishAt,
    dateModified: post.updatedAt,
    keywords: post.tags.join(', '),
    image: post.coverSrc ?? `${siteUrl}${cardPath}`,
    ...(author ? { author: personJsonLd(author, siteUrl) } : {}),
  };
}
