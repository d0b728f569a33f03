// The production app for the test suites and the bench: `next build` into its own dist dir
// and `next start` on loopback, against a backend the caller started (never through
// scripts/with-backend.mjs, which would start one of its own).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../local-supabase.mjs';
import { logTail, spawnGroup } from './processes.mjs';

const nextBin = path.join(repoRoot, 'node_modules', 'next', 'dist', 'bin', 'next');

/**
 * Environment for `next build` and `next start`; the build inlines the NEXT_PUBLIC_* values.
 * The app runs as behind one trusted proxy (TRUSTED_PROXY_HOPS=1): a test or bench client
 * plays that proxy and names the visitor in X-Forwarded-For, so distinct visitors come from
 * one machine the way a real proxy would present them.
 * @param {{ backend: { url: string, publishableKey: string, secretKey: string }, siteUrl: string, distDir: string }} options
 * @returns {Record<string, string>}
 */
export function appEnv({ backend, siteUrl, distDir }) {
  return {
    NEXT_PUBLIC_SUPABASE_URL: backend.url,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: backend.publishableKey,
    SUPABASE_SECRET_KEY: backend.secretKey,
    TRUSTED_PROXY_HOPS: '1',
    NEXT_PUBLIC_SITE_URL: siteUrl,
    // A build for a local backend, served on localhost: lib/env.ts lets its site URL be localhost.
    LOCAL_BACKEND: '1',
    // Its own dist dir (git-ignored as .next-*/): never clobbers `npm run build` or another run.
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: '1',
    // `npm test` type-checks before; these builds measure and test the output, not the types.
    NEXT_SKIP_TYPECHECK: '1',
    // Turbopack keeps a build cache beside the build, which makes the next build of the same
    // dist dir about 5 s faster and this one about 5 s (8 s of CPU) slower. CI builds a clean
    // clone, whose cache nobody reads.
    NEXT_BUILD_CACHE: process.env.CI ? '0' : '1',
  };
}

/**
 * @param {string} name
 * @param {string[]} args
 * @param {Record<string, string>} env
 * @param {string} logFile
 * @param {(chunk: string) => void} [onStdout]
 */
function runNext(name, args, env, logFile, onStdout) {
  // NODE_ENV from the caller's shell would change what Next builds.
  return spawnGroup(name, [nextBin, ...args], { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'production', ...env }, logFile, onStdout });
}

/**
 * `next build`; resolves to its duration and stdout (which holds the route table).
 * @param {Record<string, string>} env
 * @param {string} logFile
 * @param {{ dir?: string }} [options] another app's directory (the bench's bare page); the site by default
 */
export async function buildApp(env, logFile, { dir = repoRoot } = {}) {
  const started = Date.now();
  let stdout = '';
  const { child, stop, exited } = runNext('next build', ['build', dir], env, logFile, (chunk) => {
    stdout += chunk;
  });
  await exited;
  await stop();
  // The route types Next writes for tsc would go stale as soon as a route changes, and
  // tsconfig.json includes them: `npm test` type-checks before it builds again.
  rmSync(path.join(dir, env.NEXT_DIST_DIR ?? '.next', 'types'), { recursive: true, force: true });
  if (child.exitCode !== 0) throw new Error(`next build failed (exit ${child.exitCode ?? child.signalCode}); see ${logFile}\n${logTail(logFile)}`);
  return { ms: Date.now() - started, stdout };
}

/**
 * `next start` on localhost:port (loopback only); resolves once it answers, fails loudly if it does not.
 * @param {number} port
 * @param {Record<string, string>} env
 * @param {string} logFile
 * @returns {Promise<{ url: string, pid: number | undefined, stop: () => Promise<void> }>}
 */
export async function startApp(port, env, logFile, { timeoutMs = 60_000, dir = repoRoot } = {}) {
  // Idle keep-alive sockets stay open longer than any pause in a test, so a client never
  // reuses one the server is closing at that moment (an ECONNRESET otherwise).
  // `localhost`, not 127.0.0.1: Next calls every loopback address `localhost` in the proxy, and
  // with `-H 127.0.0.1` takes the proxy's same-site rewrites for external ones.
  const args = ['start', dir, '-H', 'localhost', '-p', String(port), '--keepAliveTimeout', '120000'];
  const { child, stop } = runNext('next start', args, env, logFile);
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`next start exited (${child.exitCode ?? child.signalCode}); see ${logFile}\n${logTail(logFile)}`);
    }
    try {
      const response = await fetch(`${url}/robots.txt`, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      if (response.ok) return { url, pid: child.pid, stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`next start did not answer on ${url} within ${timeoutMs / 1000} s; see ${logFile}\n${logTail(logFile)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
