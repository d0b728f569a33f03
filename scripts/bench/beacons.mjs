// Insights beacons under load: `rate` hits a second for `seconds` seconds to POST /api/insights,
// each a page view of /privacy, then what that page's stored total grew by, read as the owner,
// is compared with the hits sent (they must be equal: the database adds every hit). Only pages
// that exist are counted, and nothing else counts a visit of /privacy meanwhile (the bench's
// browser is a bot to the endpoint). The endpoint throttles per client address, so, as the e2e
// tests do, every hit comes from an address of its own: the app runs as behind one trusted proxy
// (TRUSTED_PROXY_HOPS=1, scripts/harness/app.mjs) and the bench plays it in X-Forwarded-For.
// Alone: `node scripts/bench/beacons.mjs [rate] [seconds] [rate…]` (builds into .next-bench
// first; each further rate is measured after the first, on the same build).
import { ownerHeaders } from '../harness/backend.mjs';
import { isRunAlone, runAlone, sendOpenLoop } from './alone.mjs';

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** 172.16.0.0/12 has room for a million addresses: hit i gets one no other hit uses. */
const addressOf = (i) => `172.${16 + ((i >> 16) & 15)}.${(i >> 8) & 255}.${i & 255}`;

async function storedTotal(backend, label) {
  const response = await fetch(`${backend.url}/rest/v1/insight_totals?select=n&metric=eq.visits&label=eq.${encodeURIComponent(label)}`, {
    headers: await ownerHeaders(backend),
  });
  if (!response.ok) throw new Error(`reading the totals failed: ${response.status}`);
  return (await response.json()).reduce((sum, row) => sum + Number(row.n), 0);
}

/**
 * @param {string} baseUrl the app
 * @param {import('../harness/backend.mjs').BackendAccess} backend to read the stored total as the owner
 */
export async function measureBeacons(baseUrl, backend, { rate = 200, seconds = 30 } = {}) {
  const label = '/privacy';
  const before = await storedTotal(backend, label);
  const body = JSON.stringify({ path: label, ref: null, utm: null, screen: 'l' });
  // Every hit gets its answer (the timeout is long enough for a queue to drain), so stored and sent compare exactly.
  const sending = await sendOpenLoop({
    rate,
    seconds,
    ok: '204',
    send: async (i) => {
      const response = await fetch(`${baseUrl}/api/insights`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER_UA, 'x-forwarded-for': addressOf(i) },
        body,
        signal: AbortSignal.timeout(180_000),
      }).catch(() => {
        throw new Error('network');
      });
      await response.arrayBuffer();
      return String(response.status);
    },
  });
  const stored = (await storedTotal(backend, label)) - before;
  return { ...sending, stored, storedEqualsSent: stored === sending.sent };
}

export function formatBeacons(result) {
  if (!result) return 'Insights beacons\n  not measured (see errors)';
  const statuses = Object.entries(result.outcomes).map(([status, n]) => `${status}×${n}`).join(', ');
  return [
    `Insights beacons: ${result.rate}/s for ${result.seconds} s (${result.sent} hits, sent at ${result.achievedRate}/s, one client address each)`,
    `  latency p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, max ${result.maxMs} ms; errors ${result.errors} (${statuses})`,
    `  stored total ${result.stored} of ${result.sent} sent: ${result.storedEqualsSent ? 'equal' : 'NOT EQUAL'}`,
  ].join('\n');
}

if (isRunAlone(import.meta.url)) {
  const [rate = 200, seconds = 30, ...moreRates] = process.argv.slice(2).map(Number);
  await runAlone('beacons', async (app, backend) => {
    for (const each of [rate, ...moreRates]) console.log(formatBeacons(await measureBeacons(app.url, backend, { rate: each, seconds })));
  });
}
