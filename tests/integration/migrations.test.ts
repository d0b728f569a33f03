import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/harness/processes.mjs';
import { startBackend } from '../../scripts/local-supabase.mjs';

// The local backend's own upgrade path: a data directory that has run the earlier migrations and
// holds data, started again with more migrations (after a `git pull`), applies the pending ones.
// Other migrations' upgrades of older rows are checked on real PostgreSQL, which needs no backend
// boot per case (tests/postgres/upgrades.test.ts).

const migrationsDir = path.resolve('supabase/migrations');
const migrations = readdirSync(migrationsDir).filter((name) => name.endsWith('.sql')).sort();

/** A scratch project holding only the migrations before `upTo` (and no seed). */
function projectBefore(upTo: string, port: number) {
  const workdir = mkdtempSync(path.join(tmpdir(), 'portfolio-migrations-'));
  const supabase = path.join(workdir, 'supabase');
  mkdirSync(path.join(supabase, 'migrations'), { recursive: true });
  mkdirSync(path.join(supabase, '.temp'));
  for (const name of ['config.toml', 'lite.config.mjs']) symlinkSync(path.resolve('supabase', name), path.join(supabase, name));
  writeFileSync(path.join(supabase, 'seed.sql'), '-- empty\n');
  for (const name of migrations.filter((name) => name < upTo)) copyFileSync(path.join(migrationsDir, name), path.join(supabase, 'migrations', name));
  return { workdir, port, tempDir: path.join(supabase, '.temp') };
}

type Project = { workdir: string; tempDir: string; port: number };

/** The backend of a project that holds only the earlier migrations (written with the secret key). */
function startBefore(project: Project) {
  return startBackend(project, { owner: null, log: path.join(project.tempDir, 'lite.log'), fresh: true });
}

/** Adds the remaining migrations and starts again: the launcher applies what is pending. */
async function upgrade(project: Project) {
  for (const name of migrations) copyFileSync(path.join(migrationsDir, name), path.join(project.workdir, 'supabase', 'migrations', name));
  rmSync(path.join(project.tempDir, 'applied-migrations.txt'), { force: true });
  return startBackend(project, { owner: null, log: path.join(project.tempDir, 'lite.log') });
}

const secretHeaders = (backend: { secretKey: string }) => ({
  apikey: backend.secretKey,
  authorization: `Bearer ${backend.secretKey}`,
  'content-type': 'application/json',
});

describe('the portrait-pair migration', () => {
  it('gives a portrait that slipped in without alt text one from the owner’s name, then refuses the gap', { timeout: 120_000 }, async () => {
    const project = projectBefore('20261124000800_profile_photo_pair.sql', await freePort());
    const stat = { value: '1', label: 'x' };
    try {
      const before = await startBefore(project);
      const headers = secretHeaders(before);
      const write = await fetch(`${before.url}/rest/v1/profile`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          name: 'Sam Carter', role: 'Developer', hero_heading: 'H', intro: 'I', description: 'D', contact_email: 'sam@example.com',
          stats: [stat, stat, stat], photo_path: 'portrait/sam.jpg', photo_alt: null,
        }),
      });
      expect(write.status).toBe(201);
      await before.stop();

      const after = await upgrade(project);
      try {
        const read = await fetch(`${after.url}/rest/v1/profile?select=photo_path,photo_alt`, { headers });
        expect(await read.json()).toEqual([{ photo_path: 'portrait/sam.jpg', photo_alt: 'Portrait of Sam Carter' }]);
        const again = await fetch(`${after.url}/rest/v1/profile?id=eq.true`, { method: 'PATCH', headers, body: JSON.stringify({ photo_alt: null }) });
        expect(again.status).toBe(400);
        expect((await again.json()).code).toBe('23514');
      } finally {
        await after.stop();
      }
    } finally {
      rmSync(project.workdir, { recursive: true, force: true });
    }
  });
});
