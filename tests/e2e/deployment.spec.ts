import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { appEnv, startApp } from '../../scripts/harness/app.mjs';
import { freePort } from '../../scripts/harness/processes.mjs';
import { asNewVisitor, expect, newClientAddress, rest, test, toast } from './fixtures';

// A second `next start` of the same build on the same backend, configured as a Node host with
// no proxy in front (TRUSTED_PROXY_HOPS unset): two instances share one set of throttles, and
// this one knows a client by its socket, whatever X-Forwarded-For the client writes.

test.describe.configure({ mode: 'serial' });

let second: { url: string; stop: () => Promise<void> };

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  const distDir = process.env.E2E_DIST_DIR!;
  const env = appEnv({
    backend: { url: process.env.E2E_SUPABASE_URL!, publishableKey: process.env.E2E_SUPABASE_KEY!, secretKey: process.env.E2E_SUPABASE_SECRET_KEY! },
    siteUrl: process.env.E2E_BASE_URL!,
    distDir,
  });
  const logFile = path.resolve(import.meta.dirname, '..', '..', 'test-results', distDir, 'e2e-second-server.log');
  second = await startApp(port, { ...env, TRUSTED_PROXY_HOPS: '0' }, logFile);
});

test.afterAll(async () => {
  await second?.stop();
});

async function logIn(page: Page, origin: string, email: string, password: string) {
  await page.goto(`${origin}/auth`);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

test('failed sign-ins counted on one instance hold on the other', async ({ page, baseURL }) => {
  const email = `e2e-shared-${randomUUID().slice(0, 8)}@example.com`;
  for (let attempt = 1; attempt <= 5; attempt++) {
    await asNewVisitor(page);
    await logIn(page, baseURL!, email, `wrong-${attempt}`);
    await expect(toast(page, 'Error').last()).toContainText('Invalid login credentials');
  }
  await page.setExtraHTTPHeaders({});
  await logIn(page, second.url, email, 'wrong-6');
  await expect(toast(page, 'Error').first()).toContainText('Too many attempts. Try again in 15 minutes.');
});

test('with no proxy, a client is its socket: a new X-Forwarded-For per message changes nothing', async ({ page }) => {
  const emails = Array.from({ length: 6 }, (_, i) => `e2e-socket-${i}-${randomUUID().slice(0, 8)}@example.com`);
  await page.goto(`${second.url}/#contact`);
  const contact = page.locator('#contact');
  for (const [i, email] of emails.entries()) {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClientAddress() });
    await contact.getByLabel('Name').fill('Ada Lovelace');
    await contact.getByRole('textbox', { name: 'Email' }).fill(email);
    await contact.getByLabel('Message').fill(`Message ${i + 1}`);
    await contact.getByRole('button', { name: 'Send Message' }).click();
    if (i < 5) {
      await expect(toast(page, 'Message Sent!')).toBeVisible();
      await page.getByRole('button', { name: 'Close' }).click();
      await expect(toast(page, 'Message Sent!')).toHaveCount(0);
    }
  }
  await expect(toast(page, 'Error')).toContainText('Too many messages. Please try again later.');
  expect(await rest.messagesFrom(emails[5]!)).toEqual([]);
  for (const email of emails) await rest.removeMessagesFrom(email);
});
