import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { SEEDED, asNewVisitor, backend, expect, expectNoAxeViolations, owner, test, toast, useTheme } from './fixtures';

const loginForm = (page: Page) => page.getByRole('form', { name: 'Login' });
const signUpForm = (page: Page) => page.getByRole('form', { name: 'Sign Up' });

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  const form = loginForm(page);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

async function signUp(page: Page, account: { fullName: string; email: string; password: string }) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = signUpForm(page);
  await form.getByLabel('Full Name').fill(account.fullName);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
}

const newAccount = () => ({
  fullName: 'Casey Visitor',
  email: `e2e-${randomUUID().slice(0, 12)}@example.com`,
  password: 'visitor-password-1',
});

async function hasAuthCookie(page: Page) {
  return (await page.context().cookies()).some((cookie) => /^sb-.+-auth-token/.test(cookie.name));
}

test.describe('/auth', () => {
  test('is the Admin Portal with Login and Sign Up tabs and a way back to the portfolio', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
    const loginTab = page.getByRole('tab', { name: 'Login' });
    const signUpTab = page.getByRole('tab', { name: 'Sign Up' });
    await expect(loginTab).toHaveAttribute('aria-selected', 'true');
    await expect(loginForm(page)).toBeVisible();

    // Keyboard: arrow keys move between the tabs (Radix roving focus).
    await loginTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(signUpTab).toBeFocused();
    await expect(signUpTab).toHaveAttribute('aria-selected', 'true');
    await expect(signUpForm(page).getByLabel('Full Name')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(loginTab).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('link', { name: 'Back to Portfolio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('logs the owner in: Success toast, then the dashboard', async ({ page }) => {
    const { email, password } = owner();
    await logIn(page, email, password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(toast(page, 'Success')).toContainText('Logged in successfully');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    expect(await hasAuthCookie(page)).toBe(true);
    // The flash that carried the toast across the redirect is consumed.
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'flash')).toBe(false);
  });

  test('refuses a wrong password with the server message and keeps the email', async ({ page }) => {
    await logIn(page, owner().email, 'not-the-password');
    await expect(toast(page, 'Error')).toContainText('Invalid login credentials');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(loginForm(page).getByLabel('Email')).toHaveValue(owner().email);
    // The password is never echoed back into the form.
    await expect(loginForm(page).getByLabel('Password')).toHaveValue('');
    expect(await hasAuthCookie(page)).toBe(false);
  });

  test('shows field errors for empty and malformed login fields', async ({ page }) => {
    await page.goto('/auth');
    const form = loginForm(page);
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Password is required')).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-describedby', 'login-email-error');
    await expect(form.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Email').fill('owner@example');
    await form.getByLabel('Password').fill('whatever');
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(form.getByText('Enter a valid email address, e.g. name@example.com')).toBeVisible();
    await expect(form.getByText('Password is required')).toBeHidden();
    await expect(form.getByLabel('Email')).toHaveValue('owner@example');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('shows field errors for an empty sign-up', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = signUpForm(page);
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Full Name is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Password is required')).toBeVisible();
    await expect(form.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
  });

  test('signs up a new account without signing it in; it then logs in as a non-owner', async ({ page }) => {
    const account = newAccount();
    await signUp(page, account);
    await expect(toast(page, 'Account created successfully! You can now log in.')).toBeVisible();
    const form = signUpForm(page);
    for (const field of ['Full Name', 'Email', 'Password']) await expect(form.getByLabel(field)).toHaveValue('');

    // Not signed in by the sign-up: the admin area still sends this browser to /auth.
    expect(await hasAuthCookie(page)).toBe(false);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth$/);

    await logIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(toast(page, 'Success')).toContainText('Logged in successfully');
    await expect(page.getByRole('main').getByText('This account cannot change projects. Only the site owner can.')).toBeVisible();
    // The list is readable, but no form and no controls.
    await expect(page.getByRole('heading', { name: 'Your Projects' })).toBeVisible();
    await expect(page.getByRole('heading', { name: SEEDED.harbor.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Add New Project' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveCount(0);
    for (const name of [/^Edit /, /^Delete /, /^Move .+ (up|down)$/, /^Add Project$/]) {
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    }
  });

  test('answers a sign-up for an address that has an account as for a new one, and leaves that account alone', async ({ page }) => {
    await signUp(page, { fullName: 'Someone', email: owner().email, password: 'another-password-1' });
    await expect(toast(page, 'Account created successfully! You can now log in.')).toBeVisible();
    const form = signUpForm(page);
    for (const field of ['Full Name', 'Email', 'Password']) await expect(form.getByLabel(field)).toHaveValue('');
    expect(await hasAuthCookie(page)).toBe(false);

    // Straight at the Auth API, so the app's sign-in throttle for this address is left alone.
    const tried = await fetch(`${backend().url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: backend().publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: owner().email, password: 'another-password-1' }),
    });
    expect(tried.status).toBe(400);
    await logIn(page, owner().email, owner().password);
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('refuses a weak password with the server message', async ({ page }) => {
    await signUp(page, { ...newAccount(), password: '123' });
    await expect(toast(page, 'Error')).toContainText('Password should be at least');
    expect(await hasAuthCookie(page)).toBe(false);
  });
});

test.describe('strangers', () => {
  test('failing to log in from many clients does not lock the owner out', async ({ page }) => {
    test.setTimeout(120_000);
    // More failures than one client may make (30 in 15 minutes), each from a client of its own.
    await page.goto('/auth');
    const form = loginForm(page);
    for (let attempt = 1; attempt <= 35; attempt++) {
      await asNewVisitor(page);
      await form.getByLabel('Email').fill(`stranger-${randomUUID().slice(0, 8)}@example.com`);
      await form.getByLabel('Password').fill(`wrong-${attempt}`);
      await form.getByRole('button', { name: 'Login' }).click();
      await expect(toast(page, 'Error')).toContainText('Invalid login credentials');
      await page.getByRole('button', { name: 'Close' }).click();
      await expect(toast(page, 'Error')).toHaveCount(0);
    }
    await asNewVisitor(page);
    await logIn(page, owner().email, owner().password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(toast(page, 'Success')).toContainText('Logged in successfully');
  });
});

test.describe('session', () => {
  test('a signed-out visitor of /admin is sent to /auth', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
  });

  test('a signed-in visitor of /auth is sent to /admin, and the session survives a reload', async ({ page }) => {
    await logIn(page, owner().email, owner().password);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/admin$/);
    await page.reload();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Add New Project' })).toBeVisible();
    // The toast belongs to the login only, not to every visit.
    await expect(toast(page, 'Logged in successfully')).toHaveCount(0);
  });

  test('logout ends the session and returns to /auth', async ({ page }) => {
    await logIn(page, owner().email, owner().password);
    await expect(page).toHaveURL(/\/admin$/);
    const tokenCookie = (await page.context().cookies()).find((cookie) => /^sb-.+-auth-token/.test(cookie.name));
    expect(tokenCookie).toBeDefined();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await hasAuthCookie(page)).toBe(false);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth$/);

    // Replaying the old cookie does not bring the session back: it ended on the server.
    await page.context().addCookies([tokenCookie!]);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth$/);
  });
});


test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`/auth has no axe violations (${theme})`, async ({ page }) => {
      test.slow(); // several axe analyses
      await useTheme(page, theme);
      await page.goto('/auth');
      await expect(page.locator('html')).toHaveClass(new RegExp(theme));
      for (const tab of ['Login', 'Sign Up']) {
        await page.getByRole('tab', { name: tab }).click();
        // With the field errors showing too.
        await page.getByRole('button', { name: tab === 'Login' ? 'Login' : 'Create Account' }).click();
        await expect(page.getByText('Email is required')).toBeVisible();
        await expectNoAxeViolations(page);
      }
      // And with an error toast showing.
      await logIn(page, owner().email, 'not-the-password');
      await expect(toast(page, 'Error')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
