// `npm test`, what CI runs: lint and the type check, then the Vitest suites while the end-to-end
// site is built beside them (the build is most of the end-to-end run's start), then Playwright
// against that site. Each step fails the run; everything started here is stopped at the end.
import { spawn } from 'node:child_process';
import { buildE2eSite } from './harness/e2e.mjs';
import { stopAll } from './harness/processes.mjs';

/** Runs an npm script or tool with this terminal; resolves to its exit code. */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const npx = (...args) => run('npx', args);

async function main() {
  const started = Date.now();
  const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
  const [lint, types] = await Promise.all([npx('eslint', '.'), npx('tsc', '--noEmit')]);
  if (lint !== 0 || types !== 0) return 1;
  console.log(`\n[test] lint and types passed (${elapsed()}); Vitest now, the end-to-end site builds beside it\n`);

  const building = buildE2eSite();
  // Reported below, after Vitest, but never left unhandled meanwhile.
  building.catch(() => {});
  if ((await npx('vitest', 'run')) !== 0) return 1;
  const site = await (await building).start();
  console.log(`\n[test] Vitest passed (${elapsed()}); Playwright against ${site.env.E2E_BASE_URL}\n`);
  try {
    return await run('npx', ['playwright', 'test'], site.env);
  } finally {
    await site.stop();
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
