import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accessToken } from '../../scripts/harness/backend.mjs';
import { freePort } from '../../scripts/harness/processes.mjs';
import { NO_SUPABASE } from '../../scripts/launch-plan.mjs';
import { scratchProject, startBackend } from '../../scripts/local-supabase.mjs';

// `npm start` as an owner deploying the site would run it: with no Supabase configured it must
// stop with the message, never fall back to the local backend.
describe('npm start without Supabase', () => {
  it('exits non-zero with a message naming NEXT_PUBLIC_SUPABASE_URL and the opt-in', () => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('NEXT_PUBLIC_') && name !== 'LOCAL_BACKEND'));
    const run = spawnSync(process.execPath, [path.resolve('scripts/with-backend.mjs'), 'start'], {
      // Empty rather than absent, so a developer's .env.local cannot fill them in.
      env: { ...env, NODE_ENV: 'production', NEXT_PUBLIC_SUPABASE_URL: '', LOCAL_BACKEND: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(NO_SUPABASE);
    expect(run.stderr).toContain('LOCAL_BACKEND=1');
  });
});

describe('the local launcher', () => {
  it('never makes an owner of an account it did not create', { timeout: 120_000 }, async () => {
    const project = scratchProject({ port: await freePort() });
    const owner = { email: 'owner@example.com', password: 'test-owner-password' };
    const someone = { email: 'someone@example.com', password: 'someone-password-1' };
    const log = path.join(project.tempDir, 'lite.log');
    try {
      const first = await startBackend(project, { owner, log, fresh: true });
      const signUp = await fetch(`${first.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: first.publishableKey, 'content-type': 'application/json' },
        body: JSON.stringify(someone),
      });
      expect(signUp.ok).toBe(true);
      await first.stop();

      await expect(startBackend(project, { owner: someone, log })).rejects.toThrow(
        'The local owner account someone@example.com exists but is not an owner',
      );
      await expect(startBackend(project, { owner: { ...someone, password: 'a-guess' }, log })).rejects.toThrow(
        'The local owner account someone@example.com exists with another password',
      );

      // Started as usual again: that account is still not an owner; the launcher's own owner is.
      const again = await startBackend(project, { owner, log });
      try {
        const isOwner = async (account: typeof owner) => {
          const rpc = await fetch(`${again.url}/rest/v1/rpc/current_user_is_owner`, {
            method: 'POST',
            headers: { apikey: again.publishableKey, authorization: `Bearer ${await accessToken(again, account)}`, 'content-type': 'application/json' },
            body: '{}',
          });
          return rpc.json();
        };
        expect(await isOwner(someone)).toBe(false);
        expect(await isOwner(owner)).toBe(true);
      } finally {
        await again.stop();
      }
    } finally {
      rmSync(project.workdir, { recursive: true, force: true });
    }
  });
});
