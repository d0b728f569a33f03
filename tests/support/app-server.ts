import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

export type AppEnv = Record<string, string>;

function run(args: string[], env: AppEnv, logFile: string): ChildProcess {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, [nextBin, ...args], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  return child;
}

/** `next build` into its own dist dir, so it never clobbers the developer's .next. */
export function buildApp(env: AppEnv, logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = run(['build'], env, logFile);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next build failed (exit ${code}); see ${logFile}`))));
  });
}

/** `next start` on 127.0.0.1:port; resolves once the home page answers. */
export async function startApp(port: number, env: AppEnv, logFile: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = run(['start', '-p', String(port), '-H', '127.0.0.1'], env, logFile);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}; see ${logFile}`);
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  return { url, stop };
}
