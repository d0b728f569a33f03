import type { Page } from '@playwright/test';
import { homeTitles, listItem, logInAsOwner, projectForm, rest, toast, uniqueTitle } from './admin-helpers';
import { SEEDED, expect, expectNoAxeViolations, test, useTheme } from './fixtures';

// Case studies: Markdown rendered on the server, drafts the owner previews before publishing,
// Power BI reports loaded on request, and readable URLs.

const REPORT = 'https://app.powerbi.com/view?r=eyJrIjoiZTJlLXJlcG9ydCIsInQiOiJ0ZXN0In0%3D';

const CASE_STUDY = [
  '# The problem',
  '',
  'Harbor Coffee sold **subscriptions** by e-mail and a *spreadsheet*.',
  '',
  '## What I built',
  '',
  '- A WooCommerce shop with `wc-subscriptions`',
  '- A [delivery calendar](https://example.com/calendar)',
  '',
  '1. Audit',
  '2. Build',
  '',
  '> Orders doubled in three months.',
  '',
  '| Metric | Before | After |',
  '| --- | ---: | ---: |',
  '| Orders a week | 40 | 85 |',
  '',
  '```php',
  "add_filter( 'woocommerce_cart_item_price', 'price' );",
  '```',
  '',
  '<script>alert("xss")</script> and [a trap](javascript:alert(1)).',
].join('\n');

const created: string[] = [];
test.afterAll(async () => {
  await rest.removeTitles(created);
});

/** What a visitor without a session gets at this path. */
async function visitorStatus(page: Page, path: string) {
  const response = await page.request.get(path, { maxRedirects: 0, headers: { cookie: '' } });
  return response.status();
}

test('the owner writes a Markdown case study, previews it, saves a draft, previews the page, publishes and unpublishes it', async ({
  page,
  browser,
}) => {
  test.slow();
  const title = uniqueTitle('Case study');
  created.push(title);
  const slug = title.toLowerCase().replaceAll(' ', '-');
  await logInAsOwner(page);
  const form = projectForm(page);
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Description').fill(CASE_STUDY);
  await form.getByLabel('Category').selectOption('wordpress');

  // Preview: the server's rendering, in place of the text area.
  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = form.locator('.markdown');
  await expect(preview.getByRole('heading', { level: 2, name: 'The problem' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveCount(4);
  await expect(preview.getByText('<script>alert("xss")</script> and a trap.')).toBeVisible();
  await expect(form.getByLabel('Description')).toBeHidden();
  await form.getByRole('button', { name: 'Write' }).click();
  await expect(form.getByLabel('Description')).toHaveValue(CASE_STUDY);

  await form.getByRole('button', { name: 'Save as draft' }).click();
  await expect(toast(page, 'Draft saved successfully')).toBeVisible();
  const item = listItem(page, title);
  await expect(item.getByText('Draft', { exact: true })).toBeVisible();

  // Not public: no page, not on the home page, not in the sitemap or the API.
  const visitor = await browser.newPage();
  expect((await visitor.goto(`/projects/${slug}`))?.status()).toBe(404);
  expect(await homeTitles(visitor)).not.toContain(title);
  expect(await (await visitor.request.get('/sitemap.xml')).text()).not.toContain(slug);
  expect(JSON.stringify(await (await visitor.request.get('/api/projects?category=wordpress&offset=0')).json())).not.toContain(title);

  // The owner's preview: the real page, marked as a draft, never cached, not indexed.
  const previewHref = (await item.getByRole('link', { name: /^Preview / }).getAttribute('href'))!;
  const previewResponse = await page.goto(previewHref);
  expect(previewResponse?.headers()['cache-control']).toContain('no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('note')).toContainText('Draft preview.');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('article .markdown').getByRole('heading', { level: 2, name: 'What I built' })).toBeVisible();
  expect(await visitorStatus(visitor, previewHref)).toBe(307);

  await page.goto('/admin');
  await listItem(page, title).getByRole('button', { name: `Publish ${title}` }).click();
  await expect(toast(page, 'Project published')).toBeVisible();
  await expect(listItem(page, title).getByText('Draft', { exact: true })).toHaveCount(0);

  expect(await homeTitles(visitor)).toContain(title);
  expect((await visitor.goto(`/projects/${slug}`))?.status()).toBe(200);
  const article = visitor.locator('article .markdown');
  await expect(article.getByRole('heading', { level: 2, name: 'The problem' })).toBeVisible();
  await expect(article.getByRole('heading', { level: 2, name: 'What I built' })).toBeVisible();
  await expect(article.locator('strong')).toHaveText('subscriptions');
  await expect(article.locator('ul > li')).toHaveCount(2);
  await expect(article.locator('ol > li')).toHaveCount(2);
  await expect(article.locator('blockquote')).toHaveText('Orders doubled in three months.');
  await expect(article.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(article.locator('pre code.language-php')).toContainText('woocommerce_cart_item_price');
  const link = article.getByRole('link', { name: 'delivery calendar' });
  await expect(link).toHaveAttribute('href', 'https://example.com/calendar');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(article.getByText('<script>alert("xss")</script> and a trap.')).toBeVisible();
  await expect(article.locator('a[href^="javascript"], script')).toHaveCount(0);
  // Cards and meta descriptions are plain text.
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute('content', /^Harbor Coffee sold subscriptions by e-mail and a spreadsheet\./);

  await page.goto('/admin');
  await listItem(page, title).getByRole('button', { name: `Unpublish ${title}` }).click();
  await expect(toast(page, 'Project unpublished')).toBeVisible();
  expect((await visitor.goto(`/projects/${slug}`))?.status()).toBe(404);
  await page.goto(previewHref);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visitor.close();
});

test('a new slug keeps the old address; old id URLs redirect permanently to the slug', async ({ page, request }) => {
  const title = uniqueTitle('Slug');
  created.push(title);
  const [row] = await rest.insert([{ title, description: 'Renamed later.', category: 'other' }]);
  const oldPath = `/projects/${row!.slug}`;
  expect(row!.slug).toBe(title.toLowerCase().replaceAll(' ', '-'));

  const byId = await request.get(`/projects/${SEEDED.harbor.id}`, { maxRedirects: 0 });
  expect(byId.status()).toBe(308);
  expect(new URL(byId.headers().location!, byId.url()).pathname).toBe(`/projects/${SEEDED.harbor.slug}`);

  await logInAsOwner(page);
  await listItem(page, title).getByRole('button', { name: `Edit ${title}` }).click();
  const form = projectForm(page);
  await form.getByLabel('Slug').fill('Not A Slug!');
  await form.getByRole('button', { name: 'Update Project' }).click();
  await expect(form.getByText('Slug must be lowercase letters, digits and hyphens, e.g. harbor-coffee-shop')).toBeVisible();
  const newSlug = `${row!.slug}-renamed`;
  await form.getByLabel('Slug').fill(newSlug);
  await form.getByRole('button', { name: 'Update Project' }).click();
  await expect(toast(page, 'Project updated successfully')).toBeVisible();

  const old = await request.get(oldPath, { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  expect(new URL(old.headers().location!, old.url()).pathname).toBe(`/projects/${newSlug}`);
  const response = await page.goto(oldPath);
  expect(response?.status()).toBe(200);
  expect(page.url()).toMatch(new RegExp(`/projects/${newSlug}$`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/projects/${newSlug}$`));
});

test('a Power BI report: only Microsoft report links are accepted; the frame loads after the click only', async ({ page }) => {
  const title = uniqueTitle('Report');
  created.push(title);
  await logInAsOwner(page);
  const form = projectForm(page);
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Description').fill('A sales dashboard.');
  await form.getByLabel('Category').selectOption('power_bi');
  await form.getByLabel('Power BI report').fill('https://example.com/reports/sales');
  await form.getByRole('button', { name: 'Add Project' }).click();
  await expect(form.getByText(/^Power BI report must be a Publish to web link/)).toBeVisible();
  await expect(form.getByLabel('Power BI report')).toHaveValue('https://example.com/reports/sales');

  await form.getByLabel('Power BI report').fill(REPORT);
  await form.getByLabel('Report name').fill('Sales performance 2024');
  await form.getByRole('button', { name: 'Add Project' }).click();
  await expect(toast(page, 'Project added successfully')).toBeVisible();

  // Nothing reaches Microsoft until the visitor asks (and nothing may: the tests run offline).
  const reportRequests: string[] = [];
  await page.route('https://app.powerbi.com/**', (route) => {
    reportRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>Report</title><p>Power BI stand-in</p>' });
  });
  const card = page.locator('#projects').getByRole('link').filter({ hasText: title });
  await page.goto('/');
  await page.locator('#projects').getByRole('button', { name: 'Power BI', exact: true }).click();
  await expect(card.getByText('Live report')).toBeVisible();

  const response = await page.goto(`/projects/${title.toLowerCase().replaceAll(' ', '-')}`);
  expect(response?.headers()['content-security-policy']).toContain('frame-src https://app.powerbi.com');
  const report = page.getByRole('region', { name: 'Sales performance 2024' });
  await expect(report.getByRole('button', { name: 'Load interactive report' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(reportRequests).toEqual([]);

  await report.getByRole('button', { name: 'Load interactive report' }).click();
  const frame = report.locator('iframe');
  await expect(frame).toHaveAttribute('src', REPORT);
  await expect(frame).toHaveAttribute('title', 'Sales performance 2024');
  await expect.poll(() => reportRequests).toEqual([REPORT]);
  await expect(page.frameLocator('iframe').getByText('Power BI stand-in')).toBeVisible();

  // Only project pages may frame it.
  const home = await page.request.get('/');
  expect(home.headers()['content-security-policy']).not.toContain('powerbi');
});

for (const theme of ['light', 'dark'] as const) {
  test(`a Markdown case study has no axe violations (${theme})`, async ({ page }) => {
    const title = uniqueTitle(`Axe ${theme}`);
    created.push(title);
    const [row] = await rest.insert([{ title, description: CASE_STUDY, category: 'web_development', report_url: REPORT }]);
    await useTheme(page, theme);
    // Written straight to the database, so the app learns of it within seconds, not at once.
    await expect.poll(async () => (await page.request.get(`/projects/${row!.slug}`)).status(), { timeout: 15_000 }).toBe(200);
    await page.goto(`/projects/${row!.slug}`);
    await expect(page.locator('article .markdown h2').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
