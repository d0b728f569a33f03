// Debian's Chromium through Playwright (as the e2e tests drive it), and the owner's session.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../harness/chromium.mjs';

export function launchBrowser() {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
    // Playwright's own Ctrl-C handler closes its browsers and then calls process.exit(130),
    // cutting short the bench's handler that stops the backends and servers.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

/** Whether the app has this route at all (a redirect, e.g. /admin → /auth, counts). */
export async function routeExists(base, pathname) {
  const response = await fetch(new URL(pathname, base), { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  await response.body?.cancel();
  return response.status !== 404;
}

/** Logs in through the real /auth form; resolves to the session as Playwright storageState. */
export async function signIn(browser, base, { email, password }) {
  const context = await browser.newContext({ baseURL: base });
  try {
    const page = await context.newPage();
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/admin', { timeout: 30_000 });
    const state = await context.storageState();
    // Only the session: the one-shot 'Logged in successfully' cookie would toast on every visit.
    return { ...state, cookies: state.cookies.filter((cookie) => cookie.name !== 'flash') };
  } finally {
    await context.close();
  }
}
