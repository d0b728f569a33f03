// Child processes for the test suites and the bench: each runs as the leader of its own
// process group, so stopping it also stops the workers it spawned (`next build`, `next start`).
// Everything started here is registered, so an error or Ctrl-C can stop all of it at once.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** @type {Map<symbol, { name: string, stop: () => Promise<void>, pid?: number }>} */
const running = new Map();
let stopping = false;

const isWindows = process.platform === 'win32';

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/**
 * Registers something to stop. Returns its stop function, which runs `stopFn` once and
 * unregisters it, so the owner and stopAll() may both call it.
 * @param {string} name
 * @param {() => unknown} stopFn
 * @param {{ pid?: number }} [options] the group leader's pid, killed if this process dies first
 */
export function track(name, stopFn, { pid } = {}) {
  const key = Symbol(name);
  /** @type {Promise<void> | null} */
  let done = null;
  const stop = () => {
    done ??= Promise.resolve()
      .then(stopFn)
      .then(() => undefined)
      .catch((error) => console.error(`[harness] stopping ${name} failed: ${error.message}`))
      .finally(() => running.delete(key));
    return done;
  };
  running.set(key, { name, stop, pid });
  return stop;
}

export const isStopping = () => stopping;

/** Stops everything still registered, newest first (an app before its backend). */
export async function stopAll() {
  stopping = true;
  for (const entry of [...running.values()].reverse()) await entry.stop();
}

/** Signals a whole process group (POSIX) or process tree (Windows). */
export function signalGroup(pid, signal) {
  try {
    if (isWindows) spawnSync('taskkill', ['/pid', String(pid), '/T', '/F'], { stdio: 'ignore' });
    else process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** The last lines of a log, for error messages that say what went wrong. */
export function logTail(logFile, lines = 20) {
  try {
    return readFileSync(logFile, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Spawns `node <args>` as a process-group leader, output appended to `logFile`, and tracks it.
 * @param {string} name
 * @param {string[]} args
 * @param {{ env: NodeJS.ProcessEnv, cwd: string, logFile: string, onStdout?: (chunk: string) => void }} options
 * @returns {{ child: import('node:child_process').ChildProcess, stop: () => Promise<void>, exited: Promise<void> }}
 */
export function spawnGroup(name, args, { env, cwd, logFile, onStdout }) {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, args, { cwd, env, detached: !isWindows, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => onStdout?.(chunk.toString()));
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  // Resolves once the log is flushed too, so a failure message can quote it.
  const exited = new Promise((resolve) => child.once('close', () => log.end(resolve)));
  const pid = /** @type {number} */ (child.pid);
  const isAlive = () => child.exitCode === null && child.signalCode === null;
  const stop = track(
    name,
    async () => {
      if (isAlive()) {
        signalGroup(pid, 'SIGTERM');
        const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      // Workers that ignored SIGTERM while their leader exited.
      signalGroup(pid, 'SIGKILL');
    },
    { pid },
  );
  // A leader that exits on its own may leave workers behind.
  void exited.then(() => signalGroup(pid, 'SIGKILL'));
  return { child, stop, exited };
}

// Last resort when the calling process dies: detached groups would otherwise outlive it.
process.on('exit', () => {
  for (const { pid } of running.values()) if (pid) signalGroup(pid, 'SIGKILL');
});
