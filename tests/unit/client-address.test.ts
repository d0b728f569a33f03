import { describe, expect, it, vi } from 'vitest';

// lib/env.ts checks the settings when the module loads; these tests pass the source explicitly.
vi.hoisted(() => {
  process.env.NEXT_PUBLIC_SUPABASE_URL ??= 'http://127.0.0.1:54321';
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ??= 'sb_publishable_unit';
});

import { clientAddress, clientBucket, dropUntrustedForwardedFor, normalizeAddress, type AddressSource } from '@/lib/request/client-address';

// Every deployment setting, with the X-Forwarded-For values a client can write itself: the
// identity must not move with them.

const VERCEL: AddressSource = { kind: 'vercel' };
const ONE_PROXY: AddressSource = { kind: 'proxy', hops: 1 };
const TWO_PROXIES: AddressSource = { kind: 'proxy', hops: 2 };
const NO_PROXY: AddressSource = { kind: 'socket' };

const SPOOFED = ['198.51.100.66', '10.0.0.1, 198.51.100.66', '127.0.0.1', 'garbage, 1.1.1.1'];

describe('on Vercel', () => {
  it('takes the platform header, whatever X-Forwarded-For the client wrote', () => {
    for (const spoofed of SPOOFED) {
      expect(clientAddress(new Headers({ 'x-vercel-forwarded-for': '203.0.113.7', 'x-forwarded-for': spoofed }), VERCEL)).toBe('203.0.113.7');
    }
  });

  it('knows no client without it (never falls back to X-Forwarded-For)', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.7' }), VERCEL)).toBe('unknown');
  });
});

describe('behind trusted proxies (TRUSTED_PROXY_HOPS)', () => {
  it('one proxy: the entry it appended, the rightmost, whatever the client put before it', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.7' }), ONE_PROXY)).toBe('203.0.113.7');
    for (const spoofed of SPOOFED) {
      expect(clientAddress(new Headers({ 'x-forwarded-for': `${spoofed}, 203.0.113.7` }), ONE_PROXY)).toBe('203.0.113.7');
    }
  });

  it('two proxies: the entry the outer one appended, second from the right', () => {
    for (const spoofed of SPOOFED) {
      expect(clientAddress(new Headers({ 'x-forwarded-for': `${spoofed}, 203.0.113.7, 10.0.0.2` }), TWO_PROXIES)).toBe('203.0.113.7');
    }
    // The outer proxy was skipped: the leftmost entry is the nearest to the client.
    expect(clientAddress(new Headers({ 'x-forwarded-for': '10.0.0.9' }), TWO_PROXIES)).toBe('10.0.0.9');
  });

  it('ignores X-Real-IP and the Vercel header, which a client could send here', () => {
    const headers = new Headers({ 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '198.51.100.1', 'x-vercel-forwarded-for': '198.51.100.2' });
    expect(clientAddress(headers, ONE_PROXY)).toBe('203.0.113.7');
  });
});

describe('with no proxy', () => {
  it('proxy.ts removes a client-written X-Forwarded-For, so Next writes the socket address', () => {
    for (const spoofed of SPOOFED) {
      const headers = new Headers({ 'x-forwarded-for': spoofed });
      dropUntrustedForwardedFor({ headers }, NO_PROXY);
      expect(headers.has('x-forwarded-for')).toBe(false);
      // What `next start` then sets from the socket.
      headers.set('x-forwarded-for', '::ffff:203.0.113.7');
      expect(clientAddress(headers, NO_PROXY)).toBe('203.0.113.7');
    }
  });

  it('leaves X-Forwarded-For alone when a proxy or the platform vouches for it', () => {
    for (const source of [ONE_PROXY, VERCEL]) {
      const headers = new Headers({ 'x-forwarded-for': '203.0.113.7' });
      dropUntrustedForwardedFor({ headers }, source);
      expect(headers.get('x-forwarded-for')).toBe('203.0.113.7');
    }
  });
});

describe('addresses', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['203.0.113.7:51234', '203.0.113.7'],
    ['[2001:db8::1]:443', '2001:0db8:0000:0000:0000:0000:0000:0001'],
    ['2001:DB8::1', '2001:0db8:0000:0000:0000:0000:0000:0001'],
    ['::1', '0000:0000:0000:0000:0000:0000:0000:0001'],
    ['64:ff9b::192.0.2.33', '0064:ff9b:0000:0000:0000:0000:c000:0221'],
    ['not-an-address', 'unknown'],
    ['999.1.1.1', 'unknown'],
    ['1::2::3', 'unknown'],
  ])('%s is %s', (raw, normalized) => {
    expect(normalizeAddress(raw)).toBe(normalized);
  });

  it('count an IPv6 client by its /64, an IPv4 client by its address', () => {
    expect(clientBucket('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:0db8:0001:0002::/64');
    expect(clientBucket('203.0.113.7')).toBe('203.0.113.7');
  });
});

describe('the setting', () => {
  async function sourceWith(env: Record<string, string>) {
    vi.resetModules();
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    try {
      return (await import('@/lib/request/client-address')).configuredSource();
    } finally {
      vi.unstubAllEnvs();
    }
  }

  it('is the socket unless told otherwise, a proxy chain with TRUSTED_PROXY_HOPS, Vercel on Vercel', async () => {
    expect(await sourceWith({ TRUSTED_PROXY_HOPS: '', VERCEL: '' })).toEqual({ kind: 'socket' });
    expect(await sourceWith({ TRUSTED_PROXY_HOPS: '0', VERCEL: '' })).toEqual({ kind: 'socket' });
    expect(await sourceWith({ TRUSTED_PROXY_HOPS: '2', VERCEL: '' })).toEqual({ kind: 'proxy', hops: 2 });
    expect(await sourceWith({ TRUSTED_PROXY_HOPS: '', VERCEL: '1' })).toEqual({ kind: 'vercel' });
  });

  it.each(['-1', '1.5', 'two', '9'])('refuses TRUSTED_PROXY_HOPS=%s, naming it', async (value) => {
    await expect(sourceWith({ TRUSTED_PROXY_HOPS: value })).rejects.toThrow(/TRUSTED_PROXY_HOPS must be a whole number of proxies/);
  });

  it('refuses a SUPABASE_SECRET_KEY that is not a secret key', async () => {
    await expect(sourceWith({ SUPABASE_SECRET_KEY: 'sb_publishable_oops' })).rejects.toThrow(/SUPABASE_SECRET_KEY must be a secret API key/);
  });
});
