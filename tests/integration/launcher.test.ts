import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_OWNER, accessToken, templatedProject } from '../../scripts/harness/backend.mjs';
import { publicSiteUrlProblem } from '@/lib/site-url.mjs';
import { NO_SUPABASE } from '../../scripts/launch-plan.mjs';
import { DOCUMENTED_OWNER, documentedPasswordInUse, isRunning, serveBackend, startBackend } from '../../scripts/local-supabase.mjs';

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

// `npm run build` for hosted Supabase with the site's address left at localhost: it stops before
// building, naming the variable and what is wrong with it.
describe('npm run build with a localhost site URL', () => {
  it('exits non-zero with a message naming NEXT_PUBLIC_SITE_URL, and builds nothing', () => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('NEXT_PUBLIC_') && name !== 'LOCAL_BACKEND'));
    const run = spawnSync(process.execPath, [path.resolve('scripts/with-backend.mjs'), 'build'], {
      env: {
        ...env,
        NODE_ENV: 'production',
        NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co',
        NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
        NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
        LOCAL_BACKEND: '',
        NEXT_DIST_DIR: '.next-refused',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(publicSiteUrlProblem('http://localhost:3000'));
    expect(existsSync('.next-refused')).toBe(false);
  });
});

describe('the local launcher', () => {
  it('never makes an owner of an account it did not create', { timeout: 120_000 }, async () => {
    // A copy of the database the launcher made for the other suites, with its owner.
    const owner = TEST_OWNER;
    const project = await templatedProject({ owner });
    const someone = { email: 'someone@example.com', password: 'someone-password-1' };
    const log = path.join(project.tempDir, 'lite.log');
    try {
      const first = await startBackend(project, { owner, log });
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
            headers: { apikey: again.publishableKey, authorization: `Bearer ${await accessToken({ ...again, owner }, account)}`, 'content-type': 'application/json' },
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

  it('serves off loopback only when no account signs in with the documented password, also on a backend already running', { timeout: 180_000 }, async () => {
    // The database a first `npm run dev` makes (migrated, seeded, the documented owner granted).
    const project = await templatedProject({ owner: DOCUMENTED_OWNER });
    const log = path.join(project.tempDir, 'lite.log');
    // LOCAL_OWNER_EMAIL and LOCAL_OWNER_PASSWORD set, after a first start with the defaults.
    const chosen = { email: 'me@example.com', password: 'a-long-private-passphrase' };
    try {
      // A plain `npm run dev`: the documented owner, on this machine only.
      const first = await serveBackend(project, { owner: DOCUMENTED_OWNER, log, host: 'localhost' });
      expect(first.reused).toBe(false);
      try {
        // Another launcher reuses it, and will not serve it elsewhere; the running backend is left running.
        await expect(serveBackend(project, { owner: chosen, log, host: '0.0.0.0' })).rejects.toThrow(documentedPasswordInUse('0.0.0.0', DOCUMENTED_OWNER.email));
        expect(await isRunning(project)).toBe(true);
      } finally {
        await first.stop();
      }

      // Started again with the chosen owner: the documented account is still there, so it is
      // refused again, and the backend it started is stopped.
      await expect(serveBackend(project, { owner: chosen, log, host: '0.0.0.0' })).rejects.toThrow(documentedPasswordInUse('0.0.0.0', DOCUMENTED_OWNER.email));
      expect(await isRunning(project)).toBe(false);

      // Once that account's password is changed, the site may be served elsewhere.
      const local = await serveBackend(project, { owner: chosen, log, host: 'localhost' });
      try {
        const changed = await fetch(`${local.url}/auth/v1/user`, {
          method: 'PUT',
          headers: {
            apikey: local.publishableKey,
            authorization: `Bearer ${await accessToken({ url: local.url, publishableKey: local.publishableKey, owner: DOCUMENTED_OWNER })}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ password: 'another-private-passphrase' }),
        });
        expect(changed.ok).toBe(true);
        const served = await serveBackend(project, { owner: chosen, log, host: '0.0.0.0' });
        expect(served.reused).toBe(true);
      } finally {
        await local.stop();
      }
    } finally {
      rmSync(project.workdir, { recursive: true, force: true });
    }
  });
});
