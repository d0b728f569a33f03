import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { createChunks, stringToBase64URL } from '@supabase/ssr';
import { passwordSession } from '../../scripts/harness/backend.mjs';
import { backend, expect, owner } from './fixtures';

export { toast } from './fixtures';

export { rest } from './fixtures';

// Shared by the admin specs: locators for the dashboard and the owner's login.

export const uniqueTitle = (label: string) => `E2E ${label} ${randomUUID().slice(0, 8)}`;
export const projectForm = (page: Page) => page.locator('form').filter({ has: page.getByRole('textbox', { name: 'Title' }) });
/** Adds an image by URL in the project form and gives it alt text. */
export async function addImageLink(form: Locator, url: string, alt: string) {
  await form.getByLabel('Or add an image by URL').fill(url);
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await form.getByRole('list', { name: 'Images in order' }).getByRole('listitem').last().getByRole('textbox').fill(alt);
}

export const listItem = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Projects in display order' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Presses "Load more" until the project grid (home or /projects) has every project (other specs add and remove some meanwhile). */
export async function loadEveryProject(page: Page) {
  const section = page.locator('#projects');
  const more = section.getByRole('button', { name: /^Load more/ });
  const loading = section.getByRole('status').filter({ hasText: 'Loading projects...' });
  await expect
    .poll(async () => {
      if (await loading.isVisible()) return 'loading';
      if (!(await more.isVisible())) return 'done';
      await more.click();
      return 'more';
    })
    .toBe('done');
}

/** Every project title on the home page, in order (following "Load more" if it paginates). */
export async function homeTitles(page: Page): Promise<string[]> {
  await page.goto('/');
  const section = page.locator('#projects');
  await expect(section.getByRole('heading', { name: 'Featured Projects' })).toBeVisible();
  await loadEveryProject(page);
  return section.locator('h3').allTextContents();
}

/** Signs in as the owner and opens `path` of the admin area: the dashboard unless told otherwise. */
export async function logInAsOwner(page: Page, path = '/admin') {
  // A session of its own from the Auth server, stored as the site's cookies the way @supabase/ssr
  // stores them: the login form itself is what tests/e2e/auth.spec.ts tests.
  const session = await passwordSession(backend(), owner());
  const name = `sb-${new URL(backend().url).hostname.split('.')[0]}-auth-token`;
  const value = `base64-${stringToBase64URL(JSON.stringify({ ...session, expires_at: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in }))}`;
  const url = process.env.E2E_BASE_URL!;
  await page.context().addCookies(createChunks(name, value).map((chunk) => ({ name: chunk.name, value: chunk.value, url, sameSite: 'Lax' as const })));
  await page.goto(path);
  if (path === '/admin') await expect(page.getByRole('heading', { name: 'Add New Project' })).toBeVisible();
  // Signed in: a visitor without a session would have been sent to /auth.
  else await expect(page).toHaveURL((address) => address.pathname === new URL(path, url).pathname);
}
