import type { Browser, Page } from '@playwright/test';
import { logInAsOwner, uniqueTitle } from './admin-helpers';
import { SEEDED, expect, expectNoAxeViolations, newClientAddress, rest, test, useTheme } from './fixtures';

// Runs in its own Playwright project, apart from the specs that visit pages as a browser would:
// it counts visits, and the Insights section sums every visit of the day. The seed has demo totals, so every count is
// compared before and after.

const REPORT = 'https://app.powerbi.com/view?r=eyJrIjoiZTJlLWluc2lnaHRzIiwidCI6InRlc3QifQ%3D%3D';
// A browser's user agent: Playwright's own says HeadlessChrome, which the bot list leaves out.
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

const created: string[] = [];
test.afterAll(() => rest.removeTitles(created));

async function newVisitor(browser: Browser, headers: Record<string, string> = {}) {
  const context = await browser.newContext({ userAgent: BROWSER_UA, extraHTTPHeaders: { 'x-forwarded-for': newClientAddress(), ...headers } });
  return { context, page: await context.newPage() };
}

const beacon = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/insights') && response.request().method() === 'POST');

const stat = (page: Page, label: string) => page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd').first();

const number = async (page: Page, label: string) => Number((await stat(page, label).textContent())!.replaceAll(',', ''));

const eventCount = async (page: Page, event: string) =>
  Number((await page.getByRole('region', { name: 'Events' }).getByRole('row', { name: new RegExp(`^${event}`) }).getByRole('cell').textContent())!.replaceAll(',', ''));

test('a project page visit and its report load show in Insights after a refresh', async ({ page, browser }) => {
  const title = uniqueTitle('Insights');
  created.push(title);
  const [row] = await rest.insert([{ title, description: 'A report the Insights spec loads.', category: 'power_bi', report_url: REPORT }]);
  const path = `/projects/${row!.slug}`;
  await expect.poll(async () => (await page.request.get(path)).status(), { timeout: 15_000 }).toBe(200);

  await logInAsOwner(page, '/admin/insights?days=7');
  await expect(page.getByRole('heading', { name: 'Insights', level: 2 })).toBeVisible();
  const visitsBefore = await number(page, 'Visits');
  const reportsBefore = await eventCount(page, 'Power BI reports loaded');
  const projects = page.getByRole('region', { name: 'Projects' });
  await expect(projects.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);

  const visitor = await newVisitor(browser);
  await visitor.page.route('https://app.powerbi.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>Power BI stand-in</p>' }));
  const view = beacon(visitor.page);
  await visitor.page.goto(path);
  expect((await view).status()).toBe(204);
  expect((await view).request().postDataJSON()).toMatchObject({ path, screen: 'l' });
  const load = beacon(visitor.page);
  await visitor.page.getByRole('button', { name: 'Load interactive report' }).click();
  expect((await load).status()).toBe(204);
  expect((await load).request().postDataJSON()).toEqual({ path, event: 'report_load' });
  await visitor.context.close();

  await page.reload();
  await expect(projects.getByRole('row', { name: new RegExp(title) }).getByRole('cell')).toHaveText(['1', '1', '0']);
  expect(await number(page, 'Visits')).toBe(visitsBefore + 1);
  expect(await eventCount(page, 'Power BI reports loaded')).toBe(reportsBefore + 1);
});

test('a browser asking not to be tracked is not counted', async ({ page, browser }) => {
  await logInAsOwner(page, '/admin/insights?days=7');
  const visitsBefore = await number(page, 'Visits');
  for (const headers of [{ 'sec-gpc': '1' }, { dnt: '1' }] as Record<string, string>[]) {
    const visitor = await newVisitor(browser, headers);
    const view = beacon(visitor.page);
    await visitor.page.goto('/');
    expect((await view).status()).toBe(204);
    await visitor.context.close();
  }
  await page.reload();
  expect(await number(page, 'Visits')).toBe(visitsBefore);
});

test('the beacon reports the referrer and campaign once, and client-side navigations too', async ({ browser }) => {
  const visitor = await newVisitor(browser);
  const first = beacon(visitor.page);
  await visitor.page.goto('/projects?utm_source=Spring-Mail', { referer: 'https://www.linkedin.com/feed/' });
  expect((await first).request().postDataJSON()).toMatchObject({ path: '/projects', ref: 'www.linkedin.com', utm: 'Spring-Mail' });
  expect((await first).status()).toBe(204);
  const next = beacon(visitor.page);
  await visitor.page.getByRole('link', { name: 'Portfolio', exact: true }).click();
  await expect(visitor.page).toHaveURL(/\/$/);
  expect((await next).request().postDataJSON()).toMatchObject({ path: '/', ref: null, utm: null });
  await visitor.context.close();
});

test('no public page sets a cookie', async ({ browser }) => {
  const visitor = await newVisitor(browser);
  for (const path of ['/', '/projects', `/projects/${SEEDED.harbor.slug}`, '/projects/technology/power-bi', '/privacy']) {
    const view = beacon(visitor.page);
    const response = await visitor.page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(await response!.headerValue('set-cookie'), path).toBeNull();
    expect((await view).status(), path).toBe(204);
    expect(await visitor.context.cookies(), path).toEqual([]);
  }
  await visitor.context.close();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the Insights section has no axe violations (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await logInAsOwner(page, '/admin/insights?days=30');
    await expect(page.getByRole('img', { name: /Visits and visitors per day/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('each value label of the chart sits on its gridline, at any width', async ({ page }) => {
  await logInAsOwner(page, '/admin/insights?days=30');
  const chart = page.getByRole('img', { name: /Visits and visitors per day/ });
  await expect(chart).toBeVisible();
  const labels = page.locator('figure').filter({ has: chart }).locator('span[data-tick]');
  await expect(labels).toHaveCount(3);
  const middle = (box: { y: number; height: number } | null) => box!.y + box!.height / 2;
  for (const width of [375, 1280, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    for (const label of await labels.all()) {
      const tick = await label.getAttribute('data-tick');
      const line = chart.locator(`line[data-tick="${tick}"]`);
      const offset = middle(await label.boundingBox()) - middle(await line.boundingBox());
      expect(Math.abs(offset), `the label ${tick} at ${width} px`).toBeLessThanOrEqual(2);
    }
  }
});

test('the CSV export is the owner’s alone', async ({ page, request }) => {
  expect((await request.get('/admin/insights/export?days=7', { maxRedirects: 0 })).status()).not.toBe(200);
  await logInAsOwner(page);
  const response = await page.request.get('/admin/insights/export?days=7');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/csv');
  const lines = (await response.text()).trim().split('\r\n');
  expect(lines[0]).toBe('day,metric,label,count');
  expect(lines.length).toBeGreaterThan(1);
});
