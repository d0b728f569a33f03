import { SEEDED, expect, test } from './fixtures';

const PATHS = ['/', `/projects/${SEEDED.harbor.id}`, '/auth', '/robots.txt', '/no-such-page', '/api/projects'];

test.describe('security headers', () => {
  for (const path of PATHS) {
    test(`${path} carries the security headers and no X-Powered-By`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      const headers = response.headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-powered-by']).toBeUndefined();
      const csp = headers['content-security-policy'] ?? '';
      for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"]) {
        expect(csp).toContain(directive);
      }
      expect(csp).toMatch(new RegExp(`connect-src 'self' ${process.env.E2E_SUPABASE_URL}`));
    });
  }

  test('a response that sets auth cookies is never cacheable', async ({ page, context, baseURL }) => {
    const cookieResponses: { url: string; cacheControl: string }[] = [];
    page.on('response', async (response) => {
      const setCookie = (await response.headerValue('set-cookie')) ?? '';
      if (setCookie.includes('-auth-token')) {
        cookieResponses.push({ url: response.url(), cacheControl: response.headers()['cache-control'] ?? '' });
      }
    });
    await page.goto('/auth');
    await page.getByLabel('Email').fill(process.env.E2E_OWNER_EMAIL!);
    await page.getByLabel('Password').fill(process.env.E2E_OWNER_PASSWORD!);
    await page.getByRole('button', { name: /^(Login|Log in|Sign in)$/ }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect((await context.cookies(baseURL)).some((c) => c.name.endsWith('-auth-token'))).toBe(true);
    expect(cookieResponses.length).toBeGreaterThan(0);
    for (const { cacheControl } of cookieResponses) {
      expect(cacheControl).toContain('private');
      expect(cacheControl).toContain('no-store');
    }
  });
});
