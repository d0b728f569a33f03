import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, owner } from './fixtures';

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

/** Presses "Load more" until the home grid has every project (other specs add and remove some meanwhile). */
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

export async function logInAsOwner(page: Page) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(owner().email);
  await form.getByLabel('Password').fill(owner().password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Add New Project' })).toBeVisible();
}
