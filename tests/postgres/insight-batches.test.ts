import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

// Insights batches from several app instances at once, on real PostgreSQL with its real locks
// (the local backend runs one query at a time and never shows this). Unlike the contract's
// tests these commit, as instances do; they write under their own labels and keys and remove
// them afterwards.

const label = `/batches/${randomUUID()}`;
const run = randomUUID();
// In the order the database sorts them.
const keys = { first: `test:${run}:a`, second: `test:${run}:b` };

const connections: pg.Client[] = [];

async function connectAs(user: 'authenticator' | 'postgres', role?: string): Promise<pg.Client> {
  const { port, password } = inject('postgres');
  const client = new pg.Client({ host: '127.0.0.1', port, user, password, database: 'postgres' });
  await client.connect();
  if (role) await client.query(`set role ${role}`);
  connections.push(client);
  return client;
}

const view = (throttleKey: string) => ({ hit_metric: 'visits', hit_path: label, throttle_key: throttleKey, max_hits: 60, window_ms: 60_000 });

async function waitUntilBlocked(observer: pg.Client, pid: number) {
  for (let tries = 0; tries < 200; tries++) {
    const { rows } = await observer.query<{ waiting: boolean }>('select exists (select 1 from pg_locks where pid = $1 and not granted) as waiting', [pid]);
    if (rows[0]?.waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`backend ${pid} never waited for a lock`);
}

let owner: pg.Client;

beforeAll(async () => {
  owner = await connectAs('postgres');
  // Today's salt exists, as after the day's first hit: making it is a step every batch would queue for.
  await owner.query('select public.insight_salt()');
});

afterAll(async () => {
  await owner.query('delete from public.insight_totals where label = $1', [label]);
  await owner.query('delete from private.throttle_hits where key = any($1)', [Object.values(keys)]);
  await Promise.all(connections.map((client) => client.end()));
});

describe('insight batches from several instances', () => {
  it('never wait on each other in a cycle, whatever order their clients come in', async () => {
    const [holder, instanceA, instanceB] = await Promise.all([connectAs('postgres'), connectAs('authenticator', 'service_role'), connectAs('authenticator', 'service_role')]);
    const pidOf = async (client: pg.Client) => (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const [pidA, pidB] = await Promise.all([pidOf(instanceA), pidOf(instanceB)]);
    const batch = (client: pg.Client, hits: object[]) => client.query<{ outcomes: number[] }>('select public.record_insight_batch($1) as outcomes', [JSON.stringify(hits)]);

    // Something else holds the first client's throttle lock (a sign-in, another batch).
    await holder.query('begin');
    await holder.query(`select pg_advisory_xact_lock(hashtextextended('throttle:' || $1, 0))`, [keys.first]);
    // Instance B queues for it first; instance A's batch names the same two clients the other way round.
    const second = batch(instanceB, [view(keys.first), view(keys.second)]);
    await waitUntilBlocked(owner, pidB);
    const first = batch(instanceA, [view(keys.second), view(keys.first)]);
    await waitUntilBlocked(owner, pidA);
    await holder.query('commit');

    const answers = await Promise.allSettled([first, second]);
    expect(answers.map((answer) => (answer.status === 'fulfilled' ? answer.value.rows[0]!.outcomes : String(answer.reason)))).toEqual([
      [0, 0],
      [0, 0],
    ]);
    const { rows } = await owner.query<{ n: string }>(`select sum(n) as n from public.insight_totals where label = $1 and metric = 'visits'`, [label]);
    expect(Number(rows[0]!.n)).toBe(4);
  });
});
