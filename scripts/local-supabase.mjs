// The local Supabase-compatible backend (docs/ARCHITECTURE.md): @supabase/lite on PGlite, driven
// through its CLI with the repo's supabase/ migrations and seed. Used by the npm scripts,
// the test harness and the benchmark; the app itself never imports this file.
import { spawn, execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync, mkdtempSync, symlinkSync, rmSync, createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const liteCli = path.join(repoRoot, 'node_modules', '@supabase', 'lite', 'dist', 'cli', 'index.js');

export const DEFAULT_PORT = 54321;
export const DEFAULT_OWNER = {
  // Local-only defaults, printed by `npm run dev` and documented in the README.
  email: process.env.LOCAL_OWNER_EMAIL || 'owner@example.com',
  password: process.env.LOCAL_OWNER_PASSWORD || 'portfolio-owner',
};

/** The repo itself: data in supabase/.temp/, port 54321. */
export function defaultProject() {
  return { workdir: repoRoot, port: DEFAULT_PORT, tempDir: path.join(repoRoot, 'supabase', '.temp') };
}

/**
 * A throwaway project for tests and benchmarks: same migrations and seed, its own
 * port and data directory (only one process may open a PGlite directory).
 */
export function scratchProject({ port, seed = true }) {
  const workdir = mkdtempSync(path.join(tmpdir(), 'portfolio-supabase-'));
  const supabaseDir = path.join(workdir, 'supabase');
  mkdirSync(path.join(supabaseDir, '.temp'), { recursive: true });
  const config = readFileSync(path.join(repoRoot, 'supabase', 'config.toml'), 'utf8').replace(
    /^port = \d+$/m,
    `port = ${port}`,
  );
  writeFileSync(path.join(supabaseDir, 'config.toml'), config);
  symlinkSync(path.join(repoRoot, 'supabase', 'migrations'), path.join(supabaseDir, 'migrations'));
  if (seed) symlinkSync(path.join(repoRoot, 'supabase', 'seed.sql'), path.join(supabaseDir, 'seed.sql'));
  else writeFileSync(path.join(supabaseDir, 'seed.sql'), '-- empty\n');
  return { workdir, port, tempDir: path.join(supabaseDir, '.temp'), scratch: true };
}

/** Keys and JWT secret for one local project, generated once and kept beside its data. */
export function localSecrets(project) {
  const file = path.join(project.tempDir, 'local-secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const secrets = {
    publishableKey: `sb_publishable_${randomBytes(18).toString('base64url')}`,
    secretKey: `sb_secret_${randomBytes(18).toString('base64url')}`,
    jwtSecret: randomBytes(48).toString('base64url'),
  };
  mkdirSync(project.tempDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

function liteEnv(project) {
  const secrets = localSecrets(project);
  return {
    ...process.env,
    LITE_TELEMETRY: '0',
    DO_NOT_TRACK: '1',
    SUPABASE_PUBLISHABLE_KEY: secrets.publishableKey,
    SUPABASE_SECRET_KEY: secrets.secretKey,
    SUPABASE_AUTH_JWT_SECRET: secrets.jwtSecret,
  };
}

async function lite(project, args) {
  try {
    const { stdout } = await execFileAsync(process.execPath, [liteCli, ...args], {
      cwd: project.workdir,
      env: liteEnv(project),
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim();
    throw new Error(`lite ${args[0]} ${args[1] ?? ''} failed:\n${output || error.message}`);
  }
}

export const dataDir = (project) => path.join(project.tempDir, 'data');
export const urlOf = (project) => `http://127.0.0.1:${project.port}`;

// Names of the migrations last applied, kept beside the data: `lite migration up` costs ~3 s
// even when nothing is pending, so it only runs when the list changed.
const migrationsStamp = (project) => path.join(project.tempDir, 'applied-migrations.txt');
const migrationNames = () =>
  readdirSync(path.join(repoRoot, 'supabase', 'migrations'))
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .join('\n');

/** Wipe the database, replay every migration and the seed. */
export async function resetDatabase(project) {
  rmSync(dataDir(project), { recursive: true, force: true });
  await lite(project, ['db', 'reset', '--hard']);
  writeFileSync(migrationsStamp(project), migrationNames());
}

/** Initialise on first use; otherwise apply pending migrations. */
export async function prepareDatabase(project) {
  if (!existsSync(dataDir(project))) {
    await resetDatabase(project);
    return 'created';
  }
  const names = migrationNames();
  if (existsSync(migrationsStamp(project)) && readFileSync(migrationsStamp(project), 'utf8') === names) return 'ready';
  await lite(project, ['migration', 'up']);
  writeFileSync(migrationsStamp(project), names);
  return 'migrated';
}

/** Run SQL against a stopped project's database (PGlite allows one process per directory). */
export function runSql(project, sql) {
  return lite(project, ['db', 'query', sql]);
}

const sqlString = (value) => `'${String(value).replaceAll("'", "''")}'`;

/** Makes the account with this e-mail an owner, if it exists. Returns whether it is one now. */
async function grantOwner(project, email) {
  const out = await runSql(
    project,
    `with granted as (
       insert into private.owners (user_id)
       select id from auth.users where lower(email) = lower(${sqlString(email)})
       on conflict do nothing returning user_id)
     select (select count(*) from granted) + (select count(*) from private.owners o
       join auth.users u on u.id = o.user_id where lower(u.email) = lower(${sqlString(email)})) as owner_count`,
  );
  return Number(/owner_count:\s*'?(\d+)/.exec(out)?.[1] ?? 0) > 0;
}

async function isReady(url, publishableKey) {
  try {
    const res = await fetch(`${url}/rest/v1/projects?select=id&limit=1`, {
      headers: { apikey: publishableKey },
      signal: AbortSignal.timeout(2000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/** True when our backend (answering to our key) is already up on this project's port. */
export async function isRunning(project) {
  return isReady(urlOf(project), localSecrets(project).publishableKey);
}

/** @param {{ log: NodeJS.WritableStream | string }} options */
function launch(project, { log }) {
  const child = spawn(process.execPath, [liteCli, 'start', '--no-admin'], {
    cwd: project.workdir,
    env: liteEnv(project),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const sink = typeof log === 'string' ? createWriteStream(log, { flags: 'a' }) : log;
  child.stdout.pipe(sink, { end: false });
  child.stderr.pipe(sink, { end: false });
  return child;
}

async function waitUntilReady(project, child, timeoutMs = 60_000) {
  const { publishableKey } = localSecrets(project);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The local backend exited with code ${child.exitCode}.`);
    if (await isReady(urlOf(project), publishableKey)) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The local backend did not answer on ${urlOf(project)} within ${timeoutMs / 1000} s.`);
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function signUp(url, publishableKey, { email, password }) {
  const res = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, data: { full_name: 'Site Owner' } }),
  });
  if (res.ok) return;
  const body = await res.json().catch(() => ({}));
  if (body.code === 'user_already_exists' || body.error_code === 'user_already_exists') return;
  throw new Error(`Could not create the local owner ${email}: ${body.msg ?? body.message ?? res.status}`);
}

/**
 * Start the backend: prepare the database, start `lite start --no-admin`, wait until it
 * answers, and make sure the owner account exists and is an owner.
 * Resolves to { url, publishableKey, secretKey, owner, stop }.
 * @param {{ workdir: string, port: number, tempDir: string }} [project]
 * @param {{ owner?: { email: string, password: string }, log?: NodeJS.WritableStream | string, fresh?: boolean }} [options]
 */
export async function startBackend(project = defaultProject(), { owner = DEFAULT_OWNER, log = process.stdout, fresh = false } = {}) {
  const started = Date.now();
  if (fresh) await resetDatabase(project);
  const state = fresh ? 'created' : await prepareDatabase(project);
  const secrets = localSecrets(project);
  const url = urlOf(project);

  const isOwner = await grantOwner(project, owner.email);
  let child = launch(project, { log });
  try {
    await waitUntilReady(project, child);
    if (!isOwner) {
      // The account has to be created through the Auth API while the server runs; the
      // grant is plain SQL, which needs the database to itself, hence the short restart.
      await signUp(url, secrets.publishableKey, owner);
      await stopChild(child);
      await grantOwner(project, owner.email);
      child = launch(project, { log });
      await waitUntilReady(project, child);
    }
  } catch (error) {
    await stopChild(child);
    throw error;
  }

  return {
    url,
    publishableKey: secrets.publishableKey,
    secretKey: secrets.secretKey,
    owner,
    state,
    bootMs: Date.now() - started,
    process: child,
    stop: () => stopChild(child),
  };
}
