import { describe, expect, it } from 'vitest';
import { NO_SITE_URL } from '@/lib/site-url.mjs';
import { NO_SUPABASE, confirmLinkFromMail, defaultPasswordOnHost, planLaunch } from '../../scripts/launch-plan.mjs';
import { isLoopback } from '../../scripts/local-supabase.mjs';

const hosted = { NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co', NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x' };

describe('planLaunch', () => {
  it('starts the local backend for `dev` when no Supabase is configured, serving on loopback only', () => {
    expect(planLaunch(['dev'], {})).toEqual({ command: 'dev', useLocal: true, nextArgs: ['dev', '-H', 'localhost'], host: 'localhost' });
  });

  it.each(['build', 'start'])('refuses `%s` with no Supabase configured and no opt-in', (command) => {
    expect(planLaunch([command], { NEXT_PUBLIC_SITE_URL: 'https://example.com' })).toEqual({ error: NO_SUPABASE });
  });

  it('runs `start` on the local backend when asked for it, on loopback only', () => {
    expect(planLaunch(['start'], { LOCAL_BACKEND: '1' })).toMatchObject({ useLocal: true, nextArgs: ['start', '-H', 'localhost'] });
    expect(planLaunch(['--local', 'start', '-p', '4000'], {})).toMatchObject({ useLocal: true, nextArgs: ['start', '-p', '4000', '-H', 'localhost'] });
    expect(planLaunch(['--local', 'build'], {})).toMatchObject({ useLocal: true, nextArgs: ['build'] });
  });

  it('refuses the documented owner password on a non-loopback host, and allows it with another password', () => {
    expect(planLaunch(['dev', '-H', '0.0.0.0'], {})).toEqual({ error: defaultPasswordOnHost('0.0.0.0') });
    expect(planLaunch(['dev', '--hostname', '192.168.1.20'], { LOCAL_OWNER_PASSWORD: 'a-long-private-passphrase' })).toMatchObject({
      nextArgs: ['dev', '--hostname', '192.168.1.20'],
    });
    expect(planLaunch(['dev', '-H', 'localhost'], {})).toMatchObject({ nextArgs: ['dev', '-H', 'localhost'] });
  });

  it('reads the host however it is written', () => {
    expect(planLaunch(['dev', '--hostname=0.0.0.0'], {})).toEqual({ error: defaultPasswordOnHost('0.0.0.0') });
    expect(planLaunch(['dev', '-H0.0.0.0'], {})).toEqual({ error: defaultPasswordOnHost('0.0.0.0') });
    expect(planLaunch(['dev', '--hostname=0.0.0.0'], { LOCAL_OWNER_PASSWORD: 'a-long-private-passphrase' })).toEqual({
      command: 'dev',
      useLocal: true,
      nextArgs: ['dev', '--hostname=0.0.0.0'],
      host: '0.0.0.0',
    });
  });

  it('uses the configured Supabase as it is, and needs the public site URL for a production build', () => {
    expect(planLaunch(['build'], hosted)).toEqual({ error: NO_SITE_URL });
    expect(planLaunch(['build'], { ...hosted, NEXT_PUBLIC_SITE_URL: 'https://example.com' })).toEqual({
      command: 'build',
      useLocal: false,
      nextArgs: ['build'],
      host: '',
    });
    expect(planLaunch(['start', '-H', '0.0.0.0'], hosted)).toMatchObject({ useLocal: false, nextArgs: ['start', '-H', '0.0.0.0'] });
  });

  it.each([
    ['http://localhost:3000', 'reaches this machine only'],
    ['https://localhost', 'reaches this machine only'],
    ['https://localhost.:8443', 'reaches this machine only'],
    ['https://portfolio.localhost', 'reaches this machine only'],
    ['http://127.0.0.1:3000', 'reaches this machine only'],
    ['https://127.1', 'reaches this machine only'],
    ['https://2130706433', 'reaches this machine only'],
    ['https://[::1]:3000', 'reaches this machine only'],
    ['https://[::ffff:127.0.0.1]', 'reaches this machine only'],
    ['https://0.0.0.0', 'reaches this machine only'],
    ['http://portfolio.example.com', 'a plain http address'],
    ['portfolio.example.com', 'not a URL'],
  ])('refuses a production build whose NEXT_PUBLIC_SITE_URL is %s, saying what is wrong', (siteUrl, problem) => {
    const plan = planLaunch(['build'], { ...hosted, NEXT_PUBLIC_SITE_URL: siteUrl });
    expect(plan).toEqual({ error: expect.stringContaining(`NEXT_PUBLIC_SITE_URL is ${siteUrl}`) });
    expect('error' in plan && plan.error).toContain(problem);
    expect('error' in plan && plan.error).toContain('https://portfolio.example.com');
  });

  it('builds for the local backend, when asked for, with a localhost site URL', () => {
    for (const env of [{ NEXT_PUBLIC_SITE_URL: 'http://localhost:3000' }, {}]) {
      expect(planLaunch(['--local', 'build'], env)).toMatchObject({ useLocal: true, nextArgs: ['build'] });
      expect(planLaunch(['build'], { ...env, LOCAL_BACKEND: '1' })).toMatchObject({ useLocal: true, nextArgs: ['build'] });
    }
    // `dev` and `start` make nothing the address is written into.
    expect(planLaunch(['start'], { ...hosted, NEXT_PUBLIC_SITE_URL: 'http://localhost:3000' })).toMatchObject({ useLocal: false });
    expect(planLaunch(['build'], { ...hosted, NEXT_PUBLIC_SITE_URL: 'https://portfolio.example.com/' })).toMatchObject({ useLocal: false, nextArgs: ['build'] });
  });
});

describe('isLoopback', () => {
  it.each(['localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]'])('counts %s as this machine only', (host) => {
    expect(isLoopback(host)).toBe(true);
  });

  it.each(['0.0.0.0', '::', '[::]', '192.168.1.20', 'example.com', '127.1', 'localhost.example.com', ''])('counts %j as reachable from elsewhere', (host) => {
    expect(isLoopback(host)).toBe(false);
  });
});

describe('confirmLinkFromMail', () => {
  it("turns the local backend's printed verify link into the app's /auth/confirm link", () => {
    const line = 'Or follow this link: http://localhost:3000/auth/v1/verify?token=abc123&type=recovery&redirect_to=http%3A%2F%2Flocalhost%3A3000';
    expect(confirmLinkFromMail(line, 'http://localhost:3000')).toBe('http://localhost:3000/auth/confirm?token_hash=abc123&type=recovery');
    expect(confirmLinkFromMail('Subject: Reset Your Password', 'http://localhost:3000')).toBeNull();
  });
});
