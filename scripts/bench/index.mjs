// `npm run bench`: installs the bench's own tools (Lighthouse, autocannon) on first use, into
// scripts/bench/node_modules, so the app and its tests never install them; then runs main.mjs.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const readJson = (...parts) => {
  try {
    return JSON.parse(readFileSync(path.join(benchDir, ...parts), 'utf8'));
  } catch {
    return null;
  }
};

const { dependencies } = readJson('package.json');
const locked = readJson('package-lock.json').packages;
const isInstalled = Object.keys(dependencies).every(
  (name) => readJson('node_modules', name, 'package.json')?.version === locked[`node_modules/${name}`]?.version,
);
if (!isInstalled) {
  console.error('[bench] installing the bench tools into scripts/bench/node_modules (first run only)…');
  const isWindows = process.platform === 'win32';
  const result = spawnSync(isWindows ? 'npm.cmd' : 'npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: benchDir,
    stdio: 'inherit',
    shell: isWindows,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('./main.mjs');
