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
// Relative to a project's working directory, as lite requires.
const LITE_CONFIG = ['--config', 'supabase/lite.config.mjs'];

export const DEFAULT_PORT = 54321;
/** Local-only defaults, printed by `npm run dev` and documented in the README. */
export const DOCUMENTED_OWNER = { email: 'owner@example.com', password: 'portfolio-owner' };
export const DEFAULT_OWNER = {
  email: process.env.LOCAL_OWNER_EMAIL || DOCUMENTED_OWNER.email,
  password: process.env.LOCAL_OWNER_PASSWORD || DOCUMENTED_OWNER.password,
};

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|::1|\[::1\])$/;

/** Whether a host name for the site to listen on keeps it on this machine. */
export const isLoopback = (host) => LOOPBACK.test(host);

/**
 * @typedef {{ workdir: string, port: number, tempDir: string, emailConfirmations?: boolean }} Project
 * @typedef {{ email: string, password: string }} Account
 */

/** The repo itself: data in supabase/.temp/, port 54321. @returns {Project} */
export function defaultProject() {
  return { workdir: repoRoot, port: DEFAULT_PORT, tempDir: path.join(repoRoot, 'supabase', '.temp') };
}

/**
 * A throwaway project for tests and benchmarks: the repo's config, migrations and seed, its
 * own port and data directory (only one process may open a PGlite directory).
 * @returns {Project}
 */
export function scratchProject({ port, seed = true }) {
  const workdir = mkdtempSync(path.join(tmpdir(), 'portfolio-supabase-'));
  const supabaseDir = path.join(workdir, 'supabase');
  mkdirSync(path.join(supabaseDir, '.temp'), { recursive: true });
  for (const name of ['config.toml', 'lite.config.mjs', 'migrations']) {
    symlinkSync(path.join(repoRoot, 'supabase', name), path.join(supabaseDir, name));
  }
  if (seed) symlinkSync(path.join(repoRoot, 'supabase', 'seed.sql'), path.join(supabaseDir, 'seed.sql'));
  else writeFileSync(path.join(supabaseDir, 'seed.sql'), '-- empty\n');
  return { workdir, port, tempDir: path.join(supabaseDir, '.temp') };
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

/** @param {Project} project */
function liteEnv(project) {
  const secrets = localSecrets(project);
  return {
    ...process.env,
    LITE_TELEMETRY: '0',
    DO_NOT_TRACK: '1',
    // Storage (/storage/v1, files under supabase/.temp/storage): the migrations create a bucket.
    EXPERIMENTAL_STORAGE: '1',
    LITE_API_PORT: String(project.port),
    LITE_EMAIL_CONFIRMATIONS: project.emailConfirmations ? 'on' : 'off',
    SUPABASE_PUBLISHABLE_KEY: secrets.publishableKey,
    SUPABASE_SECRET_KEY: secrets.secretKey,
    SUPABASE_AUTH_JWT_SECRET: secrets.jwtSecret,
  };
}

/** Runs a lite command on the project; `input` goes to its stdin. */
async function lite(project, args, input) {
  try {
    const running = execFileAsync(process.execPath, [liteCli, ...args, ...LITE_CONFIG], {
      cwd: project.workdir,
      env: liteEnv(project),
      maxBuffer: 16 * 1024 * 1024,
    });
    running.child.stdin?.end(input);
    return (await running).stdout;
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim();
    throw new Error(`lite ${args[0]} ${args[1] ?? ''} failed:\n${output || error.message}`);
  }
}

/** Runs `sql` on the project's database while no backend has it open (only one process may open a PGlite data directory). */
export const runSql = (project, sql) => lite(project, ['db', 'query'], sql);

export const dataDir = (project) => path.join(project.tempDir, 'data');
const storageDir = (project) => path.join(project.tempDir, 'storage');
export const urlOf = (project) => `http://127.0.0.1:${project.port}`;
const ownerFile = (project) => path.join(project.tempDir, 'local-owner.json');

// Names of the migrations last applied, kept beside the data: `lite migration up` costs ~3 s
// even when nothing is pending, so it only runs when the list changed.
const migrationsStamp = (project) => path.join(project.tempDir, 'applied-migrations.txt');
const migrationNames = () =>
  readdirSync(path.join(repoRoot, 'supabase', 'migrations'))
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .join('\n');

/** Wipe the database and the stored files, replay every migration and the seed. */
export async function resetDatabase(project) {
  rmSync(dataDir(project), { recursive: true, force: true });
  rmSync(storageDir(project), { recursive: true, force: true });
  rmSync(ownerFile(project), { force: true });
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

/** @param {Project} project @param {{ log: NodeJS.WritableStream | string, host?: string }} options */
function launch(project, { log, host }) {
  // --no-admin: admin mode would serve keyless loopback requests as service_role. Lite binds
  // 127.0.0.1 unless a host is given.
  const hostArgs = host ? ['--host', host] : [];
  const child = spawn(process.execPath, [liteCli, 'start', '--no-admin', ...hostArgs, ...LITE_CONFIG], {
    cwd: project.workdir,
    env: liteEnv(project),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (typeof log === 'string') mkdirSync(path.dirname(log), { recursive: true });
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

async function authRequest(url, publishableKey, pathname, body) {
  const response = await fetch(`${url}/auth/v1/${pathname}`, {
    method: 'POST',
    headers: { apikey: publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { ok: response.ok, body: await response.json().catch(() => ({})) };
}

/** Signs in; resolves to the user id and whether the database counts the account as an owner. */
async function signIn(url, publishableKey, { email, password }) {
  const { ok, body } = await authRequest(url, publishableKey, 'token?grant_type=password', { email, password });
  if (!ok) return { signedIn: false, code: body.error_code ?? body.code ?? body.error };
  const rpc = await fetch(`${url}/rest/v1/rpc/current_user_is_owner`, {
    method: 'POST',
    headers: { apikey: publishableKey, authorization: `Bearer ${body.access_token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  return { signedIn: true, userId: body.user.id, isOwner: rpc.ok && (await rpc.json()) === true };
}

const ownerProblem = (email, reason) =>
  new Error(
    `The local owner account ${email} ${reason}. The launcher only makes an owner of an account it created itself: ` +
      'set LOCAL_OWNER_EMAIL / LOCAL_OWNER_PASSWORD to a new account, or start over with `npm run db:reset`.',
  );

/**
 * Makes sure `owner` can sign in and is an owner. A missing account is created through the
 * Auth API and granted ownership by its user id; an existing account is granted ownership only
 * if this launcher created it (its id is recorded beside the data). Every outcome is checked
 * through the API as the owner would be, and anything else fails loudly.
 * Resolves to the user id the grant needs (null when the owner is ready as it is).
 */
async function ownerToGrant(project, owner) {
  const url = urlOf(project);
  const { publishableKey } = localSecrets(project);
  const created = existsSync(ownerFile(project)) ? JSON.parse(readFileSync(ownerFile(project), 'utf8')) : null;

  const current = await signIn(url, publishableKey, owner);
  if (current.signedIn) {
    if (current.isOwner) return null;
    if (created?.userId === current.userId) return current.userId;
    throw ownerProblem(owner.email, 'exists but is not an owner');
  }
  if (current.code !== 'invalid_credentials') throw ownerProblem(owner.email, `cannot sign in (${current.code})`);

  const signUp = await authRequest(url, publishableKey, 'signup', { ...owner, data: { full_name: 'Site Owner' } });
  const code = signUp.body.error_code ?? signUp.body.code;
  if (code === 'user_already_exists') throw ownerProblem(owner.email, 'exists with another password');
  // With e-mail confirmations on there is no session, so the account is not verified yet.
  if (!signUp.ok || !signUp.body.access_token) {
    throw new Error(`Could not create the local owner ${owner.email}: ${signUp.body.msg ?? signUp.body.message ?? code ?? 'no session'}`);
  }
  const userId = signUp.body.user.id;
  writeFileSync(ownerFile(project), JSON.stringify({ email: owner.email, userId }, null, 2));
  return userId;
}

/**
 * Start the backend: prepare the database, start `lite start --no-admin`, wait until it
 * answers, and make sure the owner account exists and is an owner (`owner: null`: no account at
 * all, for a database read and written with the keys only; it saves the grant's restart).
 * Resolves to { url, publishableKey, secretKey, owner, stop }.
 * @param {Project} [project]
 * @param {{ owner?: Account | null, log?: NodeJS.WritableStream | string, fresh?: boolean, host?: string }} [options]
 */
export async function startBackend(project = defaultProject(), { owner = DEFAULT_OWNER, log = process.stdout, fresh = false, host } = {}) {
  const started = Date.now();
  if (fresh) await resetDatabase(project);
  const state = fresh ? 'created' : await prepareDatabase(project);
  const secrets = localSecrets(project);
  const url = urlOf(project);

  let child = launch(project, { log, host });
  try {
    await waitUntilReady(project, child);
    const userId = owner ? await ownerToGrant(project, owner) : null;
    if (userId) {
      // The grant is plain SQL by user id, which needs the database to itself: a short restart.
      await stopChild(child);
      await lite(project, ['db', 'query', `insert into private.owners (user_id) values ('${userId}') on conflict do nothing`]);
      child = launch(project, { log, host });
      await waitUntilReady(project, child);
      const check = await signIn(url, secrets.publishableKey, owner);
      if (!check.isOwner) throw new Error(`Granting ownership to ${owner.email} (${userId}) did not take effect.`);
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

export const documentedPasswordInUse = (host, email) =>
  `Refusing to serve the local backend on ${host}: the account ${email} still signs in with the documented password ` +
  `"${DOCUMENTED_OWNER.password}". Change its password (Forgot password? on /auth, served on localhost; the link is printed ` +
  'here), or start over with LOCAL_OWNER_PASSWORD set and `npm run db:reset`; or leave the host out to serve on this machine only.';

/**
 * Why the site must not be served beyond this machine: an account that still signs in with
 * the documented password (or one that could not be checked); null when every sign-in with it
 * is refused as invalid.
 */
async function documentedPasswordProblem(url, publishableKey, host, emails) {
  for (const email of new Set(emails)) {
    const attempt = await signIn(url, publishableKey, { email, password: DOCUMENTED_OWNER.password }).catch((error) => ({
      signedIn: false,
      code: error.message,
    }));
    if (attempt.signedIn) return documentedPasswordInUse(host, email);
    if (attempt.code !== 'invalid_credentials') return `Refusing to serve the local backend on ${host}: could not check the account ${email} (${attempt.code}).`;
  }
  return null;
}

/**
 * The local backend for `npm run dev|build|start`: the one already running for this project,
 * or a new one. `host`: where the site will listen (null for a build). Beyond this machine,
 * the account check comes first,
 * whichever it is: the documented password must sign in nowhere (the documented owner and
 * `owner`), else this fails, stopping only a backend it started.
 * @param {Project} project
 * @param {{ host: string | null, owner?: Account, log?: NodeJS.WritableStream | string }} options
 */
export async function serveBackend(project, { host, owner = DEFAULT_OWNER, log = process.stdout }) {
  const backend = (await isRunning(project))
    ? { url: urlOf(project), publishableKey: localSecrets(project).publishableKey, secretKey: localSecrets(project).secretKey, reused: true, owner: undefined, stop: async () => {} }
    : { ...(await startBackend(project, { owner, log })), reused: false };
  if (host !== null && !isLoopback(host)) {
    const problem = await documentedPasswordProblem(backend.url, backend.publishableKey, host, [DOCUMENTED_OWNER.email, owner.email]);
    if (problem) {
      await backend.stop();
      throw new Error(problem);
    }
  }
  return backend;
}
