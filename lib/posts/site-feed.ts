import 'server-only';
import { listPublicPosts } from '@/lib/posts/public';
import { getPublicProfile } from '@/lib/profile/public';
import { siteNameOf } from '@/lib/profile/vocabulary';
import { env } from '@/lib/env';
import { buildFeed } from './feed';
import { renderPostForFeed } from './render';
import { postPath } from './tags';
import { FEED_SIZE } from './vocabulary';

/** The site's feed of its newest posts, from the cached public reads. */
export async function siteFeed() {
  const [posts, profile] = await Promise.all([listPublicPosts(), getPublicProfile()]);
  return buildFeed(
    posts.slice(0, FEED_SIZE).map((post) => ({
      id: post.id,
      title: post.title,
      url: `${env.siteUrl}${postPath(post.slug)}`,
      summary: post.summary,
      html: renderPostForFeed(post.body),
      publishAt: post.publishAt,
      updatedAt: post.updatedAt,
      tags: post.tags,
    })),
    {
      siteUrl: env.siteUrl,
      title: `${siteNameOf(profile)}: Writing`,
      description: profile ? `Posts by ${profile.name}, ${profile.role}.` : 'Posts from the portfolio.',
      author: profile ? { name: profile.name, link: env.siteUrl } : null,
    },
  );
}
