// What the bench's measures share: percentiles of timings, calls at a steady rate, and the run of one measure on its own
// (`node scripts/bench/<measure>.mjs …`): a scratch backend, a production build into .next-bench
// on it, the app started, the measure, then everything stopped.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The value below which `p` % of `sorted` (ascending) lie. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** The median, 95th percentile and maximum of timings in ms, rounded to the millisecond. */
export function spread(timings) {
  const sorted = timings.toSorted((a, b) => a - b);
  return { p50Ms: Math.round(percentile(sorted, 50)), p95Ms: Math.round(percentile(sorted, 95)), maxMs: Math.round(sorted.at(-1)) };
}

/**
 * Calls `send(i)` `rate` times a second for `seconds` seconds, open-loop: call i starts at its
 * scheduled time whether or not earlier ones have answered. Each call answers its outcome (a
 * status, 'stored'), a rejection counts under its message; every outcome but `ok` is an error.
 * Resolves once every call has answered.
 */
export async function sendOpenLoop({ rate, seconds, ok, send }) {
  const total = rate * seconds;
  const latencies = [];
  const outcomes = {};
  let errors = 0;
  const count = (outcome) => {
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    if (outcome !== ok) errors += 1;
  };
  const start = performance.now();
  const inFlight = [];
  for (let i = 0; i < total; i++) {
    const wait = start + (i * 1000) / rate - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const sent = performance.now();
    inFlight.push(
      send(i).then(
        (outcome) => {
          latencies.push(performance.now() - sent);
          count(outcome);
        },
        (error) => count(error.message),
      ),
    );
  }
  const sendingSec = (performance.now() - start) / 1000;
  await Promise.all(inFlight);
  return { rate, seconds, sent: total, achievedRate: Math.round(total / sendingSec), ...spread(latencies), errors, outcomes };
}

/** Whether the module at `moduleUrl` is the script node was started with (not imported by the full bench). */
export const isRunAlone = (moduleUrl) => Boolean(process.argv[1]) && path.resolve(process.argv[1]) === fileURLToPath(moduleUrl);

/** Runs `measure(app, backend)` on a fresh backend and build of its own, logging to bench/logs/<name>-*.log. */
export async function runAlone(name, measure) {
  // Imported here: the full bench imports the measures without starting anything of theirs.
  const { appEnv, buildApp, startApp } = await import('../harness/app.mjs');
  const { startScratchBackend } = await import('../harness/backend.mjs');
  const { freePort, stopAll } = await import('../harness/processes.mjs');
  const { repoRoot } = await import('../local-supabase.mjs');
  const log = (part) => path.join(repoRoot, 'bench', 'logs', `${name}-${part}.log`);
  try {
    const backend = await startScratchBackend({ logFile: log('backend') });
    const port = await freePort();
    const env = appEnv({ backend, siteUrl: `http://localhost:${port}`, distDir: '.next-bench' });
    await buildApp(env, log('build'));
    const app = await startApp(port, env, log('server'));
    await measure(app, backend);
  } finally {
    await stopAll();
  }
}
