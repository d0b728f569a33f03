import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { logInAsOwner, toast } from './admin-helpers';
import { backend, expect, expectNoAxeViolations, test, useTheme } from './fixtures';
import { ownerHeaders } from '../../scripts/harness/backend.mjs';
import { SEEDED_SERVICES } from '../../scripts/harness/seed.mjs';

// Services: the owner edits them in their admin section, and the home page's Services section and
// /services follow at once. Runs with the other home specs, one at a time after the parallel ones:
// each save changes the home page everyone reads.
test.describe.configure({ mode: 'serial' });

const suffix = randomUUID().slice(0, 8);
const name = `E2E Service ${suffix}`;
const slug = `e2e-service-${suffix}`;
const seededNames = Object.values(SEEDED_SERVICES).map((service) => service.name);

// Whatever a failed run left behind (the tests delete their own rows through the UI), and every
// seeded service published again.
test.afterAll(async () => {
  const headers = await ownerHeaders(backend());
  await fetch(`${backend().url}/rest/v1/services?slug=eq.${slug}`, { method: 'DELETE', headers });
  await fetch(`${backend().url}/rest/v1/services?id=in.(${Object.values(SEEDED_SERVICES).map((service) => service.id).join(',')})`, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'published' }),
  });
});

const adminList = (page: Page) => page.getByRole('list', { name: 'Services in display order' });
const publicCard = (page: Page, title: string) => page.getByRole('article', { name: title });

test('the owner adds a draft, publishes, edits, moves and deletes a service; the home page and /services follow', async ({ page }) => {
  test.slow();
  await logInAsOwner(page);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/admin\/services$/);
  await expect(adminList(page).locator('h3')).toHaveText(seededNames);

  const form = page.getByRole('form', { name: 'Add Service' });
  await form.getByRole('button', { name: 'Add Service' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByLabel('Name', { exact: true })).toBeFocused();

  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Outcome').fill('A faster checkout in ten days.');
  await form.getByLabel('Description').fill('A focused review of your **checkout**, then the fixes.');
  await form.getByLabel("What's included").fill('Checkout review\n\nFixes shipped to staging\nA short report');
  await form.getByLabel('Amount').fill('-5');
  await form.getByLabel('Currency').selectOption('GBP');
  await form.getByLabel('Typical duration').fill('10 days');
  await form.getByLabel('Category').selectOption({ label: 'Web Development' });
  await form.getByRole('button', { name: 'Save as draft' }).click();
  // Refused field by field, what was typed kept.
  await expect(form.getByText(/^Price must be a number above 0/)).toBeVisible();
  await expect(form.getByLabel('Amount')).toHaveValue('-5');
  await expect(form.getByLabel('Outcome')).toHaveValue('A faster checkout in ten days.');
  await form.getByLabel('Amount').fill('1,200');
  await form.getByRole('button', { name: 'Save as draft' }).click();
  await expect(toast(page, 'Draft saved successfully')).toBeVisible();
  const mine = adminList(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(mine).toContainText('Draft');
  await expect(mine).toContainText('From £1,200');

  // A draft is the owner's alone.
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expect(publicCard(page, name)).toHaveCount(0);

  await page.goto('/admin/services');
  await page.getByRole('button', { name: `Publish ${name}`, exact: true }).click();
  await expect(toast(page, 'Service published successfully')).toBeVisible();

  await page.goto('/services');
  const card = publicCard(page, name);
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(name);
  await expect(card).toContainText('A faster checkout in ten days.');
  await expect(card.locator('strong')).toHaveText('checkout');
  await expect(card.getByRole('list', { name: "What's included" }).getByRole('listitem')).toHaveText(['Checkout review', 'Fixes shipped to staging', 'A short report']);
  await expect(card).toContainText('From £1,200');
  await expect(card).toContainText('10 days');
  await expect(card.getByRole('link', { name: `Enquire about ${name}` })).toHaveAttribute('href', `/?service=${slug}#contact`);

  await page.goto('/admin/services');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('form', { name: 'Edit Service' });
  await expect(edit.getByLabel('Amount')).toHaveValue('1200');
  await edit.getByRole('radio', { name: 'On request' }).check();
  await expect(edit.getByLabel('Amount')).toBeHidden();
  await edit.getByLabel('Outcome').fill('A faster checkout, priced after a call.');
  await edit.getByRole('button', { name: 'Update Service' }).click();
  await expect(toast(page, 'Service updated successfully')).toBeVisible();
  await expect(mine).toContainText('On request');

  // By keyboard, from last to first.
  for (let moves = 0; moves < seededNames.length; moves += 1) {
    await page.getByRole('button', { name: `Move ${name} up` }).focus();
    await page.keyboard.press('Enter');
    await expect(adminList(page).locator('h3').nth(seededNames.length - 1 - moves)).toHaveText(name);
  }
  await expect(page.getByRole('button', { name: `Move ${name} up` })).toBeDisabled();

  await page.goto('/');
  const section = page.getByRole('region', { name: 'Services' });
  await expect(section.getByRole('article').first().getByRole('heading', { level: 3 })).toHaveText(name);
  await expect(section.getByRole('article').first()).toContainText('On request');
  await expect(section.getByRole('article').first()).toContainText('A faster checkout, priced after a call.');
  await section.getByRole('link', { name: `Enquire about ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/\\?service=${slug}#contact$`));
  await expect(page.locator('#contact')).toBeInViewport();

  await page.goto('/services');
  await expect(page.getByRole('article').first().getByRole('heading', { level: 2 })).toHaveText(name);

  await page.goto('/admin/services');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this service?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Service deleted successfully')).toBeVisible();
  await expect(adminList(page).locator('h3')).toHaveText(seededNames);
  await page.goto('/services');
  await expect(publicCard(page, name)).toHaveCount(0);
  await expect(page.getByRole('article').first().getByRole('heading', { level: 2 })).toHaveText(seededNames[0]!);
});

test('the home section is hidden while no service is published, and /services says so', async ({ page }) => {
  test.slow();
  await logInAsOwner(page, '/admin/services');
  for (const service of seededNames) {
    await page.getByRole('button', { name: `Unpublish ${service}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `Publish ${service}`, exact: true })).toBeVisible();
  }
  await expect(toast(page, 'Service unpublished successfully').first()).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Skills & Expertise' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Services' })).toHaveCount(0);
  await page.goto('/services');
  await expect(page.getByRole('main')).toContainText('No services listed yet.');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);

  await page.goto('/admin/services');
  for (const service of seededNames) {
    await page.getByRole('button', { name: `Publish ${service}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `Unpublish ${service}`, exact: true })).toBeVisible();
  }
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Services' }).getByRole('article')).toHaveCount(seededNames.length);
});

test('/services is in the sitemap, names itself as og:url, shares its card and describes each service as JSON-LD', async ({ page, request, baseURL }) => {
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`<loc>${baseURL}/services</loc>`);
  await page.goto('/services');
  await expect(page).toHaveTitle(/^Services \| /);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/services`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/services`);
  const image = new URL((await page.locator('meta[property="og:image"]').getAttribute('content'))!);
  expect(image.pathname).toMatch(/^\/services\/opengraph-image/);
  const card = await request.get(image.pathname);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  const services = jsonLd['@graph'] as Record<string, unknown>[];
  expect(services.map((service) => service.name)).toEqual(seededNames);
  expect(services[0]).toMatchObject({
    '@type': 'Service',
    provider: { '@type': 'Person', name: 'Sam Carter' },
    offers: { '@type': 'Offer', price: '249', priceCurrency: 'EUR' },
  });
  const onRequest = services.find((service) => service.name === SEEDED_SERVICES.dashboardSprint.name)!;
  expect(onRequest).not.toHaveProperty('offers');
  await expect(publicCard(page, SEEDED_SERVICES.dashboardSprint.name)).toContainText('On request');
  await expect(publicCard(page, SEEDED_SERVICES.carePlan.name)).toContainText('From €249');
});

for (const theme of ['light', 'dark'] as const) {
  test(`/services, the home section and the admin section have no axe violations (${theme})`, async ({ page }) => {
    test.slow(); // several axe analyses
    await useTheme(page, theme);
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/');
    await page.getByRole('region', { name: 'Services' }).scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);

    await logInAsOwner(page, '/admin/services');
    await expect(page.getByRole('heading', { name: 'Your Services' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Service' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: `Delete ${SEEDED_SERVICES.healthCheck.name}` }).click();
    await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this service?');
    await expectNoAxeViolations(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  });
}
