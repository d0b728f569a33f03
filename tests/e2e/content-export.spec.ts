import { readFile } from 'node:fs/promises';
import { readArchive } from '@/lib/archive/zip.mjs';
import { logInAsOwner } from './admin-helpers';
import { expect, expectNoAxeViolations, newAccount, test, useTheme } from './fixtures';

// The Export section: the owner downloads one zip of the whole content (the round trip through a
// second backend is tests/integration/content-archive.test.ts); nobody else gets one.

test('the owner downloads the whole content as one archive, the Insights totals when asked for', async ({ page }) => {
  await logInAsOwner(page);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Export' }).click();
  await expect(page.getByRole('heading', { name: 'Export', level: 2 })).toBeVisible();
  const contents = page.getByRole('region', { name: 'What it holds' });
  await expect(contents.getByRole('row', { name: /^Profile 1$/ })).toBeVisible();
  await expect(contents.getByRole('row', { name: /^Insight totals \(when included\) [\d,]+$/ })).toBeVisible();

  await page.getByLabel('Include the Insights totals').check();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download archive' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^content-\d{4}-\d{2}-\d{2}\.zip$/);
  const archive = await readArchive(await readFile((await download.path())!));
  expect(archive.manifest).toMatchObject({ format: 'portfolio-content', version: 1, siteUrl: process.env.E2E_BASE_URL, includesInsights: true });
  expect(archive.manifest.tables.profile).toBe(1);
  expect(archive.manifest.tables.projects).toBeGreaterThanOrEqual(20);
  expect(archive.manifest.tables.insight_totals).toBeGreaterThan(0);
  expect(archive.tables.get('profile')![0]).toMatchObject({ name: 'Sam Carter', id: true });

  const response = await page.request.get('/admin/export/archive');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect((await readArchive(await response.body())).manifest.includesInsights).toBe(false);
});

test('the archive is the owner’s alone', async ({ page, request }) => {
  expect((await request.get('/admin/export/archive', { maxRedirects: 0 })).status()).not.toBe(200);
  const account = await newAccount('export');
  await page.goto('/auth');
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill(account.email);
  await login.getByLabel('Password').fill(account.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const response = await page.request.get('/admin/export/archive');
  expect(response.status()).toBe(403);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(await response.text()).toBe('Only the owner can export the content');
  await page.goto('/admin/export');
  await expect(page.getByRole('main').getByText('Only the owner can export the content')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download archive' })).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the Export section has no axe violations (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await logInAsOwner(page, '/admin/export');
    await expect(page.getByRole('heading', { name: 'Export', level: 2 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
