// Share images (opengraph-image, twitter-image): what one costs the server. Cold is the first
// request for an image nobody asked for yet (drawn and stored: x-nextjs-cache MISS), warm the
// same address again (served from the cache: HIT). The first one after the server started also
// loads the renderer and its fonts, so it is reported on its own. The images are those the
// sitemap's pages name in their metadata, and only cards (a page that shares a photo is skipped).
// Alone: `node scripts/bench/share-images.mjs [images]` (builds into .next-bench first).
import { isRunAlone, percentile, runAlone } from './alone.mjs';

const CARD = /\/(?:opengraph|twitter)-image[^/]*$/;

async function pagesOf(baseUrl) {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/** The share card addresses a page's metadata names, on this site. */
async function cardsOf(baseUrl, pagePath) {
  const html = await (await fetch(`${baseUrl}${pagePath}`)).text();
  const named = [...html.matchAll(/<meta (?:property="og:image"|name="twitter:image") content="([^"]+)"/g)].map((match) => new URL(match[1].replaceAll('&amp;', '&'), baseUrl));
  return named.filter((url) => url.origin === new URL(baseUrl).origin && CARD.test(url.pathname)).map((url) => url.pathname + url.search);
}

async function timedGet(url) {
  const started = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  const bytes = (await response.arrayBuffer()).byteLength;
  const ms = performance.now() - started;
  if (response.status !== 200 || response.headers.get('content-type') !== 'image/png') throw new Error(`GET ${url} answered ${response.status} ${response.headers.get('content-type')}`);
  return { ms, bytes, cache: response.headers.get('x-nextjs-cache') ?? 'none' };
}

const summary = (times) => {
  const sorted = times.toSorted((a, b) => a - b);
  return { medianMs: Math.round(percentile(sorted, 50) * 10) / 10, p95Ms: Math.round(percentile(sorted, 95) * 10) / 10, maxMs: Math.round(sorted.at(-1) * 10) / 10 };
};

/**
 * @param {string} baseUrl the app, freshly started: no image drawn yet
 * @param {{ images?: number }} [options] how many images to measure at most
 */
export async function measureShareImages(baseUrl, { images = 12 } = {}) {
  const addresses = new Set();
  for (const pagePath of await pagesOf(baseUrl)) {
    if (addresses.size >= images) break;
    for (const address of await cardsOf(baseUrl, pagePath)) if (addresses.size < images) addresses.add(address);
  }
  if (addresses.size === 0) throw new Error('no page names a share card');
  const rows = [];
  // One request at a time: each figure is one image's cost, not a queue's.
  for (const address of addresses) {
    const cold = await timedGet(`${baseUrl}${address}`);
    const warm = await timedGet(`${baseUrl}${address}`);
    rows.push({ path: address, coldMs: Math.round(cold.ms * 10) / 10, coldCache: cold.cache, warmMs: Math.round(warm.ms * 10) / 10, warmCache: warm.cache, kb: Math.round(cold.bytes / 100) / 10 });
  }
  // Prerendered ones (the home page's) were drawn at build time: their first request is no draw.
  const drawn = rows.filter((row) => row.coldCache === 'MISS');
  const [first, ...later] = drawn;
  return {
    images: rows.length,
    firstMs: first?.coldMs ?? null,
    cold: later.length ? summary(later.map((row) => row.coldMs)) : null,
    warm: summary(rows.map((row) => row.warmMs)),
    drawnOnFirstRequest: drawn.length,
    // STALE is from the cache too: a prerendered image past its minute, redrawn in the background.
    warmFromCache: rows.filter((row) => row.warmCache === 'HIT' || row.warmCache === 'STALE').length,
    rows,
  };
}

export function formatShareImages(result) {
  if (!result) return 'Share images\n  not measured (see errors)';
  const ms = (s) => (s ? `median ${s.medianMs} ms, p95 ${s.p95Ms} ms, max ${s.maxMs} ms` : '–');
  return [
    `Share images: ${result.images} cards, one request at a time, each asked for twice`,
    `  cold (drawn, MISS): first after start ${result.firstMs ?? '–'} ms (loads the renderer and fonts); the others ${ms(result.cold)}`,
    `  warm (cached):      ${ms(result.warm)}`,
    `  drawn on the first request ${result.drawnOnFirstRequest} of ${result.images}; second request from the cache ${result.warmFromCache} of ${result.images}`,
  ].join('\n');
}

if (isRunAlone(import.meta.url)) {
  const images = Number(process.argv[2] ?? 12);
  await runAlone('share-images', async (app) => console.log(formatShareImages(await measureShareImages(app.url, { images }))));
}
