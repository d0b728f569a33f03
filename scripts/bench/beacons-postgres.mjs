// Insights hits against real PostgreSQL: the database side of the beacon bench. There is no
// PostgREST in front of this server, so no HTTP: `rate` page views a second for `seconds` seconds
// go through the app's own write buffer (lib/data/write-batcher.mjs with lib/insights/hit-batches.mjs,
// as lib/insights/record.ts uses them), whose calls run public.record_insight_batch as
// service_role over `pg`, one connection per simulated instance. Each hit has its own client
// throttle key, as each beacon of the HTTP bench has its own address. Latency is from a hit's
// arrival to its batch being stored; stored is what /privacy's total grew by.
// `--per-hit` sends each hit in a call of its own instead, over a pool of 10 connections (as
// PostgREST would), for comparison.
// Alone: `node scripts/bench/beacons-postgres.mjs [rate] [seconds] [instances] [--per-hit]`.
import { createHash } from 'node:crypto';
import { HIT_BATCH_LIMITS } from '../../lib/insights/hit-batches.mjs';
import { createWriteBatcher } from '../../lib/data/write-batcher.mjs';
import { connect, prepareProject, startServer } from '../harness/postgres.mjs';
import { freePort } from '../harness/processes.mjs';
import { isRunAlone, percentile, sendOpenLoop } from './alone.mjs';

const LABEL = '/privacy';
const PER_HIT_POOL = 10;

/** A throttle key shaped as lib/data/throttle.ts's limitKey makes one, for client i. */
const throttleKeyOf = (i) => `insight:client:${createHash('sha256').update(String(i)).digest('hex').slice(0, 32)}`;

async function asServiceRole(server) {
  const client = await connect(server, 'authenticator');
  await client.query('set role service_role');
  return client;
}

/** What /privacy's visits add up to, read as the tables' owner. */
async function storedTotal(server) {
  const client = await connect(server, 'postgres');
  try {
    const { rows } = await client.query(`select coalesce(sum(n), 0) as n from public.insight_totals where metric = 'visits' and label = $1`, [LABEL]);
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

/**
 * @param {{ port: number, password: string }} server prepared by scripts/harness/postgres.mjs
 * @param {{ rate?: number, seconds?: number, instances?: number, perHit?: boolean }} [options]
 */
export async function measureBeaconsOnPostgres(server, { rate = 200, seconds = 30, instances = 1, perHit = false } = {}) {
  const setup = await asServiceRole(server);
  const { rows } = await setup.query('select day from public.insight_salt()');
  await setup.end();
  const day = rows[0].day.toISOString().slice(0, 10);

  const calls = { count: 0, hits: 0, largest: 0, durations: [] };
  const callBatch = async (client, hits) => {
    calls.count += 1;
    calls.hits += hits.length;
    calls.largest = Math.max(calls.largest, hits.length);
    const started = performance.now();
    const { rows: [row] } = await client.query('select public.record_insight_batch($1) as outcomes', [JSON.stringify(hits)]);
    calls.durations.push(performance.now() - started);
    return row.outcomes;
  };

  /** @type {import('pg').Client[]} */
  const clients = [];
  /** @type {((hit: object) => Promise<number | null>)[]} */
  let senders;
  if (perHit) {
    for (let i = 0; i < PER_HIT_POOL; i++) clients.push(await asServiceRole(server));
    const idle = [...clients];
    /** @type {(() => void)[]} */
    const queue = [];
    const withClient = async (fn) => {
      while (idle.length === 0) await new Promise((resolve) => queue.push(resolve));
      const client = idle.pop();
      try {
        return await fn(client);
      } finally {
        idle.push(client);
        queue.shift()?.();
      }
    };
    senders = [(hit) => withClient(async (client) => (await callBatch(client, [hit]))[0])];
  } else {
    for (let i = 0; i < instances; i++) clients.push(await asServiceRole(server));
    senders = clients.map((client) => createWriteBatcher((hits) => callBatch(client, hits), HIT_BATCH_LIMITS));
  }

  const before = await storedTotal(server);
  try {
    const sending = await sendOpenLoop({
      rate,
      seconds,
      ok: 'stored',
      send: async (i) => {
        const waitMs = await senders[i % senders.length]({
          hit_metric: 'visits',
          hit_path: LABEL,
          screen_class: 'l',
          visitor_key: createHash('sha256').update(`visitor ${i}`).digest('hex').slice(0, 32),
          key_day: day,
          throttle_key: throttleKeyOf(i),
          max_hits: 60,
          window_ms: 60_000,
        });
        return waitMs === 0 ? 'stored' : waitMs === null ? 'out of bounds' : 'throttled';
      },
    });
    const stored = (await storedTotal(server)) - before;
    return {
      mode: perHit ? `one call per hit, pool of ${PER_HIT_POOL}` : `batched, ${instances} instance${instances === 1 ? '' : 's'}`,
      ...sending,
      calls: calls.count,
      callP50Ms: Math.round(percentile(calls.durations.toSorted((a, b) => a - b), 50) * 10) / 10,
      callP95Ms: Math.round(percentile(calls.durations.toSorted((a, b) => a - b), 95) * 10) / 10,
      meanBatch: Math.round((calls.hits / calls.count) * 10) / 10,
      largestBatch: calls.largest,
      stored,
      storedEqualsSent: stored === sending.sent,
    };
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

export function formatBeaconsOnPostgres(result) {
  const outcomes = Object.entries(result.outcomes).map(([outcome, n]) => `${outcome}×${n}`).join(', ');
  return [
    `Insights hits on real PostgreSQL 17 (pg as service_role, no HTTP), ${result.mode}: ${result.rate}/s for ${result.seconds} s (${result.sent} hits, sent at ${result.achievedRate}/s)`,
    `  arrival → stored p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, max ${result.maxMs} ms; errors ${result.errors} (${outcomes})`,
    `  ${result.calls} calls, ${result.meanBatch} hits a call on average, ${result.largestBatch} at most; a call takes p50 ${result.callP50Ms} ms, p95 ${result.callP95Ms} ms`,
    `  stored total ${result.stored} of ${result.sent} sent: ${result.storedEqualsSent ? 'equal' : 'NOT EQUAL'}`,
  ].join('\n');
}

if (isRunAlone(import.meta.url)) {
  const args = process.argv.slice(2);
  const perHit = args.includes('--per-hit');
  const [rate = 200, seconds = 30, instances = 1] = args.filter((arg) => !arg.startsWith('--')).map(Number);
  // Leaving through exit lets the server's own exit hook stop it and remove its data directory.
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
  const server = await startServer(await freePort());
  try {
    await prepareProject(server);
    console.log(formatBeaconsOnPostgres(await measureBeaconsOnPostgres(server, { rate, seconds, instances, perHit })));
  } finally {
    await server.stop();
  }
}
