import { SEEDED, expect, test } from './fixtures';

test('the home page renders the seeded projects in a real browser', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const projects = page.locator('#projects');
  await expect(projects.getByRole('heading', { name: 'Featured Projects' })).toBeVisible();
  for (const { title } of Object.values(SEEDED)) {
    await expect(projects.getByRole('heading', { name: title })).toBeVisible();
  }
});
