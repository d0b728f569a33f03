import type { Response } from '@playwright/test';
import { SEEDED, expect, test } from './fixtures';

const PATHS = ['/', `/projects/${SEEDED.harbor.slug}`, '/auth', '/robots.txt', '/no-such-page', '/api/projects'];

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
    // Collected as they come and read after the sign-in, while the page is open: a listener that
    // awaited each response's headers could still be waiting when the test ended, and fail the next.
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    await page.goto('/auth');
    await page.getByLabel('Email').fill(process.env.E2E_OWNER_EMAIL!);
    await page.getByLabel('Password').fill(process.env.E2E_OWNER_PASSWORD!);
    await page.getByRole('button', { name: /^(Login|Log in|Sign in)$/ }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect((await context.cookies(baseURL)).some((c) => c.name.endsWith('-auth-token'))).toBe(true);
    const cookieResponses: { url: string; cacheControl: string }[] = [];
    for (const response of responses) {
      const setCookie = (await response.headerValue('set-cookie')) ?? '';
      if (setCookie.includes('-auth-token')) {
        cookieResponses.push({ url: response.url(), cacheControl: response.headers()['cache-control'] ?? '' });
      }
    }
    expect(cookieResponses.length).toBeGreaterThan(0);
    for (const { cacheControl } of cookieResponses) {
      expect(cacheControl).toContain('private');
      expect(cacheControl).toContain('no-store');
    }
  });
});

test.describe('nonce policy on the signed-in areas', () => {
  test('/auth and /admin carry a per-request nonce policy with no unsafe-inline script source', async ({ request, page }) => {
    const first = (await request.get('/auth')).headers()['content-security-policy']!;
    const second = (await request.get('/auth')).headers()['content-security-policy']!;
    const scriptSrc = (csp: string) => csp.split('; ').find((directive) => directive.startsWith('script-src'))!;
    expect(scriptSrc(first)).toMatch(/'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(scriptSrc(first)).not.toContain('unsafe-inline');
    expect(scriptSrc(first)).not.toBe(scriptSrc(second));

    // The pages work under it: no script refused, the theme applied before hydration.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page.getByRole('form', { name: 'Sign Up' })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.getByLabel('Email').first().fill(process.env.E2E_OWNER_EMAIL!);
    await page.getByRole('tab', { name: 'Login' }).click();
    await page.getByRole('form', { name: 'Login' }).getByLabel('Email').fill(process.env.E2E_OWNER_EMAIL!);
    await page.getByRole('form', { name: 'Login' }).getByLabel('Password').fill(process.env.E2E_OWNER_PASSWORD!);
    await page.getByRole('form', { name: 'Login' }).getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    const adminCsp = (await page.request.get('/admin')).headers()['content-security-policy']!;
    expect(scriptSrc(adminCsp)).toContain("'strict-dynamic'");
    expect(scriptSrc(adminCsp)).not.toContain('unsafe-inline');
    await expect(page.getByRole('heading', { name: 'Your Projects' })).toBeVisible();
    expect(refused).toEqual([]);
  });
});
