import { measureHtml } from '../../scripts/harness/page-weight.mjs';
import { SEEDED_POSTS } from '../../scripts/harness/seed.mjs';
import { SEEDED, expect, test } from './fixtures';

// What a public page's document weighs, as served by this suite's build on its seeded data (this
// file runs first, before any spec adds to the pages; 1 KB = 1000 bytes): the HTML raw and
// gzip-compressed (its inlined RSC payload included, which repeats the markup), and the
// stylesheet every public page loads. Measured as `npm run bench` measures it
// (scripts/harness/page-weight.mjs). A new public page type joins this list.
//
// The target is 80 KB / 12 KB for `/` and 60 KB / 10 KB for every other page. `/` (12 cards and
// eight sections here) is not there yet: its budget is today's weight with a little room, so it
// can only go down. See docs/PERFORMANCE.md.
const KB = 1000;
const BUDGETS = {
  home: { raw: 116 * KB, gzip: 21 * KB },
  page: { raw: 60 * KB, gzip: 10 * KB },
  css: 40 * KB,
};

const PAGES = [
  ['/', '/', BUDGETS.home],
  ['a project page', `/projects/${SEEDED.harbor.slug}`, BUDGETS.page],
  ['a post', `/blog/${SEEDED_POSTS.wordpress.slug}`, BUDGETS.page],
  ['/projects', '/projects', BUDGETS.page],
  ['/blog', '/blog', BUDGETS.page],
  ['a technology page', '/projects/technology/power-bi', BUDGETS.page],
  ['/services', '/services', BUDGETS.page],
  ['/privacy', '/privacy', BUDGETS.page],
] as const;

for (const [name, pagePath, budget] of PAGES) {
  test(`${name} is at most ${budget.raw / KB} KB of HTML, ${budget.gzip / KB} KB gzipped`, async ({ baseURL }) => {
    const html = await measureHtml(new URL(pagePath, baseURL).href);
    const weight = `${html.rawBytes} B raw (${html.rscBytes} B of it RSC payload), ${html.gzipBytes} B gzip`;
    expect(html.rawBytes, weight).toBeLessThanOrEqual(budget.raw);
    expect(html.gzipBytes, weight).toBeLessThanOrEqual(budget.gzip);
  });
}

test('each public page loads at most 40 KB of CSS', async ({ request }) => {
  for (const [name, pagePath] of PAGES) {
    const html = await (await request.get(pagePath)).text();
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
    expect(sheets.length, name).toBeGreaterThan(0);
    const sizes = await Promise.all(sheets.map(async (href) => (await (await request.get(href)).body()).length));
    const total = sizes.reduce((sum, size) => sum + size, 0);
    expect(total, `${name}: ${sheets.map((href, i) => `${href} ${sizes[i]} B`).join(', ')}`).toBeLessThanOrEqual(BUDGETS.css);
  }
});

test('the home grid sends its cards once as markup, not again as data for its code', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // A card's image is named by its markup and by that markup's RSC copy; the cards as data
  // arrive from /api/projects when the grid's code first loads.
  expect(html.match(/harbor-coffee\.webp(?:&amp;|\\u0026|&)w=640\b/g)).toHaveLength(2);
});
