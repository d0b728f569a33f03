import { Feed } from 'feed';
import { FEED_PATHS } from './vocabulary';

// The blog's feeds: RSS 2.0 (what most readers and services ask for) and Atom (the stricter,
// better specified format: required ids and update times, typed content), both from one list
// by the feed library. JSON Feed was left out: few readers need it that do not already read one
// of these. The library escapes text, but passes on characters XML forbids and splits only the
// first "]]>" of a text it puts in CDATA, so a second one ends the section: xmlText and
// cdataText close both gaps. Tags need neither: they are slugs.

export type FeedPost = {
  /** The post's uuid: its id in both feeds. */
  id: string;
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

// Ids never hold the site's address: set or changed later, it would make every reader show
// every post again as new. The feed's own was made once for this blog.
const FEED_ID = 'urn:uuid:0cac9608-e01e-486a-b14a-76b17b2c6b2e';
const postId = (post: FeedPost) => `urn:uuid:${post.id}`;

// Declared on the element itself: the library declares dc on <rss> only when a post has a body.
const dublinCoreCreator = (name: string) => ({ _attributes: { 'xmlns:dc': 'http://purl.org/dc/elements/1.1/' }, _text: name });

/** Both formats of one feed, as XML documents. */
export type Feeds = { rss2(): string; atom1(): string };

// Forbidden by XML 1.0 even in CDATA; with the u flag a surrogate matches only when unpaired.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF\uD800-\uDFFF]/gu;

// Marks where a CDATA section must end and restart. XML has no NUL and xmlText drops it from
// every text, so each one in the output was put there by cdataText.
const CDATA_BREAK = '\u0000';

/** The text without the characters XML forbids. */
const xmlText = (text: string) => text.replace(NOT_XML, '');

/** For a text the library wraps in CDATA: every "]]>" becomes "]]" + a break + ">". */
const cdataText = (text: string) => xmlText(text).replaceAll(']]>', `]]${CDATA_BREAK}>`);

const splitCdata = (xml: string) => xml.replaceAll(CDATA_BREAK, ']]><![CDATA[');

/** The newest posts as a feed; updated is the newest change of any of them. */
export function buildFeed(posts: readonly FeedPost[], site: FeedSite): Feeds {
  const updated = posts.reduce<Date | undefined>((latest, post) => {
    const date = new Date(post.updatedAt > post.publishAt ? post.updatedAt : post.publishAt);
    return !latest || date > latest ? date : latest;
  }, undefined);
  const author = site.author && { ...site.author, name: xmlText(site.author.name) };
  const feedFor = (format: keyof Feeds) => {
    const feed = new Feed({
      id: FEED_ID,
      link: `${site.siteUrl}/blog`,
      title: xmlText(site.title),
      description: xmlText(site.description),
      language: 'en',
      updated: updated ?? new Date(0),
      generator: false,
      copyright: author ? `© ${author.name}` : '',
      feedLinks: { rss: `${site.siteUrl}${FEED_PATHS.rss}`, atom: `${site.siteUrl}${FEED_PATHS.atom}` },
      author: author ?? undefined,
    });
    for (const post of posts) {
      feed.addItem({
        title: cdataText(post.title),
        // RSS writes it as a guid with isPermaLink="false".
        id: postId(post),
        link: post.url,
        description: cdataText(post.summary),
        content: cdataText(post.html),
        date: new Date(post.updatedAt > post.publishAt ? post.updatedAt : post.publishAt),
        published: new Date(post.publishAt),
        category: post.tags.map((tag) => ({ name: tag, term: tag })),
        // An RSS <author> is an e-mail address, so RSS names the author with dc:creator (Atom ignores it).
        author: author && format === 'atom1' ? [author] : undefined,
        extensions: author ? [{ name: 'dc:creator', objects: dublinCoreCreator(author.name) }] : undefined,
      });
    }
    return feed;
  };
  const xml = (format: keyof Feeds) => splitCdata(feedFor(format)[format]());
  return { rss2: () => xml('rss2'), atom1: () => xml('atom1') };
}
