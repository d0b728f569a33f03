// Throwaway local backends for the test suites and the bench: the launcher `npm run dev`
// uses (scripts/local-supabase.mjs), with its own port and data directory, freshly migrated
// and seeded; plus REST access as the owner for seeding test data.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DOCUMENTED_OWNER, repoRoot, runSql, scratchProject, startBackend } from '../local-supabase.mjs';
import { freePort, track } from './processes.mjs';

// A fresh database costs about 16 s and 20 s of CPU (replaying every migration and the seed,
// then a restart to grant the owner); a copy of one made earlier, started as it is, about 4 s.
// Kept per migrations, seed, owner and backend version, so a change to any of them makes a new one.
const templatesDir = path.join(repoRoot, 'node_modules', '.cache', 'portfolio-backends');
const readVersion = (name) => JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')).version;

/** `<migrations>-<the rest>`: a template is kept per seed and owner, and per migrations only for the current ones. */
function templateKey({ seed, owner }) {
  const migrations = createHash('sha256');
  const dir = path.join(repoRoot, 'supabase', 'migrations');
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.sql')).sort()) {
    migrations.update(name).update(readFileSync(path.join(dir, name)));
  }
  const rest = createHash('sha256')
    .update(seed ? readFileSync(path.join(repoRoot, 'supabase', 'seed.sql')) : 'no seed')
    .update(JSON.stringify(owner))
    .update(readVersion('@supabase/lite'))
    .update(readVersion('@electric-sql/pglite'));
  return `${migrations.digest('hex').slice(0, 12)}-${rest.digest('hex').slice(0, 12)}`;
}

/**
 * The data of a freshly migrated and seeded backend whose owner can sign in, made once by the
 * launcher itself. Two processes may make it at once: each builds its own and the first to
 * rename it into place wins.
 */
async function freshTemplate({ seed, owner }) {
  const key = templateKey({ seed, owner });
  const template = path.join(templatesDir, key);
  if (existsSync(template)) return template;
  const project = scratchProject({ port: await freePort(), seed });
  const starting = startBackend(project, { owner, log: path.join(project.workdir, 'lite.log'), fresh: true });
  const stop = track(`template backend on port ${project.port}`, async () => {
    await (await starting.catch(() => null))?.stop();
    rmSync(project.workdir, { recursive: true, force: true });
  });
  try {
    await (await starting).stop();
    // Each copy makes keys of its own.
    rmSync(path.join(project.tempDir, 'local-secrets.json'));
    mkdirSync(templatesDir, { recursive: true });
    // Copied beside its place first (the scratch project may be on another file system), then
    // renamed, so a template is whole or absent.
    const building = mkdtempSync(`${template}.building-`);
    try {
      cpSync(project.tempDir, building, { recursive: true });
      renameSync(building, template);
    } catch (error) {
      if (!existsSync(template)) throw error;
    } finally {
      rmSync(building, { recursive: true, force: true });
    }
    // Templates of other migrations are of no further use (nothing copies them any more).
    const current = `${key.split('-')[0]}-`;
    for (const name of readdirSync(templatesDir)) {
      if (!name.startsWith(current) && !name.includes('.building-')) rmSync(path.join(templatesDir, name), { recursive: true, force: true });
    }
    return template;
  } finally {
    // Also removes the project it was made in.
    await stop();
  }
}

/**
 * The owner of every scratch backend unless told otherwise: the one `npm run dev` makes, so the
 * launcher's own tests start from the template every suite shares (scratch backends listen on
 * this machine only, where the documented password is allowed).
 */
export const TEST_OWNER = DOCUMENTED_OWNER;

/**
 * A scratch project on a free port holding a copy of the template, not started: its database
 * migrated and seeded, `owner` made and granted by the launcher. The caller removes its workdir.
 * @param {{ seed?: boolean, owner?: { email: string, password: string } }} [options]
 */
export async function templatedProject({ seed = true, owner = TEST_OWNER } = {}) {
  const template = await freshTemplate({ seed, owner });
  const project = scratchProject({ port: await freePort(), seed });
  cpSync(template, project.tempDir, { recursive: true });
  return project;
}

/**
 * @typedef {{ url: string, publishableKey: string, owner: { email: string, password: string } }} BackendAccess
 * @typedef {BackendAccess & { secretKey: string, project: { workdir: string, port: number, tempDir: string },
 *   pid: number | undefined, logFile: string, stop: () => Promise<void> }} ScratchBackend
 */

/**
 * A fresh, seeded backend on a free port; stop() also removes its data directory. With e-mail
 * confirmations on, sign-ups wait for their link; the owner, made in the template with them
 * off, is confirmed already. `sql` runs before it starts (a migration a test adds for itself).
 * @param {{ seed?: boolean, owner?: { email: string, password: string }, logFile?: string, emailConfirmations?: boolean, sql?: string }} [options]
 * @returns {Promise<ScratchBackend>}
 */
export async function startScratchBackend({ seed = true, owner = TEST_OWNER, logFile, emailConfirmations = false, sql } = {}) {
  const project = { ...(await templatedProject({ seed, owner })), emailConfirmations };
  if (sql) {
    try {
      await runSql(project, sql);
    } catch (error) {
      rmSync(project.workdir, { recursive: true, force: true });
      throw error;
    }
  }
  const log = logFile ?? path.join(project.tempDir, 'lite.log');
  const starting = startBackend(project, { owner, log });
  // Tracked while it boots too: an interrupt then waits for the boot and stops what it started.
  const stop = track(`backend on port ${project.port}`, async () => {
    const booted = await starting.catch(() => null);
    await booted?.stop();
    rmSync(project.workdir, { recursive: true, force: true });
  });
  try {
    const backend = await starting;
    return {
      url: backend.url,
      publishableKey: backend.publishableKey,
      secretKey: backend.secretKey,
      owner,
      project,
      pid: backend.process.pid,
      logFile: log,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A session from a password sign-in (the owner's unless told otherwise), as the Auth server answers it.
 * @param {BackendAccess} backend
 * @returns {Promise<{ access_token: string, refresh_token: string, expires_in: number, expires_at?: number } & Record<string, unknown>>}
 */
export async function passwordSession(backend, { email, password } = backend.owner) {
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * An access token from a password sign-in (the owner's unless told otherwise).
 * @param {BackendAccess} backend
 */
export async function accessToken(backend, account = backend.owner) {
  return (await passwordSession(backend, account)).access_token;
}

/**
 * Headers for REST calls as the owner: row-level security checks the token, not the key.
 * @param {BackendAccess} backend
 */
export async function ownerHeaders(backend) {
  return { apikey: backend.publishableKey, authorization: `Bearer ${await accessToken(backend)}`, 'content-type': 'application/json' };
}

/**
 * Inserts projects as the owner in one request (adjacent display orders, at the end of the list).
 * @param {BackendAccess} backend
 * @param {Record<string, unknown>[]} rows
 * @returns {Promise<{ id: string, title: string, slug: string }[]>}
 */
export async function insertProjects(backend, rows) {
  const response = await fetch(`${backend.url}/rest/v1/projects?select=*`, {
    method: 'POST',
    headers: { ...(await ownerHeaders(backend)), prefer: 'return=representation' },
    body: JSON.stringify(rows),
  });
  if (!response.ok) throw new Error(`inserting projects failed: ${response.status} ${await response.text()}`);
  return response.json();
}
