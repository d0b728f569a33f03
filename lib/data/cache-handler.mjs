// Next's own cache (pages and the data cache) with one change: an entry is dated from when the
// read that started its render happened, not from when the render finished.
//
// Next dates an entry when it is stored, and a save expires the entries older than the save. So a
// render that began before an owner's save and ended after it (it read the old rows) was kept as
// fresh, with the old content, until the page's time-based revalidation a minute later. Dated
// from its start, such an entry is older than the save, so the next request renders it anew.
//
// A render follows a read that found no fresh entry, so those reads are remembered per key, and a
// store takes the earliest one still waiting. Two renders of one key at once (another instance of
// the key's route, a revalidation beside a miss) each take one. A read that led to no store (a
// render that failed, or two requests served by one render) is forgotten after a minute; until
// then it may date the next store a little early, which costs at most one extra render.
import { utimes } from 'node:fs/promises';
import { createRequire } from 'node:module';

// Required, not imported: these are CommonJS modules, and the tags' state must be the very
// module instance Next's server uses.
const require = createRequire(import.meta.url);
const { default: FileSystemCache } = require('next/dist/server/lib/incremental-cache/file-system-cache.js');
const { areTagsStale } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');

/** No render takes longer; a waiting read older than this led to none. */
const RENDER_LIMIT_MS = 60_000;

/** @type {Map<string, number[]>} key → when reads that found nothing fresh happened, oldest first */
const rendersWaiting = new Map();

/**
 * @param {{ lastModified?: number, value?: { kind?: string, revalidate?: number | false, headers?: Record<string, unknown> } | null, cacheControl?: { revalidate?: number | false } } | null} entry
 * @param {{ kind?: string, revalidate?: number | false, tags?: string[], softTags?: string[] }} ctx
 * @returns {boolean | 'unknown'} 'unknown': not stale by its tags, and its lifetime is not recorded with it
 */
function isFresh(entry, ctx, now) {
  if (!entry?.value || typeof entry.lastModified !== 'number') return false;
  const revalidate = ctx.revalidate || entry.value.revalidate || entry.cacheControl?.revalidate;
  if (typeof revalidate === 'number' && now - entry.lastModified > revalidate * 1000) return false;
  const pageTags = entry.value.headers?.['x-next-cache-tags'];
  const tags = typeof pageTags === 'string' ? pageTags.split(',') : [...(ctx.tags ?? []), ...(ctx.softTags ?? [])];
  if (areTagsStale(tags, entry.lastModified)) return false;
  return revalidate === undefined ? 'unknown' : true;
}

/** The reads of `key` still waiting for their render to be stored (older ones led to none). */
function waitingReads(key, now) {
  const waiting = rendersWaiting.get(key)?.filter((at) => now - at < RENDER_LIMIT_MS) ?? [];
  if (waiting.length > 0) rendersWaiting.set(key, waiting);
  else rendersWaiting.delete(key);
  return waiting;
}

/** The start of the render now being stored: the oldest waiting read of its key, if any. */
function takeRenderStart(key, now) {
  const waiting = waitingReads(key, now);
  const start = waiting.shift();
  if (waiting.length === 0) rendersWaiting.delete(key);
  return start;
}

const FILE_OF_KIND = { FETCH: (key) => [key, 'FETCH'], APP_PAGE: (key) => [`${key}.html`, 'APP_PAGE'], APP_ROUTE: (key) => [`${key}.body`, 'APP_ROUTE'] };

export default class RenderStartCache extends FileSystemCache {
  async get(key, ctx) {
    const readAt = Date.now();
    const entry = await super.get(key, ctx);
    const fresh = isFresh(entry, ctx, readAt);
    const waiting = waitingReads(key, readAt);
    // A prerendered page read from the build carries no lifetime: the first read of it is taken as
    // the start of its render, however long before it comes (at most a minute, see above).
    if (!fresh || (fresh === 'unknown' && waiting.length === 0)) rendersWaiting.set(key, [...waiting, readAt]);
    return entry;
  }

  async set(key, data, ctx) {
    const startedAt = takeRenderStart(key, Date.now());
    await super.set(key, data, ctx);
    if (startedAt === undefined || !data) return;
    const stored = FileSystemCache.memoryCache?.get(key);
    if (stored?.value === data) stored.lastModified = startedAt;
    // An entry read back from disk (after a restart, or once memory let it go) is dated by its file.
    const file = FILE_OF_KIND[data.kind]?.(key);
    if (this.flushToDisk && file) {
      await utimes(this.getFilePath(...file), new Date(), new Date(startedAt)).catch(() => {});
    }
  }
}
