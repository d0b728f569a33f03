import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { acceptHit } from '@/lib/insights/accept';
import { createShareLink } from '@/lib/share-links/admin';
import { projectSchema } from '@/lib/projects/schema';
import { anonClient, freshUserClient, ownerClient, ownerSession, serverClient } from './clients';

// The Insights totals: only the server's secret key writes them (through public.record_insight),
// only owners read them, and concurrent hits from separate instances add up exactly.

const today = () => new Date().toISOString().slice(0, 10);

async function ownerTotal(metric: string, label: string): Promise<number> {
  const { data, error } = await (await ownerClient()).from('insight_totals').select('n').eq('day', today()).eq('metric', metric).eq('label', label);
  if (error) throw error;
  return data.reduce((sum, row) => sum + Number(row.n), 0);
}

const hit = (db: ReturnType<typeof serverClient>, path: string, visitor?: string) =>
  db.rpc('record_insight', { hit_metric: 'visits', hit_path: path, screen_class: 'l', visitor_key: visitor ?? null, key_day: visitor ? today() : null });

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
      expect((await db.rpc('record_insight', { hit_metric: 'visits', hit_path: path })).error).not.toBeNull();
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

  it('add up exactly when two instances send hits to one path at once', async () => {
    const path = `/test/${randomUUID()}`;
    const instances = [serverClient(), serverClient()];
    const PER_INSTANCE = 60;
    const results = await Promise.all(instances.flatMap((db) => Array.from({ length: PER_INSTANCE }, () => hit(db, path))));
    expect(results.map((result) => result.error)).toEqual(results.map(() => null));
    expect(await ownerTotal('visits', path)).toBe(2 * PER_INSTANCE);
  });

  it('count a visitor once a day, and only with today’s salt', async () => {
    const db = serverClient();
    const { data: salt } = await db.rpc('insight_salt').single<{ day: string; salt: string }>();
    expect(salt?.day).toBe(today());
    expect(salt?.salt).toMatch(/^[0-9a-f]{64}$/);
    const visitorsBefore = await ownerTotal('visitors', '');
    const key = randomUUID().replaceAll('-', '');
    await hit(db, '/', key);
    await hit(db, '/projects', key);
    // A key made with another day's salt is not a visitor of today.
    await db.rpc('record_insight', { hit_metric: 'visits', hit_path: '/', visitor_key: randomUUID(), key_day: '2020-01-01' });
    expect(await ownerTotal('visitors', '')).toBe(visitorsBefore + 1);
  });

  it('take a beacon hit with its client throttle in one call: over the limit nothing is counted', async () => {
    const db = serverClient();
    const path = `/test/${randomUUID()}`;
    const throttled = (n: number) =>
      db.rpc('record_insight_hit', { throttle_key: `insight:client:${path}`, max_hits: 2, window_ms: 60_000, hit_metric: 'visits', hit_path: path }).then(({ data, error }) => {
        if (error) throw error;
        return [n, data as number] as const;
      });
    const answers = [await throttled(1), await throttled(2), await throttled(3)];
    expect(answers.map(([, waitMs]) => waitMs > 0)).toEqual([false, false, true]);
    expect(await ownerTotal('visits', path)).toBe(2);
    expect((await anonClient().rpc('record_insight_hit', { throttle_key: 'x', max_hits: 2, window_ms: 60_000, hit_metric: 'visits', hit_path: path })).error).not.toBeNull();
  });

  it('refuse a metric the table does not know', async () => {
    const { error } = await serverClient().rpc('record_insight', { hit_metric: 'purchase', hit_path: '/' });
    expect(error?.message).toContain('insight_totals_metric_valid');
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
});
