import { beforeEach, describe, expect, it, vi } from 'vitest';

// Supabase Auth's answers, faked where the step asks them: whether the cookies hold a session,
// and whether reading it rotated the tokens (the client then hands over new cookies).
const auth = vi.hoisted(() => {
  process.env.NEXT_PUBLIC_SUPABASE_URL ??= 'http://127.0.0.1:54321';
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ??= 'sb_publishable_unit';
  return { signedIn: false, rotates: false };
});
const NO_STORE = 'private, no-cache, no-store, must-revalidate, max-age=0';

vi.mock('@supabase/ssr', () => ({
  createServerClient: (_url: string, _key: string, options: { cookies: { setAll(cookies: unknown[], headers: Record<string, string>): void } }) => ({
    auth: {
      getClaims: async () => {
        if (auth.rotates) options.cookies.setAll([{ name: 'sb-auth-token', value: 'rotated', options: { path: '/', httpOnly: true } }], { 'cache-control': NO_STORE });
        return { data: auth.signedIn ? { claims: { sub: 'owner-id' } } : null, error: null };
      },
    },
  }),
}));

import { noncePolicy } from '@/lib/site/nonce-policy';
import { refreshSession } from '@/lib/supabase/proxy';
import { answerOf, passedOnHeaders, proxyRequest } from './answer';

const step = refreshSession(noncePolicy);
const answer = async (path: string) => (await step(proxyRequest(path)))!;

beforeEach(() => {
  auth.signedIn = false;
  auth.rotates = false;
});

describe('refreshSession', () => {
  it('sends a signed-out visitor from /admin to the login page, and serves the login page', async () => {
    expect(answerOf(await answer('/admin'))).toBe('307 → /auth');
    expect(answerOf(await answer('/admin/posts'))).toBe('307 → /auth');
    expect(answerOf(await answer('/auth'))).toBe('served');
  });

  it('sends a signed-in visitor from the login page to /admin, but not from the pages that need the session', async () => {
    auth.signedIn = true;
    expect(answerOf(await answer('/auth'))).toBe('307 → /admin');
    expect(answerOf(await answer('/auth/'))).toBe('307 → /admin');
    expect(answerOf(await answer('/auth/reset-password'))).toBe('served');
    expect(answerOf(await answer('/admin/posts'))).toBe('served');
  });

  it('puts a fresh nonce policy on the request (for Next and the pages) and on the response', async () => {
    auth.signedIn = true;
    const first = await answer('/admin');
    const passed = passedOnHeaders(first);
    expect(passed['content-security-policy']).toContain(`'nonce-${passed['x-nonce']}'`);
    expect(first.headers.get('content-security-policy')).toBe(passed['content-security-policy']);
    expect(passedOnHeaders(await answer('/admin'))['x-nonce']).not.toBe(passed['x-nonce']);
  });

  it('hands rotated session cookies on, never cacheable, with the page or the redirect', async () => {
    auth.rotates = true;
    const redirect = await answer('/admin');
    expect(answerOf(redirect)).toBe('307 → /auth');
    expect(redirect.cookies.get('sb-auth-token')?.value).toBe('rotated');
    expect(redirect.headers.get('cache-control')).toBe(NO_STORE);
    const page = await answer('/auth');
    expect(answerOf(page)).toBe('served');
    expect(page.cookies.get('sb-auth-token')?.value).toBe('rotated');
    expect(page.headers.get('cache-control')).toBe(NO_STORE);
    expect(page.headers.get('content-security-policy')).toContain("'nonce-");
  });

  it('leaves every other address to the next step', async () => {
    for (const path of ['/', '/projects/harbor', '/administrator', '/authors']) expect(answerOf(await step(proxyRequest(path))), path).toBe('next step');
  });
});

describe('noncePolicy', () => {
  it('lets the owner’s preview of a project frame what the project page frames, and nothing else frame anything', () => {
    expect(noncePolicy(proxyRequest('/admin/preview/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0'))['content-security-policy']).toContain('frame-src https://app.powerbi.com');
    expect(noncePolicy(proxyRequest('/admin/posts'))['content-security-policy']).not.toContain('frame-src');
  });
});
