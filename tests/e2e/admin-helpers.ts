import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, owner } from './fixtures';

export { rest } from './fixtures';

// Shared by the admin specs: locators for the dashboard and the owner's login.

export const uniqueTitle = (label: string) => `E2E ${label} ${randomUUID().slice(0, 8)}`;
export const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
export const projectForm = (page: Page) => page.locator('form').filter({ has: page.getByRole('textbox', { name: 'Title' }) });
export const listItem = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Projects in display order' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Every project title on the home page, in order (following "Load more" if it paginates). */
export async function homeTitles(page: Page): Promise<string[]> {
  await page.goto('/');
  const section = page.locator('#projects');
  await expect(section.getByRole('heading', { name: 'Featured Projects' })).toBeVisible();
  const cards = section.locator('h3');
  const more = section.getByRole('button', { name: /^Load more/ });
  for (let i = 0; i < 20 && (await more.isVisible()); i++) {
    const before = await cards.count();
    await more.click();
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
  }
  return cards.allTextContents();
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
