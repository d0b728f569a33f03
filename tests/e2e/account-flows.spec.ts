import { randomUUID } from 'node:crypto';
import type { APIResponse, Page } from '@playwright/test';
import { expect, mailLinks, newAccount, nextMailLink, test, toast } from './fixtures';

const RESET_SENT = 'If an account exists for that email, a reset link is on its way.';

async function requestReset(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Reset password' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(toast(page, 'Check your email')).toContainText(RESET_SENT);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

test('password reset: the same answer for any address, then the link sets a new password', async ({ page }) => {
  const account = await newAccount('reset');
  // Nobody can tell from the answer whether an account exists.
  const nobody = `nobody-${randomUUID().slice(0, 8)}@example.com`;
  await requestReset(page, nobody);
  await requestReset(page, account.email);

  await page.goto(await nextMailLink(account.email, 'recovery', 0));
  expect(mailLinks(nobody, 'recovery')).toEqual([]);
  await expect(page).toHaveURL(/\/auth\/reset-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Set a new password' });
  await form.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
  await form.getByLabel('Confirm new password').fill('a-different-password');
  await form.getByRole('button', { name: 'Update password' }).click();
  await expect(form.getByText('The passwords do not match')).toBeVisible();

  await form.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
  await form.getByLabel('Confirm new password').fill('a-brand-new-password');
  await form.getByRole('button', { name: 'Update password' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(toast(page, 'Success')).toContainText('Password updated successfully');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await logIn(page, account.email, account.password);
  await expect(toast(page, 'Error')).toContainText('Invalid login credentials');
  await logIn(page, account.email, 'a-brand-new-password');
  await expect(page).toHaveURL(/\/admin$/);
});

test('a tampered or incomplete e-mail link gets the expired-link page, and signs nobody in', async ({ page, context }) => {
  for (const query of ['token_hash=0000tampered0000&type=recovery', 'type=signup', 'token_hash=abc&type=magiclink']) {
    await page.goto(`/auth/confirm?${query}`);
    await expect(page).toHaveURL(/\/auth\/link-invalid$/);
    await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect((await context.cookies()).some((cookie) => cookie.name.endsWith('-auth-token'))).toBe(false);
});

test('the set-new-password page without a recovery session offers a new link', async ({ page }) => {
  await page.goto('/auth/reset-password');
  await expect(page.getByText('This reset link has expired. Request a new one.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/auth/forgot-password');
});

test('the 6th rapid wrong password for an address is throttled, and not even checked', async ({ page }) => {
  const email = `e2e-throttle-${randomUUID().slice(0, 8)}@example.com`;
  for (let attempt = 1; attempt <= 5; attempt++) {
    await logIn(page, email, `wrong-${attempt}`);
    await expect(toast(page, 'Error').last()).toContainText('Invalid login credentials');
  }
  await logIn(page, email, 'wrong-6');
  await expect(toast(page, 'Error').first()).toContainText('Too many attempts. Try again in 15 minutes.');
});

/** A fresh recovery link for the account, as the e-mail would carry it. */
async function recoveryLink(email: string) {
  const seen = mailLinks(email, 'recovery').length;
  const send = await fetch(`${process.env.E2E_SUPABASE_URL}/auth/v1/recover`, {
    method: 'POST',
    headers: { apikey: process.env.E2E_SUPABASE_KEY!, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(send.ok).toBe(true);
  return nextMailLink(email, 'recovery', seen);
}

const authCookies = (response: APIResponse) =>
  response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie' && /^sb-[^=]+-auth-token/.test(header.value))
    .map((header) => header.value);

test('auth cookies are Secure when the site is served over https, and not on plain http', async ({ request }) => {
  const account = await newAccount('secure');
  // Opened through a TLS-terminating proxy, which says so in x-forwarded-proto.
  const overHttps = await request.get(await recoveryLink(account.email), { maxRedirects: 0, headers: { 'x-forwarded-proto': 'https' } });
  expect(overHttps.status()).toBe(303);
  expect(overHttps.headers().location).toMatch(/\/auth\/reset-password$/);
  expect(authCookies(overHttps).length).toBeGreaterThan(0);
  for (const cookie of authCookies(overHttps)) expect(cookie).toMatch(/;\s*Secure;?/i);
  for (const cookie of authCookies(overHttps)) expect(cookie).toMatch(/;\s*SameSite=Lax/i);

  const overHttp = await request.get(await recoveryLink(account.email), { maxRedirects: 0 });
  expect(authCookies(overHttp).length).toBeGreaterThan(0);
  for (const cookie of authCookies(overHttp)) expect(cookie).not.toMatch(/;\s*Secure/i);
});
