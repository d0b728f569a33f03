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

/** @param {string} url */
async function getDocument(url) {
  const response = await get(url, { 'accept-encoding': 'gzip', accept: 'text/html' });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  const raw = response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.body) : response.body;
  return { response, raw };
}

/**
 * The document at `url`, asked for as a browser does (gzip accepted).
 * @param {string} url
 * @returns {Promise<{ rawBytes: number, gzipBytes: number, encoding: string, rscBytes: number, rscScripts: number }>}
 *   gzipBytes: the body on the wire when the server compressed it, else what gzip makes of it (encoding says which).
 */
export async function measureHtml(url) {
  const { response, raw } = await getDocument(url);
  const isGzip = response.headers['content-encoding'] === 'gzip';
  const rsc = rscPayload(raw.toString('utf8'));
  return {
    rawBytes: raw.length,
    gzipBytes: isGzip ? response.body.length : gzipSync(raw).length,
    encoding: isGzip ? 'gzip' : `${response.headers['content-encoding'] ?? 'identity'} (gzip computed locally)`,
    rscBytes: rsc.bytes,
    rscScripts: rsc.scripts,
  };
}

const RSC_SCRIPT = /<script\b[^>]*>\s*self\.__next_f\.push\(\[1,([\s\S]*?)\]\)\s*<\/script>/g;
const ROW_START = /^([0-9a-f]+):/;
// `$L2b` (lazy), `$h2b` (a server action), `$@2b` (a promise), `$2b`: row 2b.
const REFERENCE = /^\$[A-Za-z@]?([0-9a-f]+)$/;

/** The inline RSC payload as rows by id (text after `id:`), in order. */
function rscRows(html) {
  let payload = '';
  for (const [, chunk = '""'] of html.matchAll(RSC_SCRIPT)) payload += JSON.parse(chunk);
  /** @type {Map<string, string>} */
  const rows = new Map();
  let last = '';
  for (const line of payload.split('\n')) {
    const start = ROW_START.exec(line);
    if (start) rows.set((last = start[1]), line.slice(start[0].length));
    // A hint (`:HL[…]`, a stylesheet to preload) has no id: kept under its place, whole.
    else if (line.startsWith(':')) rows.set(`:${rows.size}`, line);
    else if (line && last) rows.set(last, `${rows.get(last)}\n${line}`);
  }
  return rows;
}

/** Every row id a value refers to (`"$L2b"`, `"$2b"`, `"$@2b"`). */
function references(value, found = new Set()) {
  if (typeof value === 'string') {
    const ref = REFERENCE.exec(value);
    if (ref) found.add(ref[1]);
  } else if (value && typeof value === 'object') {
    for (const child of Object.values(value)) references(child, found);
  }
  return found;
}

/** The value with every `<section id={id}>` element replaced by null. */
function withoutSection(/** @type {unknown} */ value, /** @type {string} */ id) {
  if (!Array.isArray(value)) {
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutSection(v, id)]));
    return value;
  }
  if (value[0] === '$' && value[1] === 'section' && value[3]?.id === id) return null;
  return value.map((child) => withoutSection(child, id));
}

/** The document with its RSC payload as one script built from `rows`, the other scripts as they were. */
function documentWith(html, rows) {
  const payload = [...rows].map(([id, text]) => (id.startsWith(':') ? `${text}\n` : `${id}:${text}\n`)).join('');
  // Next escapes what could close the script or start a comment, as here.
  const script = `<script>self.__next_f.push([1,${JSON.stringify(payload).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')}])</script>`;
  return html.replace(RSC_SCRIPT, '').replace('</body>', `${script}</body>`);
}

const isJson = (/** @type {string} */ text) => /^[[{"]/.test(text);
const size = (/** @type {string} */ document) => ({ rawBytes: Buffer.byteLength(document), gzipBytes: gzipSync(document).length });

/**
 * The page without the `<section>`s whose ids are given: their markup, their elements in the RSC
 * payload and every row nothing else refers to. The payload is rebuilt as one script, so with no
 * ids it can differ from the served document by a few bytes.
 * @param {string} html
 * @param {string[]} ids
 * @returns {{ rawBytes: number, gzipBytes: number }}
 */
export function weightWithout(html, ids) {
  const parsed = new Map([...rscRows(html)].map(([row, text]) => [row, isJson(text) ? ids.reduce(withoutSection, JSON.parse(text)) : text]));
  // Keep the rows the root still reaches, as the browser would need them.
  const reached = new Set();
  const visit = (/** @type {string} */ row) => {
    if (reached.has(row) || !parsed.has(row)) return;
    reached.add(row);
    const value = parsed.get(row);
    // A client reference (`I[…]`) is JSON after its tag.
    const tagged = typeof value === 'string' ? /^[A-Z]+([[{].*)$/s.exec(value) : null;
    references(tagged ? JSON.parse(tagged[1]) : value).forEach(visit);
  };
  visit('0');
  const kept = new Map(
    [...parsed].filter(([row]) => reached.has(row) || row.startsWith(':')).map(([row, value]) => [row, typeof value === 'string' && !isJson(value) ? value : JSON.stringify(value)]),
  );
  const markup = ids.reduce((page, id) => page.replace(new RegExp(`<section\\b[^>]*\\bid="${id}"[\\s\\S]*?</section>`), ''), html);
  return size(documentWith(markup, kept));
}

/**
 * What each `<section id>` of a page costs: the document's raw and gzip bytes without it
 * (`weightWithout`), against the same document whole. For choosing what a page shows.
 * @param {string} html
 * @returns {{ whole: { rawBytes: number, gzipBytes: number }, sections: Array<{ id: string, rawBytes: number, gzipBytes: number }> }}
 */
export function sectionCosts(html) {
  const whole = weightWithout(html, []);
  const ids = [...html.matchAll(/<section\b[^>]*\bid="([^"]+)"/g)].map((match) => match[1]);
  const sections = ids.map((id) => {
    const without = weightWithout(html, [id]);
    return { id, rawBytes: whole.rawBytes - without.rawBytes, gzipBytes: whole.gzipBytes - without.gzipBytes };
  });
  return { whole, sections };
}

/** `sectionCosts` of the document at `url`. @param {string} url */
export async function measureSections(url) {
  return sectionCosts((await getDocument(url)).raw.toString('utf8'));
}
