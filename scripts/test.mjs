// `npm test`, what CI runs, arranged so that work which mostly waits runs beside work which keeps
// the cores busy (docs/PERFORMANCE.md has the phases' times):
//   1. lint and the type check, while the end-to-end site starts building;
//   2. Vitest's integration files, which take turns on one backend, while the build ends; once
//      the site is up, the quiet Playwright specs run on it (the scheduled post mostly waits for
//      pages to refresh by themselves, and nothing else touches that site yet), and beside them
//      Vitest's unit tests, the SQL contract and the file that upgrades older schemas on backends
//      of its own; once that file ends, the other Vitest files that start backends of their own
//      fill the cores the quiet specs leave idle, and go on beside the next phase;
//   3. the parallel Playwright specs, two workers;
//   4. the home specs, in two groups side by side, and the two that stop the backend.
// Output of whatever runs beside is printed when it ends. Each step fails the run; everything
// started here is stopped at the end.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildE2eSite } from './harness/e2e.mjs';
import { repoRoot } from './local-supabase.mjs';
import { stopAll } from './harness/processes.mjs';

/** Runs an npm script or tool with this terminal; resolves to its exit code. */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Like run(), but keeps the output to print later, so two suites running at once stay readable. */
function runQuietly(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.once('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output).toString() }));
  });
}

/** A tool of this repo's node_modules/.bin: what npx would start, without npx's half second of CPU per call. */
const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);
const tool = (name, ...args) => run(bin(name), args);

async function main() {
  const started = Date.now();
  const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
  // The end-to-end site builds from the start: its build is the longest step before the quiet specs.
  const building = buildE2eSite();
  // Reported where it is awaited, but never left unhandled meanwhile (a failed lint stops first).
  building.catch(() => {});
  const [lint, types] = await Promise.all([tool('eslint', '.'), tool('tsc', '--noEmit')]);
  if (lint !== 0 || types !== 0) return 1;
  console.log(`\n[test] lint and types passed (${elapsed()}); Vitest now, beside the end-to-end site's build\n`);

  let site;
  const siteUp = building.then(async (built) => {
    site = await built.start();
    console.log(`\n[test] the end-to-end site is up (${elapsed()}); its quiet specs, the rest of Vitest and the schema upgrades run beside the integration files, reported after them\n`);
  });
  /** Runs quietly once `after` settles; resolves to what report() prints. */
  const beside = (label, after, command, args, env) =>
    after
      .then(async () => ({ label, ...(await runQuietly(command, args, env?.())), ended: elapsed() }))
      .catch((error) => ({ label, code: 1, output: `[test] the end-to-end site: ${error instanceof Error ? error.message : error}\n`, ended: elapsed() }));
  const report = (results) => {
    for (const { label, output, ended } of results) {
      console.log(`\n[test] ${label} (ended at ${ended}):\n`);
      process.stdout.write(output);
    }
    return results.every(({ code }) => code === 0);
  };
  try {
    // Vitest's integration files take turns on its one shared backend, so the rest of Vitest runs
    // beside them rather than after.
    const integration = tool('vitest', 'run', '--project', 'integration').then((code) => ({ code, ended: elapsed() }));
    // Started once the site is up, not with the integration files: the build leads to the
    // scheduled post, the longest wait of the run, so it needs the cores more than they do.
    const siteSettled = siteUp.catch(() => {});
    const upgrades = beside('Vitest, the schema upgrades', siteSettled, bin('vitest'), ['run', '--project', 'upgrades']);
    const quietWork = Promise.all([
      beside('Vitest, the unit tests and the SQL contract', siteSettled, bin('vitest'), ['run', '--project', 'unit', '--project', 'postgres']),
      beside('the quiet Playwright specs', siteUp, bin('playwright'), ['test'], () => ({ ...site.env, E2E_PHASE: 'quiet' })),
      upgrades,
    ]);
    // Started when the schema upgrades end: the quiet specs then mostly wait, and the cores idle.
    const ownBackend = beside('Vitest, the files with backends of their own', upgrades, bin('vitest'), ['run', '--project', 'own-backend']);
    // Whatever fails, the files above end before the run does, and their output is printed.
    const endToEnd = async () => {
      const [vitest, besideVitest] = await Promise.all([integration, quietWork]);
      console.log(`\n[test] Vitest's integration tests ${vitest.code === 0 ? 'passed' : 'failed'} (${vitest.ended}); beside them:\n`);
      if (!report(besideVitest) || vitest.code !== 0) return false;

      console.log(`\n[test] the parallel Playwright specs against ${site.env.E2E_BASE_URL} (${elapsed()}), beside the Vitest files with backends of their own, reported after\n`);
      if ((await run(bin('playwright'), ['test'], { ...site.env, E2E_PHASE: 'parallel' })) !== 0) return false;

      console.log(`\n[test] the home specs and the last two (${elapsed()})\n`);
      return (await run(bin('playwright'), ['test'], { ...site.env, E2E_PHASE: 'home' })) === 0;
    };
    const passed = await endToEnd();
    return report([await ownBackend]) && passed ? 0 : 1;
  } finally {
    await site?.stop();
    console.log(`\n[test] done in ${elapsed()}`);
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void stopAll().then(() => process.exit(130)));
}

main()
  .then(async (code) => {
    await stopAll();
    process.exit(code);
  })
  .catch(async (error) => {
    console.error(`[test] ${error instanceof Error ? error.message : error}`);
    await stopAll();
    process.exit(1);
  });
