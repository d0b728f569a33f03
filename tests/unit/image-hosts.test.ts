import { afterEach, describe, expect, it, vi } from 'vitest';

// The allow-list is read once at import, so each case imports the module afresh.
async function imagesWith(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  return import('@/lib/images/sources');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('isAllowedRemoteImage', () => {
  it('accepts https images on a configured host (any case, spaces ignored) and the public image bucket', async () => {
    const { isAllowedRemoteImage } = await imagesWith({
      NEXT_PUBLIC_IMAGE_HOSTS: ' CDN.example.com , img.example.org',
      NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co',
    });
    expect(isAllowedRemoteImage('https://cdn.example.com/a.webp')).toBe(true);
    expect(isAllowedRemoteImage('https://img.example.org/b.png')).toBe(true);
    expect(isAllowedRemoteImage('https://abc.supabase.co/storage/v1/object/public/project-images/projects/x/a.webp')).toBe(true);
  });

  it('refuses other hosts, plain http, other buckets and what is not a URL', async () => {
    const { isAllowedRemoteImage } = await imagesWith({
      NEXT_PUBLIC_IMAGE_HOSTS: 'cdn.example.com',
      NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co',
    });
    expect(isAllowedRemoteImage('https://evil.example.net/a.webp')).toBe(false);
    expect(isAllowedRemoteImage('http://cdn.example.com/a.webp')).toBe(false);
    expect(isAllowedRemoteImage('https://abc.supabase.co/storage/v1/object/public/other/a.webp')).toBe(false);
    expect(isAllowedRemoteImage('not a url')).toBe(false);
    // Compared as the browser resolves it: this is /rest/v1/messages, not a bucket file.
    expect(isAllowedRemoteImage('https://abc.supabase.co/storage/v1/object/public/project-images/%2e%2e/../../../rest/v1/messages')).toBe(false);
  });
});
