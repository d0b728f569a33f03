// Everything the bench starts is registered here, so an error or Ctrl-C stops all of it.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** @type {Map<symbol, { name: string, stop: () => Promise<void>, pgid?: number }>} */
const running = new Map();
let stopping = false;

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Registers something to stop. Returns its stop function, which runs `stopFn` once and
 * unregisters it, so the owner and stopAll() may both call it.
 */
export function track(name, stopFn, { pgid } = {}) {
  const key = Symbol(name);
  let done = null;
  const stop = () => {
    done ??= Promise.resolve()
      .then(stopFn)
      .catch((error) => console.error(`[bench] stopping ${name} failed: ${error.message}`))
      .finally(() => running.delete(key));
    return done;
  };
  running.set(key, { name, stop, pgid });
  return stop;
}

export const isStopping = () => stopping;

/** Stops everything still registered, newest first (the app before its backend). */
export async function stopAll() {
  stopping = true;
  for (const entry of [...running.values()].reverse()) await entry.stop();
}

const isAlive = (child) => child.exitCode === null && child.signalCode === null;

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Spawns `node <args>` as the leader of its own process group, output written to logFile,
 * and tracks it: stopping kills the whole group, so `next build`/`next start` workers go too.
 * @returns {{ child: import('node:child_process').ChildProcess, stop: () => Promise<void>, exited: Promise<void> }}
 */
export function spawnTracked(name, args, { env, cwd, logFile, onStdout }) {
  mkdirSync(path.dirname(logFile), { recursive: true });
  // One log per run: a failure message quotes its tail.
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => onStdout?.(chunk));
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  // Resolves once the log is flushed too, so a failure message can quote it.
  const exited = new Promise((resolve) => child.once('close', () => log.end(resolve)));
  const stop = track(
    name,
    async () => {
      if (isAlive(child)) {
        signalGroup(child, 'SIGTERM');
        const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      // Workers that ignored SIGTERM while their leader exited.
      signalGroup(child, 'SIGKILL');
    },
    { pgid: child.pid },
  );
  exited.then(() => {
    if (!stopping) signalGroup(child, 'SIGKILL');
  });
  return { child, stop, exited };
}

// Last resort when the bench itself dies: detached groups would otherwise outlive it.
process.on('exit', () => {
  for (const { pgid } of running.values()) {
    if (!pgid) continue;
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});
