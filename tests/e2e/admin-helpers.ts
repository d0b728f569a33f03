import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, owner } from './fixtures';

// Shared by the admin specs: locators for the dashboard, the owner's login, and direct REST
// access for fixtures and clean-up (the UI is what the tests exercise).

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

export const rest = {
  url: () => process.env.E2E_SUPABASE_URL!,
  key: () => process.env.E2E_SUPABASE_KEY!,
  async token(): Promise<string> {
    const response = await fetch(`${rest.url()}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: rest.key(), 'content-type': 'application/json' },
      body: JSON.stringify(owner()),
    });
    if (!response.ok) throw new Error(`owner sign-in failed: ${response.status}`);
    return ((await response.json()) as { access_token: string }).access_token;
  },
  async headers() {
    return { apikey: rest.key(), authorization: `Bearer ${await rest.token()}`, 'content-type': 'application/json' };
  },
  /** One request, so the rows get adjacent display orders at the end of the list. */
  async insert(rows: { title: string; description: string; category: string; technologies?: string[] }[]) {
    const response = await fetch(`${rest.url()}/rest/v1/projects?select=id,title`, {
      method: 'POST',
      headers: { ...(await rest.headers()), prefer: 'return=representation' },
      body: JSON.stringify(rows),
    });
    if (!response.ok) throw new Error(`insert failed: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: string; title: string }[];
  },
  async idsByTitle(title: string): Promise<string[]> {
    const response = await fetch(`${rest.url()}/rest/v1/projects?select=id&title=eq.${encodeURIComponent(title)}`, {
      headers: { apikey: rest.key() },
    });
    return ((await response.json()) as { id: string }[]).map((row) => row.id);
  },
  async removeTitles(titles: string[]) {
    if (titles.length === 0) return;
    const list = titles.map((title) => `"${title.replaceAll('"', '\\"')}"`).join(',');
    await fetch(`${rest.url()}/rest/v1/projects?title=in.(${encodeURIComponent(list)})`, {
      method: 'DELETE',
      headers: await rest.headers(),
    });
  },
};
