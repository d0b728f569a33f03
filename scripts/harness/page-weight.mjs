// What a page's document weighs: the HTML as the server sends it, raw and gzip-compressed, and
// the part of it that is the RSC payload Next inlines for hydration (the contents of its
// `self.__next_f.push(…)` scripts), which grows with what the page's client components receive.
// node:http rather than fetch: fetch decompresses transparently and hides what went over the wire.
import http from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * @param {string} url
 * @param {Record<string, string>} headers
 * @returns {Promise<{ status: number | undefined, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
function get(url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, timeout: 30_000 }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on('error', reject);
  });
}

/**
 * The RSC payload inlined in a document: every `self.__next_f.push(…)` script's contents, in bytes (UTF-8).
 * @param {string} html
 * @returns {{ bytes: number, scripts: number }}
 */
export function rscPayload(html) {
  let bytes = 0;
  let scripts = 0;
  for (const [, contents = ''] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    if (!contents.trimStart().startsWith('self.__next_f.push(')) continue;
    bytes += Buffer.byteLength(contents);
    scripts += 1;
  }
  return { bytes, scripts };
}

/**
 * The document at `url`, asked for as a browser does (gzip accepted).
 * @param {string} url
 * @returns {Promise<{ rawBytes: number, gzipBytes: number, encoding: string, rscBytes: number, rscScripts: number }>}
 *   gzipBytes: the body on the wire when the server compressed it, else what gzip makes of it (encoding says which).
 */
export async function measureHtml(url) {
  const response = await get(url, { 'accept-encoding': 'gzip', accept: 'text/html' });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  const isGzip = response.headers['content-encoding'] === 'gzip';
  const raw = isGzip ? gunzipSync(response.body) : response.body;
  const rsc = rscPayload(raw.toString('utf8'));
  return {
    rawBytes: raw.length,
    gzipBytes: isGzip ? response.body.length : gzipSync(raw).length,
    encoding: isGzip ? 'gzip' : `${response.headers['content-encoding'] ?? 'identity'} (gzip computed locally)`,
    rscBytes: rsc.bytes,
    rscScripts: rsc.scripts,
  };
}
