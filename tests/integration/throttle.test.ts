import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { anonClient, freshUserClient, serverClient as service } from './clients';
import { MINUTE } from '@/lib/time';

// The shared throttle: counters in Postgres behind public.throttle(), which only the server's
// secret key may call. Every instance of the app counts the same hits.


const call = (db: ReturnType<typeof service>, keys: string[], maxes: number[], windowsMs: number[], mode: string) =>
  db.rpc('throttle', { keys, maxes, windows_ms: windowsMs, mode });

describe('public.throttle', () => {
  it('is refused to the public key and to signed-in accounts, whatever they ask', async () => {
    const key = `test:${randomUUID()}`;
    for (const db of [anonClient(), await freshUserClient()]) {
      for (const mode of ['check', 'take', 'record']) {
        const { data, error } = await call(db, [key], [1], [MINUTE], mode);
        expect(data).toBeNull();
        expect(error).not.toBeNull();
      }
    }
    // Nothing they sent was counted.
    expect((await call(service(), [key], [1], [MINUTE], 'check')).data).toBe(0);
  });

  it('takes `max` hits in the window and then says how long until the oldest leaves it', async () => {
    const db = service();
    const key = `test:${randomUUID()}`;
    for (let i = 0; i < 3; i++) expect((await call(db, [key], [3], [15 * MINUTE], 'take')).data).toBe(0);
    const refused = (await call(db, [key], [3], [15 * MINUTE], 'take')).data as number;
    expect(refused).toBeGreaterThan(15 * MINUTE - 30_000);
    expect(refused).toBeLessThanOrEqual(15 * MINUTE);
    // A refused take counted nothing: the same wait, not a longer one.
    expect((await call(db, [key], [3], [15 * MINUTE], 'check')).data).toBeLessThanOrEqual(refused);
  });

  it('counts nothing on check; on take, nothing unless every key has room', async () => {
    const db = service();
    const [full, open] = [`test:${randomUUID()}`, `test:${randomUUID()}`];
    expect((await call(db, [full], [1], [MINUTE], 'check')).data).toBe(0);
    expect((await call(db, [full], [1], [MINUTE], 'take')).data).toBe(0);
    expect((await call(db, [full, open], [1, 1], [MINUTE, MINUTE], 'take')).data).toBeGreaterThan(0);
    // The open key was not charged for the refused take.
    expect((await call(db, [open], [1], [MINUTE], 'take')).data).toBe(0);
  });

  it('records a refusal under the keys with room only (a failed sign-in)', async () => {
    const db = service();
    const [full, open] = [`test:${randomUUID()}`, `test:${randomUUID()}`];
    await call(db, [full], [1], [MINUTE], 'take');
    expect((await call(db, [full, open], [1, 2], [MINUTE, MINUTE], 'record')).error).toBeNull();
    expect((await call(db, [open], [2], [MINUTE], 'take')).data).toBe(0);
    expect((await call(db, [open], [2], [MINUTE], 'take')).data).toBeGreaterThan(0);
  });

  it('counts concurrent takes one at a time: never more than `max` get through', async () => {
    const db = service();
    const key = `test:${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 12 }, () => call(db, [key], [5], [MINUTE], 'take')));
    expect(results.map((result) => result.error)).toEqual(Array(12).fill(null));
    expect(results.filter((result) => result.data === 0)).toHaveLength(5);
  });

  it('forgets hits once their window has passed', async () => {
    const db = service();
    const key = `test:${randomUUID()}`;
    expect((await call(db, [key], [1], [1000], 'take')).data).toBe(0);
    const wait = (await call(db, [key], [1], [1000], 'take')).data as number;
    expect(wait).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, wait + 50));
    expect((await call(db, [key], [1], [1000], 'take')).data).toBe(0);
  });

  it.each([
    ['an unknown mode', [['k'], [1], [MINUTE], 'reset']],
    ['mismatched arrays', [['k', 'j'], [1], [MINUTE], 'take']],
    ['a window over a day', [['k'], [1], [2 * 86_400_000], 'take']],
    ['a zero max', [['k'], [0], [MINUTE], 'take']],
  ] as const)('refuses %s', async (_case, [keys, maxes, windows, mode]) => {
    const { error } = await call(service(), [...keys], [...maxes], [...windows], mode);
    expect(error?.code).toBe('22023');
  });
});

describe('lib/data/throttle.ts in two app instances', () => {
  // Two fresh copies of the module, as two serverless instances or two `next start` processes
  // would load it: nothing is shared between them but the database.
  async function instance() {
    vi.resetModules();
    return import('@/lib/data/throttle');
  }

  it('holds a limit across both: hits taken on one count on the other', async () => {
    const [one, two] = [await instance(), await instance()];
    expect(one).not.toBe(two);
    const limits = [{ action: `test-${randomUUID()}`, kind: 'client' as const, value: '203.0.113.9', max: 4, windowMs: 10 * MINUTE }];
    for (const rateLimit of [one, two, one, two]) expect(await rateLimit.takeLimits(limits)).toEqual({ ok: true });
    expect(await one.takeLimits(limits)).toMatchObject({ ok: false });
    expect(await two.takeLimits(limits)).toMatchObject({ ok: false });
    expect(await two.checkLimits(limits)).toMatchObject({ ok: false, retryAfterMs: expect.any(Number) });
  });

  it('counts a sign-in failure recorded on one when the other checks', async () => {
    const [one, two] = [await instance(), await instance()];
    const limits = [{ action: `test-${randomUUID()}`, kind: 'email' as const, value: 'Owner@Example.com', max: 2, windowMs: 15 * MINUTE }];
    await one.recordHit(limits);
    expect(await two.checkLimits(limits)).toEqual({ ok: true });
    await two.recordHit([{ ...limits[0]!, value: 'owner@example.com' }]);
    const refused = await one.checkLimits(limits);
    expect(refused).toMatchObject({ ok: false });
    expect(refused.ok ? null : one.refusalOf(refused, 'unavailable')).toBe('Too many attempts. Try again in 15 minutes.');
  });
});
