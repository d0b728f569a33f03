import { loadEveryProject } from './admin-helpers';
import { SEEDED, expect, holdRequests, test } from './fixtures';

// global-setup adds 10 'other' projects after the 8 seeded ones: 18+ projects, 12 per page.
// The admin specs add and remove projects meanwhile, so counts are 'at least'.
const cards = (page: import('@playwright/test').Page) => page.locator('#projects li[data-category]');

test.describe('home grid paging', () => {
  test('prerenders one page of projects and loads the rest on demand', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    expect(html.match(/data-category="/g)?.length).toBe(12);

    await page.goto('/');
    await expect(cards(page)).toHaveCount(12);
    await expect(cards(page).first()).toContainText(SEEDED.harbor.title);
    const more = page.getByRole('button', { name: /^Load more projects \(\d+ more\)$/ });
    await expect(more).toBeVisible();
    await more.click();
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(18);
    await expect(cards(page).filter({ hasText: 'Archive project 10' })).toBeVisible();
    // Whatever the other specs added meanwhile, the button leads to the end of the list.
    await loadEveryProject(page);
    await expect(more).toHaveCount(0);
  });

  test('a category beyond the first page loads all of its projects, with a loading text', async ({ page }) => {
    await page.goto('/');
    const api = await holdRequests(page, '**/api/projects?**');
    await page.getByRole('group', { name: 'Filter projects by category' }).getByRole('button', { name: 'other' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading projects...' })).toBeVisible();
    api.release();
    // The prerendered grid stays until the category's is drawn: wait for that, then count.
    await expect(page.locator('#projects li[data-category]:not([data-category="other"])')).toHaveCount(0);
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(11);
    await expect(cards(page).filter({ hasText: SEEDED.apiMonitor.title })).toBeVisible();
    await expect(cards(page).filter({ hasText: 'Archive project 10' })).toBeVisible();
  });

  test('a shared ?category= link beyond the first page loads that category', async ({ page }) => {
    await page.goto('/?category=other');
    await expect(cards(page).filter({ hasText: 'Archive project 10' })).toBeVisible();
    await expect(page.locator('#projects li[data-category]:not([data-category="other"])')).toHaveCount(0);
  });
});

test.describe('GET /api/projects', () => {
  test('answers a page of projects with the total', async ({ request }) => {
    const response = await request.get('/api/projects?category=power_bi&offset=0');
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.projects.every((p: { category: string }) => p.category === 'power_bi')).toBe(true);
  });

  test('answers as many as the limit asks for', async ({ request }) => {
    const body = await (await request.get('/api/projects?category=all&offset=0&limit=3')).json();
    expect(body.projects).toHaveLength(3);
  });

  for (const [query, message] of [
    ['limit=0', 'limit must be at least 1'],
    ['limit=101', 'limit must be at most 100'],
    ['category=design', 'category must be one of: all, wordpress, power_bi, web_development, other'],
    ['offset=-3', 'offset must be 0 or more'],
    ['offset=abc', 'offset must be a number'],
    ['offset=1.5', 'offset must be a whole number'],
  ] as const) {
    test(`rejects ${query} with a clear 400`, async ({ request }) => {
      const response = await request.get(`/api/projects?${query}`);
      expect(response.status()).toBe(400);
      expect(await response.json()).toEqual({ error: message });
    });
  }
});
