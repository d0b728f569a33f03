import { beforeEach, describe, expect, it, vi } from 'vitest';

// proxy.ts as a whole: the order of its steps. Every database answer is faked where a step asks it.
const backend = vi.hoisted(() => {
  process.env.NEXT_PUBLIC_SUPABASE_URL ??= 'http://127.0.0.1:54321';
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ??= 'sb_publishable_unit';
  // No proxy in front and not on Vercel: the client is its socket.
  delete process.env.TRUSTED_PROXY_HOPS;
  delete process.env.VERCEL;
  return { asked: [] as unknown[] };
});
const TOKEN = 'Abc_def-0123456789abcdefghijklmnopqrstuvwxy';

vi.mock('@/lib/projects/route-index', () => ({
  lookupProject: async (key: unknown) => {
    backend.asked.push(key);
    return { kind: 'unknown' };
  },
}));
vi.mock('@/lib/share-links/route-check', () => ({
  shareLinkTarget: async (slug: string, token: string) => {
    backend.asked.push({ slug, token });
    return slug;
  },
}));

import { proxy } from '@/proxy';
import { answerOf, passedOnHeaders, proxyRequest } from './answer';

beforeEach(() => {
  backend.asked = [];
});

describe('proxy.ts', () => {
  it('drops a client-written X-Forwarded-For before any step answers', async () => {
    const spoofed = { 'x-forwarded-for': '198.51.100.66' };
    for (const path of ['/projects/nothing-here', `/projects/harbor/share/${TOKEN}`, '/contact']) {
      const response = await proxy(proxyRequest(path, { method: 'POST', headers: { ...spoofed, 'content-length': '10' }, body: 'name=Ann&x' }));
      expect(passedOnHeaders(response), path).not.toHaveProperty('x-forwarded-for');
    }
  });

  it('refuses an oversized post before asking the database anything', async () => {
    const response = await proxy(proxyRequest('/projects/nothing-here', { method: 'POST', headers: { 'content-length': String(3 * 1024 * 1024) } }));
    expect(answerOf(response)).toBe('413');
    expect(backend.asked).toEqual([]);
  });

  it('answers a project’s addresses first, then a share link’s', async () => {
    expect(answerOf(await proxy(proxyRequest(`/projects/technology/share/${TOKEN}`)))).toBe('404 /technology-not-found');
    expect(backend.asked).toEqual([]);
    expect(answerOf(await proxy(proxyRequest(`/projects/harbor/share/${TOKEN}`)))).toBe('served');
    expect(backend.asked).toEqual([{ slug: 'harbor', token: TOKEN }]);
  });

  it('refreshes the session on the signed-in areas only, and serves any other address it is asked about', async () => {
    expect(answerOf(await proxy(proxyRequest('/admin')))).toBe('307 → /auth');
    const page = await proxy(proxyRequest('/projects', { headers: { 'x-forwarded-for': '198.51.100.66' } }));
    expect(answerOf(page)).toBe('served');
    expect(page.headers.get('content-security-policy')).toBeNull();
  });
});
