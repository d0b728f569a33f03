import type { Page } from '@playwright/test';
import { logInAsOwner } from './admin-helpers';
import { SEEDED, expect, test } from './fixtures';

/** The first Tab stop is "Skip to content"; following it puts focus on the page's main content. */
async function expectSkipLink(page: Page) {
  await page.keyboard.press('Tab');
  const link = page.getByRole('link', { name: 'Skip to content' });
  await expect(link).toBeFocused();
  await expect(link).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
}

for (const [name, path] of [
  ['home', '/'],
  ['a project page', `/projects/${SEEDED.harbor.slug}`],
  ['/auth', '/auth'],
  ['the 404 page', '/no-such-page'],
  ['project not found', '/projects/not-a-uuid'],
] as const) {
  test(`${name} starts with a skip link to the content`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectSkipLink(page);
  });
}

test('/admin starts with a skip link to the content', async ({ page }) => {
  await logInAsOwner(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Projects' })).toBeVisible();
  await expectSkipLink(page);
});
