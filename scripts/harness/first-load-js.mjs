// The JavaScript a page costs a first visit, measured one way for the budget test
// (tests/e2e/js-budget.spec.ts) and the bench: Chromium opens the page in a fresh context (empty
// cache), and every script it requests before the page's load event is first-load JavaScript.
// Scripts requested after it (Next's prefetch of linked routes, parts loaded on first use) are
// counted apart, when asked for. Sizes are the browser's own Resource Timing: the body as it came
// over the wire (gzip, as `next start` compresses it) and decoded. KB = 1000 bytes.

const KB = 1000;

/**
 * @typedef {{ file: string, gzipBytes: number, rawBytes: number }} ScriptFile
 * @typedef {{ gzipBytes: number, rawBytes: number, files: ScriptFile[] }} ScriptSet
 * @typedef {{ finalUrl: string, firstLoad: ScriptSet, afterLoad: ScriptSet | null, uncompressedOver1KB: string[] }} PageJs
 */

/** @param {ScriptFile[]} files @returns {ScriptSet} */
function scriptSet(files) {
  const sorted = files.toSorted((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    gzipBytes: sorted.reduce((sum, file) => sum + file.gzipBytes, 0),
    rawBytes: sorted.reduce((sum, file) => sum + file.rawBytes, 0),
    files: sorted,
  };
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ storageState?: object, afterLoad?: boolean }} [options]
 *   storageState: a signed-in session for owner-only pages;
 *   afterLoad: also wait for the network to be quiet and report what was fetched after load.
 * @returns {Promise<PageJs>}
 */
export async function measurePageJs(browser, url, { storageState, afterLoad = false } = {}) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  try {
    const page = await context.newPage();
    // Room for every request a page makes: the browser keeps 250 entries by default.
    await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
    const main = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (!main?.ok()) throw new Error(`${url} answered ${main?.status() ?? 'nothing'}`);
    if (afterLoad) {
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
      await page.waitForTimeout(500);
    }
    const { loadAt, entries } = await page.evaluate(() => {
      const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType('navigation'));
      return {
        loadAt: navigation?.loadEventStart ?? 0,
        entries: /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).map((entry) => ({
          name: entry.name,
          startTime: entry.startTime,
          encodedBodySize: entry.encodedBodySize,
          decodedBodySize: entry.decodedBodySize,
        })),
      };
    });
    if (!loadAt) throw new Error(`${url}: the load event has not fired`);
    const scripts = entries
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({
        file: new URL(entry.name).pathname,
        gzipBytes: entry.encodedBodySize,
        rawBytes: entry.decodedBodySize,
        isBeforeLoad: entry.startTime < loadAt,
      }));
    const files = (/** @type {boolean} */ isBeforeLoad) =>
      scripts.filter((script) => script.isBeforeLoad === isBeforeLoad).map(({ file, gzipBytes, rawBytes }) => ({ file, gzipBytes, rawBytes }));
    return {
      finalUrl: page.url(),
      firstLoad: scriptSet(files(true)),
      afterLoad: afterLoad ? scriptSet(files(false)) : null,
      // Next compresses bodies over 1 KB; a larger one sent as it is would be a finding.
      uncompressedOver1KB: scripts.filter((script) => script.rawBytes > KB && script.gzipBytes === script.rawBytes).map((script) => script.file),
    };
  } finally {
    await context.close();
  }
}

/** "143512 bytes: a.js 52100, b.js 40210, …", for a failed budget's message. */
export function describeScripts(/** @type {ScriptSet} */ set) {
  return `${set.gzipBytes} bytes: ${set.files.map((file) => `${file.file.split('/').pop()} ${file.gzipBytes}`).join(', ')}`;
}
