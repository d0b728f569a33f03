// Size of an HTML document as a browser receives it. node:http rather than fetch: fetch
// decompresses transparently and hides how many bytes went over the wire.
import http from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';

const kb = (bytes) => Math.round((bytes / 1000) * 10) / 10;

function get(url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, timeout: 30_000 }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on('error', reject);
  });
}

/** @returns {Promise<{ rawKB: number, gzipKB: number, status: number, encoding: string }>} */
export async function htmlSize(url) {
  const response = await get(url, { 'accept-encoding': 'gzip', accept: 'text/html' });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  const isGzip = response.headers['content-encoding'] === 'gzip';
  const raw = isGzip ? gunzipSync(response.body) : response.body;
  return {
    rawKB: kb(raw.length),
    // Next gzips HTML itself; if it did not, report what gzip would make of it.
    gzipKB: kb(isGzip ? response.body.length : gzipSync(raw).length),
    status: response.status,
    encoding: isGzip ? 'gzip' : `${response.headers['content-encoding'] ?? 'identity'} (gzip computed locally)`,
  };
}
