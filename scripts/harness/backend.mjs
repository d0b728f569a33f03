// Throwaway local backends for the test suites and the bench: the launcher `npm run dev`
// uses (scripts/local-supabase.mjs), with its own port and data directory, freshly migrated
// and seeded; plus REST access as the owner for seeding test data.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { scratchProject, startBackend } from '../local-supabase.mjs';
import { freePort, track } from './processes.mjs';

/**
 * @typedef {{ url: string, publishableKey: string, owner: { email: string, password: string } }} BackendAccess
 * @typedef {BackendAccess & { secretKey: string, project: { workdir: string, port: number, tempDir: string },
 *   pid: number | undefined, logFile: string, stop: () => Promise<void> }} ScratchBackend
 */

/**
 * A fresh, seeded backend on a free port; stop() also removes its data directory.
 * @param {{ seed?: boolean, owner?: { email: string, password: string }, logFile?: string }} [options]
 * @returns {Promise<ScratchBackend>}
 */
export async function startScratchBackend({ seed = true, owner = { email: 'owner@example.com', password: 'test-owner-password' }, logFile } = {}) {
  const project = scratchProject({ port: await freePort(), seed });
  const log = logFile ?? path.join(project.tempDir, 'lite.log');
  const starting = startBackend(project, { owner, log, fresh: true });
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
