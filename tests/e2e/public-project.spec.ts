import { SEEDED, expect, holdRequests, test } from './fixtures';

const WORDPRESS_TITLES = ['Harbor Coffee Online Store', 'Editorial Block Theme', 'Membership Portal Migration'];

test.describe('project page', () => {
  test('shows the project with gallery, badges, technologies and links', async ({ page }) => {
    const response = await page.goto(`/projects/${SEEDED.harbor.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEEDED.harbor.title);
    const article = page.locator('article');
    await expect(article.getByText('Featured', { exact: true })).toBeVisible();
    await expect(article.getByText('WordPress', { exact: true }).first()).toBeVisible();
    await expect(article.getByRole('heading', { name: 'Technologies' })).toBeVisible();
    await expect(article.getByText('Stripe', { exact: true })).toBeVisible();

    const live = article.getByRole('link', { name: 'View Live Project' });
    await expect(live).toHaveAttribute('href', 'https://example.com/harbor-coffee');
    await expect(live).toHaveAttribute('target', '_blank');
    await expect(live).toHaveAttribute('rel', 'noopener noreferrer');
    const code = article.getByRole('link', { name: 'View Code' });
    await expect(code).toHaveAttribute('target', '_blank');
    await expect(code).toHaveAttribute('rel', 'noopener noreferrer');

    await page.getByRole('link', { name: 'Back to Projects' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the thumbnail strip lists main image then gallery, 4 per row, each with its alt text', async ({ page }) => {
    await page.goto(`/projects/${SEEDED.harbor.slug}`);
    const thumbnails = page.getByRole('list', { name: 'Project images' }).getByRole('button');
    await expect(thumbnails).toHaveCount(3);
    await expect(page.getByRole('list', { name: 'Project images' })).toHaveClass(/grid-cols-4/);
    const names = [
      'Image 1 of 3: Harbor Coffee storefront with the featured subscription box',
      'Image 2 of 3: The two-step checkout with local pickup slots',
      'Image 3 of 3: The store on a phone, with the cart open',
    ];
    for (const [index, name] of names.entries()) await expect(thumbnails.nth(index)).toHaveAccessibleName(name);
    const main = page.getByRole('button', { name: 'View full size: Harbor Coffee storefront with the featured subscription box' });
    await expect(main.locator('img')).toHaveAttribute('src', /harbor-coffee\.webp/);
    await expect(main.locator('img')).toHaveAttribute('alt', 'Harbor Coffee storefront with the featured subscription box');
  });

  test('shows no thumbnails for a single image and no links when none are set', async ({ page }) => {
    await page.goto(`/projects/${SEEDED.workforce.slug}`);
    await expect(page.getByRole('button', { name: 'View full size: Workforce report with headcount, attrition and hiring funnel' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Project images' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'View Live Project' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'View Code' })).toHaveCount(0);
    await expect(page.getByText('Featured', { exact: true })).toHaveCount(0);
  });

  test('shows only the live link when there is no code link, and the initial when there is no image', async ({ page }) => {
    await page.goto(`/projects/${SEEDED.sales.slug}`);
    await expect(page.getByRole('link', { name: 'View Live Project' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Code' })).toHaveCount(0);

    await page.goto(`/projects/${SEEDED.membership.slug}`);
    await expect(page.locator('article').getByText('M', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Code' })).toHaveCount(0);
  });

  test('similar projects: at most 3, same category, never the project itself, first 3 technologies', async ({ page }) => {
    await page.goto(`/projects/${SEEDED.harbor.slug}`);
    const similar = page.getByRole('region', { name: 'Similar Projects' });
    await expect(similar.getByRole('heading', { name: 'Similar Projects' })).toBeVisible();
    const titles = await similar.locator('h3').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThanOrEqual(3);
    for (const title of titles) {
      expect(WORDPRESS_TITLES).toContain(title);
      expect(title).not.toBe(SEEDED.harbor.title);
    }
    for (const list of await similar.getByRole('list', { name: 'Technologies' }).all()) {
      expect(await list.getByRole('listitem').count()).toBeLessThanOrEqual(3);
    }
    await similar.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[0]!);
  });

  for (const [name, id] of [
    ['an unknown id', '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9eff'],
    ['a malformed id', 'not-a-uuid'],
    ['an injection attempt', "1'%20or%20'1'='1"],
  ] as const) {
    test(`answers 404 'Project Not Found' for ${name}`, async ({ page }) => {
      const response = await page.goto(`/projects/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Project Not Found' })).toBeVisible();
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});

test('any other path shows the 404 page and logs the path', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect.poll(() => messages.some((m) => m.includes('/no/such/page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('slow navigations show the spec loading texts', async ({ page }) => {
  await page.goto('/');
  // Hold back the page payload so the pending state stays until the test has seen it.
  const payload = await holdRequests(page, /_rsc=/);
  await page.locator('#projects').getByRole('link', { name: new RegExp(SEEDED.sales.title) }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading project details...' })).toBeVisible();
  payload.release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEEDED.sales.title);
});

test('going back to the list from a freshly opened project shows "Loading projects..."', async ({ page }) => {
  // Opened directly, so the router has no copy of / yet (coming from / it would be instant).
  const payload = await holdRequests(page, /_rsc=/);
  await page.goto(`/projects/${SEEDED.sales.slug}`);
  await page.getByRole('link', { name: 'Back to Projects' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading projects...' })).toBeVisible();
  payload.release();
  await expect(page.getByRole('heading', { name: 'Featured Projects' })).toBeVisible();
});
