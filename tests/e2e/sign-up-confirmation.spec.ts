import { randomUUID } from 'node:crypto';
import { startBackend } from '../../scripts/local-supabase.mjs';
import { expect, mailLinks, nextMailLink, owner, test, toast } from './fixtures';

// Runs after the resilience test (its own Playwright project): it restarts the shared backend
// with e-mail confirmations switched on, as most hosted projects have them.
test.describe.configure({ mode: 'serial' });

let backend: { stop: () => Promise<void> } | undefined;

test.beforeAll(async () => {
  const project = JSON.parse(process.env.E2E_BACKEND_PROJECT!);
  backend = await startBackend({ ...project, emailConfirmations: true }, { owner: owner(), log: process.env.E2E_BACKEND_LOG! });
});

test.afterAll(async () => {
  await backend?.stop();
});

test('sign-up with confirmations on: check your inbox, then the link confirms and signs in', async ({ page }) => {
  const account = { fullName: 'Confirming Visitor', email: `e2e-confirm-${randomUUID().slice(0, 8)}@example.com`, password: 'visitor-password-1' };
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('Full Name').fill(account.fullName);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  const seen = mailLinks(account.email, 'signup').length;
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Success')).toContainText(
    'Account created! Check your email for the confirmation link, then log in.',
  );

  // Not usable before the address is confirmed.
  await page.getByRole('tab', { name: 'Login' }).click();
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill(account.email);
  await login.getByLabel('Password').fill(account.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(toast(page, 'Error')).toContainText('Email not confirmed');

  await page.goto(await nextMailLink(account.email, 'signup', seen));
  await expect(page).toHaveURL(/\/admin$/);
  await expect(toast(page, 'Success')).toContainText('Email confirmed successfully');
  await expect(page.getByRole('main').getByText('This account cannot change projects. Only the site owner can.')).toBeVisible();
});
