// JavaScript a first visit downloads, measured in Chromium: every script response from a
// fresh context (empty cache) until the page has loaded and the network has been quiet.
const KB = 1000;
const kb = (bytes) => Math.round((bytes / KB) * 10) / 10;

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ storageState?: object }} [options] a signed-in session for owner-only pages
 * @returns {Promise<{ gzipKB: number, rawKB: number, files: number, afterLoadGzipKB: number, uncompressedOver1KB: string[], finalUrl: string, scripts: object[] }>}
 */
export async function measureJsWeight(browser, url, { storageState } = {}) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  try {
    const page = await context.newPage();
    const responses = [];
    let isLoaded = false;
    page.once('load', () => {
      isLoaded = true;
    });
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') responses.push({ response, isAfterLoad: isLoaded });
    });
    const main = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (!main?.ok()) throw new Error(`${url} answered ${main?.status() ?? 'nothing'}`);
    // Chunks Next loads after `load` (route prefetches, lazy components) count too.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    await page.waitForTimeout(500);

    const scripts = [];
    for (const { response, isAfterLoad } of responses) {
      // sizes() waits for the request to finish; responseBodySize is the encoded (on-the-wire) body.
      const { responseBodySize } = await response.request().sizes();
      const raw = (await response.body().catch(() => Buffer.alloc(0))).length;
      scripts.push({
        file: new URL(response.url()).pathname,
        encoding: (await response.headerValue('content-encoding')) ?? 'identity',
        gzipBytes: responseBodySize,
        rawBytes: raw,
        isAfterLoad,
      });
    }
    const sum = (field, list = scripts) => list.reduce((total, script) => total + script[field], 0);
    return {
      gzipKB: kb(sum('gzipBytes')),
      rawKB: kb(sum('rawBytes')),
      files: scripts.length,
      // Part of the total fetched after the load event (prefetches, lazy chunks).
      afterLoadGzipKB: kb(sum('gzipBytes', scripts.filter((script) => script.isAfterLoad))),
      // Next compresses bodies over 1 KB; anything larger sent uncompressed would be a finding.
      uncompressedOver1KB: scripts.filter((script) => script.encoding === 'identity' && script.rawBytes > KB).map((script) => script.file),
      finalUrl: page.url(),
      scripts: scripts.sort((a, b) => b.gzipBytes - a.gzipBytes),
    };
  } finally {
    await context.close();
  }
}
