// Requests per second with autocannon against the local `next start`, loopback only.
import autocannon from 'autocannon';
import { track } from '../harness/processes.mjs';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
// What a browser sends: Next compresses every response body over 1 KB on the fly, and that
// per-request cost is part of what a visitor's request costs the server.
const HEADERS = { 'accept-encoding': 'gzip, deflate', accept: 'text/html,*/*' };

const round = (value, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * @param {string} url
 * @param {{ durationSec: number, connections: number }} options
 * @returns {Promise<{ url: string, reqPerSec: number, p50Ms: number, p99Ms: number, non2xx: number, errors: number, timeouts: number, kbPerRequest: number }>}
 */
export async function measureThroughput(url, { durationSec, connections }) {
  if (!LOOPBACK.has(new URL(url).hostname)) throw new Error(`throughput runs against loopback only, not ${url}`);
  // A few requests first, so a page regenerated in the background is cached before timing.
  for (let i = 0; i < 3; i++) await (await fetch(url, { headers: HEADERS })).arrayBuffer();

  const instance = autocannon({ url, connections, duration: durationSec, headers: HEADERS });
  const stop = track(`autocannon ${url}`, () => instance.stop?.());
  let result;
  try {
    result = await instance;
  } finally {
    await stop();
  }
  return {
    url,
    reqPerSec: round(result.requests.average),
    p50Ms: round(result.latency.p50, 1),
    p99Ms: round(result.latency.p99, 1),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    kbPerRequest: result.requests.total ? round(result.throughput.total / result.requests.total / 1000, 1) : 0,
    acceptEncoding: HEADERS['accept-encoding'],
  };
}

/**
 * The URLs one after another on the same server; each gets `ratioToStatic`, its req/s over
 * that of the last URL (the static route).
 */
export async function measureThroughputSet(urls, options) {
  const results = [];
  for (const url of urls) results.push(await measureThroughput(url, options));
  const staticRate = results.at(-1).reqPerSec;
  return results.map((result) => ({ ...result, ratioToStatic: staticRate ? round(result.reqPerSec / staticRate, 2) : null }));
}
