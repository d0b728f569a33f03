// What each public page type weighs on a first visit: its HTML document (raw, gzip, and the RSC
// payload inlined in it) and the JavaScript fetched before the load event (the budgeted figure)
// and after it, both measured by the harness modules the budget tests use
// (scripts/harness/page-weight.mjs, scripts/harness/first-load-js.mjs).
// Alone: `node scripts/bench/pages.mjs [seconds]` builds into .next-bench, measures every page
// type, then the throughput of / against /robots.txt on the same server (`seconds` each, 10 by
// default; 0 skips it), and what each section of / costs.
import { measurePageJs } from '../harness/first-load-js.mjs';
import { measureHtml, measureSections } from '../harness/page-weight.mjs';
import { SEEDED, SEEDED_POSTS } from '../harness/seed.mjs';
import { isRunAlone, runAlone } from './alone.mjs';

/** One page of each public type; `route` names the type in the report. */
export const PUBLIC_PAGES = [
  { key: 'home', route: '/', path: '/' },
  { key: 'project', route: '/projects/[slug]', path: `/projects/${SEEDED.harbor.slug}` },
  { key: 'post', route: '/blog/[slug]', path: `/blog/${SEEDED_POSTS.wordpress.slug}` },
  { key: 'projects', route: '/projects', path: '/projects' },
  { key: 'blog', route: '/blog', path: '/blog' },
  { key: 'technology', route: '/projects/technology/[name]', path: '/projects/technology/power-bi' },
  { key: 'services', route: '/services', path: '/services' },
  { key: 'privacy', route: '/privacy', path: '/privacy' },
];

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 * @param {{ path: string }} page
 */
export async function measurePage(browser, baseUrl, page) {
  const url = `${baseUrl}${page.path}`;
  return { html: await measureHtml(url), js: await measurePageJs(browser, url, { afterLoad: true }) };
}

const kb = (bytes) => (typeof bytes === 'number' ? (bytes / 1000).toFixed(1) : '–');

/** Rows for the report's pages table: page, HTML raw, gzip, RSC (share of raw), JS first load, raw, files, after load. */
export function pageRow(label, { html, js } = {}) {
  return [
    label,
    kb(html?.rawBytes),
    kb(html?.gzipBytes),
    kb(html?.rscBytes),
    html ? `${Math.round((html.rscBytes / html.rawBytes) * 100)}%` : '–',
    kb(js?.firstLoad.gzipBytes),
    kb(js?.firstLoad.rawBytes),
    js?.firstLoad.files.length ?? '–',
    kb(js?.afterLoad?.gzipBytes),
  ];
}

export const PAGE_COLUMNS = ['page', 'HTML raw', 'HTML gzip', 'RSC', 'RSC/HTML', 'JS first load', 'JS raw', 'files', 'JS after load'];

/** Report lines: what `/` weighs without each of its sections (`sectionCosts`). */
export function sectionLines(costs) {
  if (!costs) return ['  –'];
  const { whole, sections } = costs;
  return [
    `  whole: ${kb(whole.rawBytes)} KB raw, ${kb(whole.gzipBytes)} KB gzip`,
    ...sections.map(({ id, rawBytes, gzipBytes }) => `  #${id}: ${kb(rawBytes)} KB raw, ${kb(gzipBytes)} KB gzip`),
  ];
}

if (isRunAlone(import.meta.url)) {
  const seconds = Number(process.argv[2] ?? 10);
  await runAlone('pages', async (app) => {
    const { track } = await import('../harness/processes.mjs');
    const { launchBrowser } = await import('./browser.mjs');
    const browser = await launchBrowser();
    track('chromium', () => browser.close());
    const rows = [];
    for (const page of PUBLIC_PAGES) rows.push(pageRow(page.route, await measurePage(browser, app.url, page)));
    console.log(`Pages, first visit (KB = 1000 bytes; gzip = on the wire)\n${[PAGE_COLUMNS, ...rows].map((row) => `  ${row.join('\t')}`).join('\n')}`);
    console.log(['What each section of / costs: the HTML without it, its RSC rows included', ...sectionLines(await measureSections(`${app.url}/`))].join('\n'));
    if (seconds > 0) {
      const { measureThroughputSet } = await import('./throughput.mjs');
      for (const t of await measureThroughputSet([`${app.url}/`, `${app.url}/robots.txt`], { durationSec: seconds, connections: 20 })) {
        console.log(`${new URL(t.url).pathname}: ${t.reqPerSec} req/s, p50 ${t.p50Ms} ms, p99 ${t.p99Ms} ms, ${t.kbPerRequest} KB/request, ${t.ratioToStatic}× /robots.txt`);
      }
    }
  });
}
