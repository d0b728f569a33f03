import sax from 'sax';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/lib/markdown/render';
import { buildFeed, type FeedPost } from '@/lib/posts/feed';
import { countWords, readingMinutes } from '@/lib/posts/reading-time';
import { normaliseTag, parseTags } from '@/lib/posts/tags';
import { isVisible, postState } from '@/lib/posts/visibility';
import { postSchema } from '@/lib/posts/schema';

/** Any character outside XML 1.0's Char production; with the u flag a surrogate matches only when unpaired. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/**
 * Parses XML strictly, namespaces included (any error throws), and returns every element with
 * its namespace and text. sax lets characters XML forbids through, so they are checked first.
 */
function parseXml(xml: string) {
  expect(xml).not.toMatch(NOT_XML_CHAR);
  const parser = sax.parser(true, { trim: false, xmlns: true });
  const elements: { name: string; uri: string; attributes: Record<string, string>; text: string }[] = [];
  const open: (typeof elements)[number][] = [];
  parser.onerror = (error) => {
    throw error;
  };
  parser.onopentag = (node) => {
    const attributes = Object.fromEntries(Object.values((node as sax.QualifiedTag).attributes).map((attribute) => [attribute.name, attribute.value]));
    const element = { name: node.name, uri: (node as sax.QualifiedTag).uri, attributes, text: '' };
    elements.push(element);
    open.push(element);
  };
  parser.onclosetag = () => void open.pop();
  parser.ontext = (text) => {
    const current = open.at(-1);
    if (current) current.text += text;
  };
  parser.oncdata = parser.ontext;
  parser.write(xml).close();
  return elements;
}

const HOSTILE_TITLE = `Tom & Jerry's "<script>alert(1)</script>" > 'quotes' ]]> 🚀`;
const CODE = '```html\n<p class="x">a && b < c</p>\n```';
const HOSTILE_HTML = renderMarkdown(`# Heading & more\n\nText with <b>raw</b> & "quotes" 'single' > less < 🎉\n\n${CODE}\n\nEnd of ]]> here.`, {
  resolveImage: () => null,
  siteOrigin: 'https://example.com',
});

const post = (overrides: Partial<FeedPost> = {}): FeedPost => ({
  id: '6f1c1d9e-3b5a-4c41-9a57-2f0e8c7d4b10',
  title: HOSTILE_TITLE,
  url: 'https://example.com/blog/tom-and-jerry',
  summary: `Summary & <em>tags</em> "quoted" 'single' 😀`,
  html: HOSTILE_HTML,
  publishAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-02T09:00:00.000Z',
  tags: ['power-bi', 'security'],
  ...overrides,
});

const site = { siteUrl: 'https://example.com', title: 'Sam & Co: Writing <test>', description: 'Posts "here"', author: { name: "Sam O'Neil", link: 'https://example.com' } };

describe('feeds', () => {
  it.each(['rss2', 'atom1'] as const)('%s with hostile titles and bodies is well-formed XML that gives every text back unchanged', (format) => {
    const xml = buildFeed([post(), post({ title: 'Second', url: 'https://example.com/blog/second' })], site)[format]();
    const elements = parseXml(xml);
    const titles = elements.filter((element) => element.name === 'title').map((element) => element.text);
    expect(titles).toContain(HOSTILE_TITLE);
    expect(titles).toContain(site.title);
    const contentName = format === 'rss2' ? 'content:encoded' : 'content';
    const contents = elements.filter((element) => element.name === contentName).map((element) => element.text);
    expect(contents).toHaveLength(2);
    // The body arrives as the HTML the page shows: code escaped inside it, emoji intact.
    expect(contents[0]).toBe(HOSTILE_HTML);
    expect(contents[0]).toContain('&lt;p class=&quot;x&quot;&gt;a &amp;&amp; b &lt; c&lt;/p&gt;');
    expect(contents[0]).toContain('🎉');
    // The renderer escapes every > of the text, so no body can end a CDATA section early.
    expect(contents[0]).toContain('End of ]]&gt; here.');
    const summaries = elements.filter((element) => element.name === (format === 'rss2' ? 'description' : 'summary')).map((element) => element.text);
    expect(summaries).toContain(post().summary);
  });

  it('rss2 names its items, links and dates; atom its ids and both feeds', () => {
    const rss = parseXml(buildFeed([post()], site).rss2());
    expect(rss.find((element) => element.name === 'rss')?.attributes.version).toBe('2.0');
    expect(rss.filter((element) => element.name === 'item')).toHaveLength(1);
    // Publication, not the last update: readers sort by it.
    expect(rss.find((element) => element.name === 'pubDate')?.text).toBe(new Date('2026-11-01T09:00:00.000Z').toUTCString());
    expect(rss.filter((element) => element.name === 'category').map((element) => element.text)).toEqual(['power-bi', 'security']);
    const atom = parseXml(buildFeed([post()], site).atom1());
    expect(atom.filter((element) => element.name === 'id').map((element) => element.text)).toEqual([
      expect.stringMatching(/^urn:uuid:/),
      `urn:uuid:${post().id}`,
    ]);
    expect(atom.filter((element) => element.name === 'link').map((element) => element.attributes.href)).toEqual(
      expect.arrayContaining(['https://example.com/blog/atom.xml', 'https://example.com/blog/tom-and-jerry']),
    );
  });

  // Every character XML 1.0 forbids, even in CDATA: the C0 controls but tab, newline and return,
  // U+FFFE, U+FFFF, and unpaired surrogates (still unpaired once the controls between them are gone).
  const CONTROLS = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)).filter((char) => !'\t\n\r'.includes(char)).join('');
  const FORBIDDEN = `\uD800${CONTROLS}\uFFFE\uFFFF\uDC00`;
  /** The text with every ¦ replaced by the forbidden characters, and what a reader should get back. */
  const withForbidden = (text: string) => ({ dirty: text.replaceAll('¦', FORBIDDEN), clean: text.replaceAll('¦', '') });
  const TITLE = withForbidden(`Ends ]]> twice ]]> and ]]]]> ¦& < > " ' 🚀¦`);
  const SUMMARY = withForbidden(`¦A ]]>]]> summary & <em>tags</em> "quoted" 'single' 😀 ]]]]>`);
  const HTML = withForbidden(`<p title="]]>">Raw ]]> and ]]> again¦ ]]]]> & 🎉</p>`);
  const SITE_TITLE = withForbidden(`Sam¦ & Co ]]> <Writing>`);
  const AUTHOR = withForbidden(`Sam¦ O'Neil & Co`);

  it.each(['rss2', 'atom1'] as const)('%s is well-formed for any text: CDATA ends and forbidden characters are dropped', (format) => {
    const dirtySite = { ...site, title: SITE_TITLE.dirty, description: SITE_TITLE.dirty, author: { name: AUTHOR.dirty, link: site.author.link } };
    const posts = [post({ title: TITLE.dirty, summary: SUMMARY.dirty, html: HTML.dirty }), post({ id: 'a0d7c5f2-8e41-4b6f-b3c9-5d2e1f0a9c87', title: TITLE.dirty })];
    const elements = parseXml(buildFeed(posts, dirtySite)[format]());
    const texts = (name: string) => elements.filter((element) => element.name === name).map((element) => element.text);
    expect(texts('title')).toEqual([SITE_TITLE.clean, TITLE.clean, TITLE.clean]);
    expect(texts(format === 'rss2' ? 'description' : 'summary')).toEqual(
      format === 'rss2' ? [SITE_TITLE.clean, SUMMARY.clean, post().summary] : [SUMMARY.clean, post().summary],
    );
    expect(texts(format === 'rss2' ? 'content:encoded' : 'content')).toEqual([HTML.clean, HOSTILE_HTML]);
    expect(texts(format === 'rss2' ? 'dc:creator' : 'name')).toContain(AUTHOR.clean);
  });

  it('names each post and the feed by ids that do not change when the site moves', () => {
    const posts = [post(), post({ id: 'a0d7c5f2-8e41-4b6f-b3c9-5d2e1f0a9c87', title: 'Second' })];
    const feedsAt = (siteUrl: string) =>
      buildFeed(
        posts.map((each) => ({ ...each, url: `${siteUrl}/blog/${each.id}` })),
        { ...site, siteUrl, author: { name: site.author.name, link: siteUrl } },
      );
    const ids = (siteUrl: string) => ({
      rss: parseXml(feedsAt(siteUrl).rss2())
        .filter((element) => element.name === 'guid')
        .map((element) => ({ guid: element.text, isPermaLink: element.attributes.isPermaLink })),
      atom: parseXml(feedsAt(siteUrl).atom1())
        .filter((element) => element.name === 'id')
        .map((element) => element.text),
    });
    const before = ids('http://localhost:3000');
    expect(ids('https://sam.example')).toEqual(before);
    expect(before.rss).toEqual(posts.map((each) => ({ guid: `urn:uuid:${each.id}`, isPermaLink: 'false' })));
    const [feedId, ...entryIds] = before.atom;
    expect(entryIds).toEqual(posts.map((each) => `urn:uuid:${each.id}`));
    expect(feedId).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('rss2 names the author with dc:creator (RSS <author> is an e-mail address); atom with <author><name>', () => {
    // With no content the feed library leaves the Dublin Core namespace undeclared; the creator still has it.
    for (const html of [HOSTILE_HTML, '']) {
      const rss = parseXml(buildFeed([post({ html })], site).rss2());
      const item = rss.slice(rss.findIndex((element) => element.name === 'item'));
      expect(item.filter((element) => element.name === 'author')).toEqual([]);
      expect(item.filter((element) => element.name === 'dc:creator').map(({ uri, text }) => ({ uri, text }))).toEqual([
        { uri: 'http://purl.org/dc/elements/1.1/', text: site.author.name },
      ]);
    }
    const atom = parseXml(buildFeed([post()], site).atom1());
    const entry = atom.slice(atom.findIndex((element) => element.name === 'entry'));
    expect(entry.filter((element) => element.name === 'name').map((element) => element.text)).toEqual([site.author.name]);
  });

  it('is well-formed with no posts at all', () => {
    expect(parseXml(buildFeed([], site).rss2()).some((element) => element.name === 'channel')).toBe(true);
    expect(parseXml(buildFeed([], site).atom1()).some((element) => element.name === 'feed')).toBe(true);
  });
});

describe('reading time', () => {
  it('counts words, not punctuation or Markdown marks', () => {
    expect(countWords('## Hello, world!\n\n- one *two* `three`\n\n---')).toBe(5);
    expect(countWords("Don't stop — it's well-known")).toBe(4);
  });

  it('is at least one minute, then words at 230 a minute, rounded', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(100))).toBe(1);
    expect(readingMinutes('word '.repeat(460))).toBe(2);
    expect(readingMinutes('word '.repeat(2300))).toBe(10);
  });
});

describe('publish-time visibility', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  it.each([
    ['a draft, whatever its time', 'draft', 'draft', '2026-01-01T00:00:00Z'],
    ['a published post whose time has passed', 'published', 'published', '2026-11-24T09:59:59Z'],
    ['a published post at exactly its time', 'published', 'published', '2026-11-24T10:00:00Z'],
    ['a published post with a later time', 'scheduled', 'published', '2026-11-24T10:00:01Z'],
  ] as const)('%s is %s', (_name, expected, status, publishAt) => {
    expect(postState({ status, publishAt }, now)).toBe(expected);
    expect(isVisible({ status, publishAt }, now)).toBe(expected === 'published');
  });
});

describe('tags', () => {
  it('normalises like slugs, drops empty ones and repeats', () => {
    expect(normaliseTag('Power BI')).toBe('power-bi');
    expect(normaliseTag('  Café Déjà  ')).toBe('cafe-deja');
    expect(normaliseTag('!!!')).toBe('');
    expect(parseTags('WordPress, power bi, Power-BI, , ###')).toEqual(['wordpress', 'power-bi']);
  });

  it('allows at most 5 in the form', () => {
    const base = { title: 'T', summary: 'S', body: 'B' };
    expect(postSchema.safeParse({ ...base, tags: 'a, b, c, d, e' }).success).toBe(true);
    const refused = postSchema.safeParse({ ...base, tags: 'a, b, c, d, e, f' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Use at most 5 tags');
  });

  it('takes a publish time only as an instant with its offset', () => {
    const base = { title: 'T', summary: 'S', body: 'B' };
    expect(postSchema.parse({ ...base, publishAt: '2026-11-24T09:30:00.000Z' }).publishAt).toBe('2026-11-24T09:30:00.000Z');
    expect(postSchema.parse({ ...base, publishAt: '' }).publishAt).toBeNull();
    expect(postSchema.safeParse({ ...base, publishAt: '2026-11-24T09:30' }).success).toBe(false);
  });
});

describe('heading anchors', () => {
  it('give each heading a unique id and make its text a link to it', () => {
    const html = renderMarkdown('# Measure first\n\n## Measure first\n\n### [A link](https://example.org)', { resolveImage: () => null, siteOrigin: 'https://example.com', headingAnchors: true });
    expect(html).toContain('<h2 id="measure-first"><a class="heading-anchor" href="#measure-first">Measure first</a></h2>');
    expect(html).toContain('<h2 id="measure-first-2"><a class="heading-anchor" href="#measure-first-2">Measure first</a></h2>');
    expect(html).toContain('<h3 id="a-link"><a href="https://example.org"');
    expect(html).not.toContain('heading-anchor" href="#a-link"');
  });

  it('are off for case studies', () => {
    expect(renderMarkdown('# Title', { resolveImage: () => null, siteOrigin: 'https://example.com' })).toBe('<h2>Title</h2>\n');
  });
});
