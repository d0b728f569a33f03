import { afterEach, describe, expect, it, vi } from 'vitest';

// lib/env.ts parses the environment once, when it is first imported: each case imports it afresh.
async function loadEnv(vars: Record<string, string | undefined>) {
  vi.resetModules();
  const all = { NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co', NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x', LOCAL_BACKEND: undefined, NEXT_PHASE: undefined, ...vars };
  for (const [name, value] of Object.entries(all)) vi.stubEnv(name, value);
  return (await import('@/lib/env')).env;
}

const BUILD = 'phase-production-build';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('env', () => {
  it('refuses, inside `next build`, a site address visitors cannot reach, naming the variable and the problem', async () => {
    await expect(loadEnv({ NEXT_PHASE: BUILD, NEXT_PUBLIC_SITE_URL: 'http://localhost:3000' })).rejects.toThrow(/NEXT_PUBLIC_SITE_URL is http:\/\/localhost:3000, .*this machine only/);
    await expect(loadEnv({ NEXT_PHASE: BUILD, NEXT_PUBLIC_SITE_URL: 'http://portfolio.example.com' })).rejects.toThrow(/NEXT_PUBLIC_SITE_URL is http:\/\/portfolio\.example\.com, a plain http address/);
    await expect(loadEnv({ NEXT_PHASE: BUILD, NEXT_PUBLIC_SITE_URL: undefined })).rejects.toThrow(/NEXT_PUBLIC_SITE_URL is not set/);
  });

  it('takes a public https origin in a build, and localhost in a build for the local backend or outside a build', async () => {
    expect((await loadEnv({ NEXT_PHASE: BUILD, NEXT_PUBLIC_SITE_URL: 'https://portfolio.example.com/' })).siteUrl).toBe('https://portfolio.example.com');
    expect((await loadEnv({ NEXT_PHASE: BUILD, LOCAL_BACKEND: '1', NEXT_PUBLIC_SITE_URL: 'http://localhost:4123' })).siteUrl).toBe('http://localhost:4123');
    expect((await loadEnv({ NEXT_PHASE: 'phase-production-server', NEXT_PUBLIC_SITE_URL: 'http://localhost:3000' })).siteUrl).toBe('http://localhost:3000');
    expect((await loadEnv({ NEXT_PUBLIC_SITE_URL: undefined })).siteUrl).toBe('http://localhost:3000');
  });
});
