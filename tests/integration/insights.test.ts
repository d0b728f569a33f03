import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { acceptHit } from '@/lib/insights/accept';
import { EVENTS } from '@/lib/insights/vocabulary';
import { createShareLink } from '@/lib/share-links/admin';
import { projectSchema } from '@/lib/projects/schema';
import { anonClient, freshUserClient, ownerClient, ownerSession, serverClient } from './clients';

// The Insights totals: only the server's secret key writes them, in batches (public.record_insight_batch),
// only owners read them, and concurrent batches from separate instances add up exactly.

const today = () => new Date().toISOString().slice(0, 10);

async function ownerTotal(metric: string, label: string): Promise<number> {
  const { data, error } = await (await ownerClient()).from('insight_totals').select('n').eq('day', today()).eq('metric', metric).eq('label', label);
  if (error) throw error;
  return data.reduce((sum, row) => sum + Number(row.n), 0);
}

type BatchHit = Record<string, string | number | null>;

const view = (path: string, more: BatchHit = {}): BatchHit => ({ hit_metric: 'visits', hit_path: path, screen_class: 'l', ...more });

/** One batch; what the database answered for each hit (0 counted, > 0 throttled, null out of bounds). */
async function batch(db: SupabaseClient, hits: BatchHit[]): Promise<(number | null)[]> {
  const { data, error } = await db.rpc('record_insight_batch', { hits });
  if (error) throw new Error(error.message);
  return data as (number | null)[];
}

describe('insight totals', () => {
  it('are neither readable nor writable with the public key or by a signed-in stranger', async () => {
    const path = `/test/${randomUUID()}`;
    for (const db of [anonClient(), await freshUserClient()]) {
      const read = await db.from('insight_totals').select('*').limit(5);
      expect(read.data ?? []).toEqual([]);
      const insert = await db.from('insight_totals').insert({ day: today(), metric: 'visits', label: path, n: 1000 });
      expect(insert.error).not.toBeNull();
      const update = await db.from('insight_totals').update({ n: 0 }).eq('metric', 'visits').select();
      expect(update.data ?? []).toEqual([]);
      expect((await db.rpc('record_insight_batch', { hits: [view(path)] })).error).not.toBeNull();
      expect((await db.rpc('insight_salt')).error).not.toBeNull();
    }
    expect(await ownerTotal('visits', path)).toBe(0);
    // The seed's demo totals are there, for the owner only.
    const owner = await ownerClient();
    const { count } = await owner.from('insight_totals').select('*', { count: 'exact', head: true });
    expect(count).toBeGreaterThan(0);
    const { count: strangerCount } = await (await freshUserClient()).from('insight_totals').select('*', { count: 'exact', head: true });
    expect(strangerCount).toBe(0);
  });

  it('add up exactly when two instances write batches to the same totals at once', async () => {
    const path = `/test/${randomUUID()}`;
    const instances = [serverClient(), serverClient()];
    const BATCHES = 6;
    const PER_BATCH = 40;
    const hits = Array.from({ length: PER_BATCH }, (_, i) => view(path, { referrer_host: i % 2 ? 'example.com' : null }));
    const answers = await Promise.all(instances.flatMap((db) => Array.from({ length: BATCHES }, () => batch(db, hits))));
    expect(answers.flat().every((waitMs) => waitMs === 0)).toBe(true);
    expect(await ownerTotal('visits', path)).toBe(2 * BATCHES * PER_BATCH);
  });

  it('add every kind of total a batch holds, and an event under its page', async () => {
    const path = `/test/${randomUUID()}`;
    const source = `utm-${randomUUID().slice(0, 8)}`;
    const referrer = `${randomUUID().slice(0, 8)}.example.com`;
    await batch(serverClient(), [
      view(path, { referrer_host: referrer, utm_source: source, screen_class: 's' }),
      view(path, { referrer_host: referrer, utm_source: null, screen_class: 's' }),
      { hit_metric: 'report_load', hit_path: path },
      { hit_metric: 'report_load', hit_path: path },
      { hit_metric: 'message', hit_path: path },
    ]);
    expect(await ownerTotal('visits', path)).toBe(2);
    expect(await ownerTotal('referrer', referrer)).toBe(2);
    expect(await ownerTotal('utm', source)).toBe(1);
    expect(await ownerTotal('report_load', path)).toBe(2);
    expect(await ownerTotal('message', path)).toBe(1);
  });

  it('take every event the site names, a booking page opened among them', async () => {
    const path = `/test/${randomUUID()}`;
    expect(EVENTS).toContain('booking_open');
    expect(await batch(serverClient(), EVENTS.map((event) => ({ hit_metric: event, hit_path: path })))).toEqual(EVENTS.map(() => 0));
    for (const event of EVENTS) expect(await ownerTotal(event, path)).toBe(1);
  });

  it('count a visitor once a day, also twice in one batch, and only with today’s salt', async () => {
    const db = serverClient();
    const { data: salt } = await db.rpc('insight_salt').single<{ day: string; salt: string }>();
    expect(salt?.day).toBe(today());
    expect(salt?.salt).toMatch(/^[0-9a-f]{64}$/);
    const visitorsBefore = await ownerTotal('visitors', '');
    const key = randomUUID().replaceAll('-', '');
    await batch(db, [view('/', { visitor_key: key, key_day: today() }), view('/projects', { visitor_key: key, key_day: today() })]);
    await batch(db, [view('/', { visitor_key: key, key_day: today() })]);
    // A key made with another day's salt is not a visitor of today.
    await batch(db, [view('/', { visitor_key: randomUUID(), key_day: '2020-01-01' })]);
    expect(await ownerTotal('visitors', '')).toBe(visitorsBefore + 1);
  });

  it('take each hit’s client throttle: over the limit that hit counts nothing, the others do', async () => {
    const db = serverClient();
    const path = `/test/${randomUUID()}`;
    const client = (name: string) => ({ throttle_key: `insight:client:${path}:${name}`, max_hits: 2, window_ms: 60_000 });
    const answers = await batch(db, [view(path, client('a')), view(path, client('b')), view(path, client('a')), view(path, client('a')), view(path)]);
    expect(answers.map((waitMs) => (waitMs === null ? null : waitMs > 0))).toEqual([false, false, false, true, false]);
    expect(await ownerTotal('visits', path)).toBe(4);
    // The limit is shared with the next batch, as with another instance's.
    expect((await batch(serverClient(), [view(path, client('a')), view(path, client('b'))])).map((waitMs) => waitMs! > 0)).toEqual([true, false]);
    expect(await ownerTotal('visits', path)).toBe(5);
  });

  it('leave out a hit whose own values are out of bounds, and count the rest', async () => {
    const path = `/test/${randomUUID()}`;
    const answers = await batch(serverClient(), [view(path), view(`/${'a'.repeat(300)}`), view(path, { referrer_host: 'x'.repeat(301) }), view('')]);
    expect(answers).toEqual([0, null, null, null]);
    expect(await ownerTotal('visits', path)).toBe(1);
  });

  it('store nothing of a batch the database refuses, and take none of its throttles', async () => {
    const db = serverClient();
    const path = `/test/${randomUUID()}`;
    const throttle = { throttle_key: `insight:client:${path}`, max_hits: 1, window_ms: 60_000 };
    const { error } = await db.rpc('record_insight_batch', { hits: [view(path, throttle), { hit_metric: 'purchase', hit_path: path }] });
    expect(error?.message).toContain('insight_totals_metric_valid');
    expect(await ownerTotal('visits', path)).toBe(0);
    expect(await batch(db, [view(path, throttle)])).toEqual([0]);
    expect(await ownerTotal('visits', path)).toBe(1);
  });

  it('refuse an empty batch and one of more than 1000 hits', async () => {
    const db = serverClient();
    for (const hits of [[], Array.from({ length: 1001 }, () => view('/'))]) {
      expect((await db.rpc('record_insight_batch', { hits })).error?.message).toContain('1 to 1000 hits');
    }
  });
});

describe('the beacon endpoint', () => {
  const session = ownerSession();
  const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36' };
  const send = (path: string, client: string) => acceptHit(JSON.stringify({ path, screen: 'l' }), new Headers({ ...browser, 'x-forwarded-for': client }));

  it('stores only pages that exist, each under one spelling, and a share link’s page never with its token', async () => {
    const project = await session.add(projectSchema.parse({ title: `Beacon ${randomUUID().slice(0, 8)}`, description: 'Shared by link.', category: 'other', visibility: 'private' }));
    const created = await createShareLink(session.db, { projectId: project.id, name: 'Beacon test', expiresOn: null });
    if (!created.ok) throw new Error(created.message);
    const { token } = created.value;
    const junk = `/buy-followers-${randomUUID()}`;
    const variants = [
      `/projects/${project.slug}/share/${token}`,
      `/projects/${project.slug}/share//${token}`,
      `/projects/${project.slug}/share%2F${token}`,
      `/projects/${project.slug}/share/${token}/x`,
      `/projects/${project.slug}/share/${token}/opengraph-image`,
      junk,
      junk,
      junk,
    ];
    // Each from its own client, as distinct visitors would be.
    for (const [n, path] of variants.entries()) expect(await send(path, `198.51.100.${n + 1}`)).toBe(204);

    const { data, error } = await (await ownerClient()).from('insight_totals').select('metric, label, n').eq('day', today());
    if (error) throw error;
    expect(JSON.stringify(data)).not.toContain(token);
    expect(data.filter((row) => row.label === junk)).toEqual([]);
    // The first three are the share page as a browser means it; the rest are no page at all.
    expect(await ownerTotal('visits', `/projects/${project.slug}/share`)).toBe(3);
  });

  it('answers a burst of hits, each once it is stored, and a client over its limit 429 with nothing counted', async () => {
    const before = await ownerTotal('visits', '/privacy');
    // 40 visitors at once, and one client sending 61 hits: the limit is 60 a minute.
    const visitors = Array.from({ length: 40 }, (_, i) => send('/privacy', `192.0.2.${i + 1}`));
    const flood = Array.from({ length: 61 }, () => send('/privacy', '203.0.113.99'));
    expect(await visitors[0]).toBe(204);
    expect(await ownerTotal('visits', '/privacy')).toBeGreaterThan(before);
    const statuses = await Promise.all([...visitors, ...flood]);
    expect(statuses.slice(0, 40)).toEqual(Array(40).fill(204));
    expect(statuses.slice(40).filter((status) => status === 204)).toHaveLength(60);
    expect(statuses.slice(40).filter((status) => status === 429)).toHaveLength(1);
    expect((await ownerTotal('visits', '/privacy')) - before).toBe(100);
  });
});
