import { afterEach, describe, expect, it, vi } from 'vitest';
import { markdownExcerpt, markdownPlainText } from '@/lib/markdown/excerpt';
import { renderMarkdown, type MarkdownOptions } from '@/lib/markdown/render';

const options: MarkdownOptions = {
  resolveImage: (src) => (src.startsWith('/demo/') ? `https://cdn.example.com${src}` : null),
  siteOrigin: 'https://portfolio.example.com',
};

const render = (source: string) => renderMarkdown(source, options);

/** The text a reader sees: tags dropped, the entities markdown-it escapes decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();
}

function expectNothingExecutable(html: string) {
  expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/<(script|iframe|style)/i);
  expect(html.toLowerCase()).not.toContain('javascript:');
}

describe('renderMarkdown', () => {
  it('renders every allowed block and inline element', () => {
    const html = render(
      [
        '# Title',
        '## The problem',
        '### Details',
        'Some *emphasis*, **strong**, ~~gone~~, `npm run dev` and [a link](https://example.org/x).',
        '- one',
        '- two',
        '',
        '1. first',
        '2. second',
        '',
        '```ts',
        'const answer = 42;',
        '```',
        '',
        '> Quoted',
        '',
        '| Metric | Before | After |',
        '| --- | --- | --- |',
        '| Steps | 5 | 2 |',
        '',
        '---',
        '',
        '![Checkout](/demo/checkout.webp "The new checkout")',
      ].join('\n'),
    );

    expect(html).toContain('<h2>Title</h2>');
    expect(html).not.toContain('<h1');
    expect(html).toContain('<h2>The problem</h2>');
    expect(html).toContain('<h3>Details</h3>');
    expect(html).toContain('<em>emphasis</em>');
    expect(html).toContain('<strong>strong</strong>');
    expect(html).toContain('<s>gone</s>');
    expect(html).toContain('<code>npm run dev</code>');
    expect(html).toContain('<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">a link</a>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>\s*<li>second<\/li>\s*<\/ol>/);
    expect(html).toContain('<pre tabindex="0"><code class="language-ts">const answer = 42;\n</code></pre>');
    expect(html).toMatch(/<blockquote>\s*<p>Quoted<\/p>\s*<\/blockquote>/);
    expect(html).toMatch(/<div class="markdown-table" tabindex="0" role="region" aria-label="Table"><table>[\s\S]*<th>Metric<\/th>[\s\S]*<td>2<\/td>[\s\S]*<\/table>\s*<\/div>/);
    expect(html).toContain('<hr>');
    expect(html).toContain(
      '<img src="https://cdn.example.com/demo/checkout.webp" alt="Checkout" title="The new checkout" loading="lazy" decoding="async">',
    );
  });

  it('renders a paragraph and keeps deeper headings at their level', () => {
    expect(render('Just text.')).toBe('<p>Just text.</p>\n');
    expect(render('#### Deep\n###### Deepest')).toBe('<h4>Deep</h4>\n<h6>Deepest</h6>\n');
  });

  it('wraps every table in its own scrolling container, which a keyboard can reach', () => {
    const table = '| a |\n| - |\n| 1 |';
    const html = render(`${table}\n\ntext\n\n${table}`);
    expect(html.match(/<div class="markdown-table" tabindex="0" role="region" aria-label="Table"><table>/g)).toHaveLength(2);
    expect(html.match(/<\/table>\n<\/div>/g)).toHaveLength(2);
  });

  it('opens external links in a new tab, but not site links, fragments or mail', () => {
    const html = render(
      '[home](https://portfolio.example.com/about) [project](/projects/x) [top](#top) [mail](mailto:me@example.com) [other](http://other.example.com)',
    );
    expect(html).toContain('<a href="https://portfolio.example.com/about">home</a>');
    expect(html).toContain('<a href="/projects/x">project</a>');
    expect(html).toContain('<a href="#top">top</a>');
    expect(html).toContain('<a href="mailto:me@example.com">mail</a>');
    expect(html).toContain('<a href="http://other.example.com" target="_blank" rel="noopener noreferrer">other</a>');
  });

  it('shows raw HTML as text', () => {
    const html = render('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\nHi <iframe src="x"></iframe> <style>p{}</style>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
    expectNothingExecutable(html);
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](JAVASCRIPT:alert(1))',
    '[x](jav&#x61;script:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](javascript&colon;alert(1))',
    '[x](<javascript:alert(1)>)',
    '[x](vbscript:msgbox(1))',
    '[x](file:///etc/passwd)',
    '[x](data:text/html;base64,AAAA)',
    '[x](//evil.example)',
    '[x](relative/path)',
    '[x][ref]\n\n[ref]: javascript:alert(1)',
  ])('renders %j as its text only', (source) => {
    const html = render(source);
    expect(html).not.toContain('<a');
    expectNothingExecutable(html);
    expect(visibleText(html)).toBe('x');
  });

  it('encodes a backslash, so the link stays on this site', () => {
    expect(render('[x](/\\evil.example)')).toBe('<p><a href="/%5Cevil.example">x</a></p>\n');
  });

  it('shows an image the resolver refuses as its alt text, fetching nothing', () => {
    const html = render('Before ![A *diagram* & notes](https://evil.example/track.png) after');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('evil.example');
    expect(html).toBe('<p>Before A diagram &amp; notes after</p>\n');
  });

  it('does not trust a resolver that hands back a script URL', () => {
    const html = renderMarkdown('![alt](/demo/a.webp)', { ...options, resolveImage: () => 'javascript:alert(1)' });
    expect(html).toBe('<p>alt</p>\n');
  });

  it('escapes attribute values', () => {
    const html = render('[x](https://example.org/?q="><script> "a \\"title\\"")\n\n![a"b](/demo/a.webp)');
    expect(html).toContain('title="a &quot;title&quot;"');
    expect(html).toContain('alt="a&quot;b"');
    expectNothingExecutable(html);
  });

  it('gives a code block a language class only when it looks like a language', () => {
    expect(render('```c++\nx\n```')).toContain('<pre tabindex="0"><code class="language-c++">');
    expect(render('```js title="a.js"\nx\n```')).toContain('<pre tabindex="0"><code class="language-js">');
    expect(render('```"><img src=x onerror=alert(1)>\nx\n```')).toBe('<pre tabindex="0"><code>x\n</code></pre>\n');
    expect(render('    indented <b>\n')).toBe('<pre tabindex="0"><code>indented &lt;b&gt;\n</code></pre>\n');
  });

  it('keeps single line breaks, whatever the line endings', () => {
    expect(render('Line one\nLine two\r\nLine three\rLine four')).toBe(
      '<p>Line one<br>\nLine two<br>\nLine three<br>\nLine four</p>\n',
    );
  });

  it.each([
    'A WooCommerce storefront for an independent coffee roaster: subscription boxes, local pickup slots and a checkout that went from five steps to two. Mobile conversion rose 38% in the first quarter after launch.',
    'An executive Power BI report over 40 million sales rows: daily refresh from Azure SQL, row-level security per region and drill-through from KPIs to store level. Replaced eleven weekly Excel packs.',
  ])('renders the seeded plain description %# as one unchanged paragraph', (description) => {
    const html = render(description);
    expect(html).toMatch(/^<p>[^<]*<\/p>\n$/);
    expect(visibleText(html)).toBe(description);
  });
});

describe('markdownExcerpt', () => {
  it('returns plain text as it is, whitespace collapsed', () => {
    expect(markdownExcerpt('A booking web app for   physiotherapy clinics.\nNo-shows dropped.')).toBe(
      'A booking web app for physiotherapy clinics. No-shows dropped.',
    );
  });

  it('strips Markdown syntax', () => {
    expect(markdownExcerpt('Built with **Next.js**, `pnpm` and [Supabase](https://supabase.com).')).toBe(
      'Built with Next.js, pnpm and Supabase.',
    );
  });

  it('passes over an opening heading in favour of the prose', () => {
    expect(markdownExcerpt('## The problem\n\nCheckout took *five* steps.\n\n## The fix\n\n- Two steps')).toBe(
      'Checkout took five steps. Two steps',
    );
  });

  it('falls back to the headings when there is no prose', () => {
    expect(markdownExcerpt('# Case study\n\n## Coming soon')).toBe('Case study Coming soon');
  });

  it('uses the alt text of images', () => {
    expect(markdownExcerpt('![The new checkout](/demo/a.webp) on a phone')).toBe('The new checkout on a phone');
  });

  it('cuts at a word boundary and marks the cut', () => {
    const source = 'Moved a twelve thousand member association from a legacy CMS to WordPress with zero downtime.';
    const excerpt = markdownExcerpt(source, 40);
    expect(excerpt).toBe('Moved a twelve thousand member…');
    expect(excerpt.length).toBeLessThanOrEqual(40);
    expect(markdownExcerpt(source, 31)).toBe('Moved a twelve thousand member…');
    expect(markdownExcerpt(source, 30)).toBe('Moved a twelve thousand…');
  });

  it('keeps the default within 160 characters', () => {
    const excerpt = markdownExcerpt('word '.repeat(100));
    expect(excerpt.length).toBeLessThanOrEqual(160);
    expect(excerpt).toMatch(/ word…$/);
  });

  it('cuts a single overlong word', () => {
    expect(markdownExcerpt('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('markdownPlainText', () => {
  it('strips syntax from a whole document', () => {
    const source = [
      '# Harbor Coffee',
      '',
      'A **WooCommerce** store with [local pickup](/projects/x).',
      '',
      '- Subscriptions',
      '- `Stripe` checkout',
      '',
      '> Conversion rose 38%.',
      '',
      '| Steps | Before | After |',
      '| --- | --- | --- |',
      '| Checkout | 5 | 2 |',
      '',
      '```php',
      'add_action();',
      '```',
    ].join('\n');
    expect(markdownPlainText(source)).toBe(
      'Harbor Coffee A WooCommerce store with local pickup. Subscriptions Stripe checkout Conversion rose 38%. Steps Before After Checkout 5 2 add_action();',
    );
  });
});

describe('renderCaseStudy images', () => {
  const bucket = 'https://abc.supabase.co/storage/v1/object/public/project-images';
  const file = 'projects/3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e01/a1.webp';

  // The allow-list is read once at import, so the module is imported afresh with these settings.
  async function renderCaseStudyWith() {
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', 'https://abc.supabase.co');
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_x');
    vi.stubEnv('NEXT_PUBLIC_IMAGE_HOSTS', 'cdn.example.com');
    vi.resetModules();
    return (await import('@/lib/projects/case-study')).renderCaseStudy;
  }

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('shows a file of the image bucket, by path or by its public URL, and a configured host', async () => {
    const renderCaseStudy = await renderCaseStudyWith();
    expect(renderCaseStudy(`![a](${file})`)).toContain(`<img src="${bucket}/${file}" alt="a"`);
    expect(renderCaseStudy(`![a](${bucket}/${file})`)).toContain(`<img src="${bucket}/${file}" alt="a"`);
    expect(renderCaseStudy('![a](https://CDN.example.com/a.webp)')).toContain('<img src="https://cdn.example.com/a.webp" alt="a"');
  });

  it.each([
    `${bucket}/../../../rest/v1/messages`,
    `${bucket}/${file}/../../../../../../rest/v1/messages`,
    `${bucket}/%2e%2e/%2e%2e/%2e%2e/rest/v1/messages`,
    `${bucket}/%2E%2E/.%2e/%2e./rest/v1/messages`,
    `${bucket}/..%2f..%2f..%2frest/v1/messages`,
    `${bucket}/%2e%2e%2f%2e%2e%2f%2e%2e%2frest/v1/messages`,
    `${bucket}/..%5c..%5c..%5crest/v1/messages`,
    `<${bucket}/..\\..\\..\\rest/v1/messages>`,
    `${bucket}/./../other-bucket/a.webp`,
    `${bucket}/${file}?select=*`,
    `https://user:pass@abc.supabase.co/storage/v1/object/public/project-images/${file}`,
    `https://abc.supabase.co@evil.example/storage/v1/object/public/project-images/${file}`,
  ])('shows %j as its alt text: after normalisation it is not a file of the bucket', async (src) => {
    const renderCaseStudy = await renderCaseStudyWith();
    expect(renderCaseStudy(`![alt](${src})`)).toBe('<p>alt</p>\n');
  });
});
