// What the bench's measures share: percentiles of timings, and the run of one measure on its own
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
