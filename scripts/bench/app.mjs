// The production app for the bench: `next build` and `next start` run directly (not through
// scripts/with-backend.mjs, which would start a backend of its own) against the bench backend.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../local-supabase.mjs';
import { isStopping, spawnTracked } from './processes.mjs';

const nextBin = path.join(repoRoot, 'node_modules', 'next', 'dist', 'bin', 'next');

/** What the symbols in Next's route table mean. */
export const ROUTE_KINDS = { '○': 'Static', '●': 'SSG', ƒ: 'Dynamic', '◐': 'Partial Prerender' };

/** Environment for `next build` and `next start`; the build inlines the NEXT_PUBLIC_* values. */
export function appEnv({ backend, siteUrl }) {
  return {
    NEXT_PUBLIC_SUPABASE_URL: backend.url,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: backend.publishableKey,
    NEXT_PUBLIC_SITE_URL: siteUrl,
    // Its own dist dir (git-ignored as .next-*/): never clobbers `npm run build` or the e2e build.
    NEXT_DIST_DIR: '.next-bench',
    NEXT_TELEMETRY_DISABLED: '1',
    // `npm test` type-checks; the bench measures the output, not the types.
    NEXT_SKIP_TYPECHECK: '1',
  };
}

function runNext(name, args, env, logFile, onStdout) {
  return spawnTracked(name, [nextBin, ...args], {
    cwd: repoRoot,
    // NODE_ENV from the caller's shell would change what Next builds.
    env: { ...process.env, NODE_ENV: 'production', ...env },
    logFile,
    onStdout,
  });
}

const logTail = (logFile) => readFileSync(logFile, 'utf8').trim().split('\n').slice(-15).join('\n');

/** `next build`; resolves to its duration and stdout (which holds the route table). */
export async function buildApp(env, logFile) {
  const started = Date.now();
  let stdout = '';
  const { child, stop, exited } = runNext('next build', ['build'], env, logFile, (chunk) => {
    stdout += chunk;
  });
  await exited;
  await stop();
  if (isStopping()) throw new Error('next build interrupted');
  if (child.exitCode !== 0) throw new Error(`next build failed (exit ${child.exitCode ?? child.signalCode}); see ${logFile}\n${logTail(logFile)}`);
  return { ms: Date.now() - started, stdout };
}

// ANSI colour codes, in case Next thinks it writes to a terminal.
const ansi = /\x1b\[[0-9;]*m/g;

/**
 * Route → symbol from the build's route table, e.g. { '/': '○', '/projects/[id]': '●' }.
 * Next 16 prints a dynamic segment without a symbol and its prerendered paths beneath it
 * ("├   /projects/[id]" then "│ ├ ● /projects/…"); such a route gets its paths' symbol.
 */
export function parseRouteTable(stdout) {
  const routes = {};
  let parent = null;
  let inTable = false;
  for (const rawLine of stdout.replace(ansi, '').split('\n')) {
    const line = rawLine.trimEnd();
    if (/^Route \(/.test(line)) {
      inTable = true;
      continue;
    }
    if (!inTable) continue;
    if (line === '') {
      if (Object.keys(routes).length) inTable = false;
      continue;
    }
    const top = /^[┌├└]\s+([○●ƒ◐])?\s*(\/\S*)/.exec(line);
    if (top) {
      const [, symbol, route] = top;
      parent = symbol ? null : route;
      if (symbol) routes[route] = symbol;
      continue;
    }
    const child = /^│\s+[├└]\s+([○●ƒ◐])\s/.exec(line);
    if (child && parent && !routes[parent]) routes[parent] = child[1];
  }
  return routes;
}

/** `next start` on 127.0.0.1:port; resolves once it answers. */
export async function startApp(port, env, logFile) {
  const { child, stop } = runNext('next start', ['start', '-H', '127.0.0.1', '-p', String(port)], env, logFile);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`next start exited (${child.exitCode ?? child.signalCode}); see ${logFile}\n${logTail(logFile)}`);
    }
    try {
      if ((await fetch(`${url}/robots.txt`, { signal: AbortSignal.timeout(2000) })).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`next start did not answer on ${url} within 60 s; see ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop };
}
