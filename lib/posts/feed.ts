import { Feed } from 'feed';
import { FEED_PATHS } from './vocabulary';

// The blog's feeds: RSS 2.0 (what most readers and services ask for) and Atom (the stricter,
// better specified format: required ids and update times, typed content), both from one list
// by the feed library, which escapes every title and body. JSON Feed was left out: few
// readers need it that do not already read one of these.

export type FeedPost = {
  title: string;
  /** Absolute. */
  url: string;
  summary: string;
  /** The rendered body with absolute links and image sources. */
  html: string;
  publishAt: string;
  updatedAt: string;
  tags: readonly string[];
};

export type FeedSite = {
  /** The site's origin, e.g. https://example.com */
  siteUrl: string;
  title: string;
  description: string;
  author: { name: string; link: string } | null;
};

/** The newest posts as a feed; updated is the newest change of any of them. */
export function buildFeed(posts: readonly FeedPost[], site: FeedSite): Feed {
  const updated = posts.reduce<Date | undefined>((latest, post) => {
    const date = new Date(post.updatedAt > post.publishAt ? post.updatedAt : post.publishAt);
    return !latest || date > latest ? date : latest;
  }, undefined);
  const feed = new Feed({
    id: `${site.siteUrl}/blog`,
    link: `${site.siteUrl}/blog`,
    title: site.title,
    description: site.description,
    language: 'en',
    updated: updated ?? new Date(0),
    generator: false,
    copyright: site.author ? `© ${site.author.name}` : '',
    feedLinks: { rss: `${site.siteUrl}${FEED_PATHS.rss}`, atom: `${site.siteUrl}${FEED_PATHS.atom}` },
    author: site.author ?? undefined,
  });
  for (const post of posts) {
    feed.addItem({
      title: post.title,
      id: post.url,
      link: post.url,
      description: post.summary,
      content: post.html,
      date: new Date(post.updatedAt > post.publishAt ? post.updatedAt : post.publishAt),
      published: new Date(post.publishAt),
      category: post.tags.map((tag) => ({ name: tag, term: tag })),
      author: site.author ? [site.author] : undefined,
    });
  }
  return feed;
}
