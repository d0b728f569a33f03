import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import RenderStartCache from '@/lib/data/cache-handler.mjs';

const require = createRequire(import.meta.url);
const { default: FileSystemCache } = require('next/dist/server/lib/incremental-cache/file-system-cache.js');

// The site's cache handler against Next's own: an owner's save lands while a visitor's render of a
// page (or of a read it makes) is under way, and that render is stored after the save.
type Handler = { get: (key: string, ctx: never) => Promise<{ value?: unknown } | null>; set: (key: string, data: never, ctx: never) => Promise<void>; revalidateTag: (tags: string[]) => Promise<void> };
type Entry = Awaited<ReturnType<Handler['get']>>;

const handlerOf = (Cache: new (ctx: never) => unknown) =>
  new Cache({ flushToDisk: false, serverDistDir: '/nonexistent', revalidatedTags: [], maxMemoryCacheSize: 10_000_000, _requestHeaders: {} } as never) as Handler;

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
let counter = 0;
const uniqueTag = () => `profile-${++counter}`;

const dataCache = (tag: string) => ({
  key: `fetch-${tag}`,
  read: { kind: 'FETCH', revalidate: 60, tags: [tag], softTags: [] },
  value: (name: string) => ({ kind: 'FETCH', data: { headers: {}, body: name, status: 200, url: '/rest/v1/profile' }, revalidate: 60 }),
  store: { fetchCache: true, tags: [tag] },
});

const page = (tag: string) => ({
  key: `/page-${tag}`,
  read: { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false },
  value: (name: string) => ({ kind: 'APP_PAGE', html: `<h1>${name}</h1>`, rscData: Buffer.from(name), headers: { 'x-next-cache-tags': `${tag},_N_T_/` }, status: 200 }),
  store: { cacheControl: { revalidate: 60, expire: 31_536_000 } },
});

/** A render that reads at its start, sees the owner's save land, then stores what it read before it. */
async function renderAcrossASave(handler: Handler, kind: ReturnType<typeof dataCache | typeof page>, tag: string) {
  expect(await handler.get(kind.key, kind.read as never)).toBeNull();
  await tick();
  await handler.revalidateTag([tag]);
  await tick();
  await handler.set(kind.key, kind.value('Old name') as never, kind.store as never);
  return handler.get(kind.key, kind.read as never);
}

const body = (entry: Entry) => JSON.stringify(entry?.value ?? null);

describe.each([
  ['the data cache', dataCache],
  ['a page', page],
])('%s', (_, kindOf) => {
  it("is kept as fresh by Next's own cache when its render straddles a save: why this handler exists", async () => {
    const tag = uniqueTag();
    expect(body(await renderAcrossASave(handlerOf(FileSystemCache), kindOf(tag), tag))).toContain('Old name');
  });

  it('is dated from the start of its render, so a render that straddles a save is done again', async () => {
    const tag = uniqueTag();
    expect(await renderAcrossASave(handlerOf(RenderStartCache), kindOf(tag), tag)).toBeNull();
  });

  it('is served once rendered after the save', async () => {
    const tag = uniqueTag();
    const handler = handlerOf(RenderStartCache);
    const kind = kindOf(tag);
    expect(await renderAcrossASave(handler, kind, tag)).toBeNull();
    await tick();
    await handler.set(kind.key, kind.value('New name') as never, kind.store as never);
    expect(body(await handler.get(kind.key, kind.read as never))).toContain('New name');
    // Fresh reads start no render: the next store is dated when it is made.
    await handler.revalidateTag([uniqueTag()]);
    expect(body(await handler.get(kind.key, kind.read as never))).toContain('New name');
  });

  it('dates each of two overlapping renders of one key from its own start', async () => {
    const tag = uniqueTag();
    const handler = handlerOf(RenderStartCache);
    const kind = kindOf(tag);
    expect(await handler.get(kind.key, kind.read as never)).toBeNull(); // render A starts
    await tick();
    expect(await handler.get(kind.key, kind.read as never)).toBeNull(); // render B starts
    await tick();
    await handler.set(kind.key, kind.value('A') as never, kind.store as never);
    await tick();
    await handler.revalidateTag([tag]); // the save, after A is stored and while B renders
    await tick();
    await handler.set(kind.key, kind.value('B') as never, kind.store as never);
    expect(await handler.get(kind.key, kind.read as never)).toBeNull();
  });
});

it('dates a prerendered page, which carries no lifetime, from the first read after it was built', async () => {
  const tag = uniqueTag();
  const handler = handlerOf(RenderStartCache);
  const kind = page(tag);
  await handler.set(kind.key, kind.value('Built') as never, {} as never); // as the build stores it
  expect(body(await handler.get(kind.key, kind.read as never))).toContain('Built'); // its revalidation starts
  await tick();
  await handler.revalidateTag([tag]);
  await tick();
  await handler.set(kind.key, kind.value('Old name') as never, kind.store as never);
  expect(await handler.get(kind.key, kind.read as never)).toBeNull();
});
