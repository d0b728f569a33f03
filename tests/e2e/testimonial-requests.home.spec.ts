import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { logInAsOwner, toast } from './admin-helpers';
import { SEEDED, asNewVisitor, backend, expect, expectNoAxeViolations, test, useTheme } from './fixtures';
import { ownerHeaders } from '../../scripts/harness/backend.mjs';

// Testimonials on request: the owner asks a client, the client answers at the single-use link in
// a browser of their own, and only the owner's approval puts the quote on the home page and the
// project's page. A home spec: the approval changes what every visitor sees.

const suffix = randomUUID().slice(0, 8);
const client = `E2E Requested ${suffix}`;
const quote = `Requested quote ${suffix}: clear, fast and careful.`;
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

// Whatever a failed run left behind (the main test deletes its testimonial through the UI).
test.afterAll(async () => {
  const headers = await ownerHeaders(backend());
  await fetch(`${backend().url}/rest/v1/testimonials?author_name=eq.${encodeURIComponent(client)}`, { method: 'DELETE', headers });
  await fetch(`${backend().url}/rest/v1/testimonial_requests?client_name=like.${encodeURIComponent('E2E Requested*')}`, { method: 'DELETE', headers });
});

async function createRequest(page: import('@playwright/test').Page, projectTitle?: string): Promise<string> {
  await page.goto('/admin/testimonials');
  const form = page.getByRole('form', { name: 'Request a testimonial' });
  await form.getByLabel('Client name').fill(client);
  await form.getByLabel('Company', { exact: true }).fill('Acme');
  if (projectTitle) await form.getByLabel('Project').selectOption({ label: projectTitle });
  await form.getByLabel('Expires after').fill(tomorrow());
  await form.getByRole('button', { name: 'Create request' }).click();
  await expect(toast(page, 'Testimonial request created successfully')).toBeVisible();
  return page.getByRole('textbox', { name: `Testimonial request link for ${client}` }).inputValue();
}

test('a client answers a request with a photo; it waits for approval, then shows on the home page and the project page; the used link is a 404', async ({ page, browser }) => {
  test.slow();
  await logInAsOwner(page);
  const url = await createRequest(page, SEEDED.harbor.title);
  expect(url).toMatch(/\/testimonial\/[A-Za-z0-9_-]{43}$/);

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await asNewVisitor(visitor);
  const opened = await visitor.goto(url);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()['cache-control']).toContain('no-store');
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
  await visitor.getByLabel('Your testimonial').fill(quote);
  await visitor.getByLabel('Name', { exact: true }).fill(client);
  await visitor.getByLabel('Role', { exact: true }).fill('Head of Data');
  await visitor.getByLabel('Photo (optional)').setInputFiles(path.join(import.meta.dirname, 'files', 'portrait.webp'));
  await visitor.getByRole('button', { name: 'Send testimonial' }).click();
  await expect(visitor.getByRole('form', { name: 'Testimonial' }).getByRole('alert')).toHaveText('Please fix the highlighted fields.');
  await expect(visitor.getByRole('checkbox')).toHaveAccessibleDescription(/^Tick the box/);
  await expect(visitor.getByLabel('Your testimonial')).toHaveValue(quote);
  await visitor.getByLabel('Photo (optional)').setInputFiles(path.join(import.meta.dirname, 'files', 'portrait.webp'));
  await visitor.getByRole('checkbox').check();
  await visitor.getByRole('button', { name: 'Send testimonial' }).click();
  await expect(visitor.getByRole('status')).toContainText('Testimonial sent successfully');
  const used = await visitor.goto(url);
  expect(used?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'Link Not Found' })).toBeVisible();
  const usedText = await visitor.locator('body').innerText();
  const unknown = await visitor.goto(`/testimonial/${'x'.repeat(43)}`);
  expect(unknown?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'Link Not Found' })).toBeVisible();
  expect(await visitor.locator('body').innerText()).toBe(usedText);
  await context.close();

  // Pending: not public yet.
  await page.goto('/');
  await expect(page.getByText(quote)).toHaveCount(0);
  await page.goto('/admin/testimonials');
  const pending = page.getByRole('list', { name: 'Testimonials waiting for approval' }).getByRole('listitem').filter({ hasText: quote });
  await expect(pending).toContainText('Pending');
  await expect(pending.locator('img')).toHaveAttribute('src', /\/storage\/v1\/object\/sign\/testimonial-uploads\//);
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Testimonial approved successfully')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Testimonials in display order' })).toContainText(client);

  await page.goto('/');
  const card = page.locator('#testimonials li').filter({ hasText: quote });
  await expect(card).toBeVisible();
  // Published as a real picture, served by the site itself, small and never sniffed as anything else.
  await expect(card.locator('img')).toHaveAttribute('src', /^\/_next\/image\?url=.*%2Fstorage%2Fv1%2Fobject%2Fpublic%2Fpeople%2Ftestimonials%2F/);
  const photo = await page.request.get((await card.locator('img').getAttribute('src'))!);
  expect([photo.status(), photo.headers()['content-type'], photo.headers()['x-content-type-options']]).toEqual([200, 'image/jpeg', 'nosniff']);
  await page.goto(`/projects/${SEEDED.harbor.slug}`);
  await expect(page.getByText(quote)).toBeVisible();

  // Through the admin and its trash, so the published photo goes with it.
  await page.goto('/admin/testimonials');
  await page.getByRole('button', { name: `Delete ${client}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Testimonial deleted successfully')).toBeVisible();
  await page.goto('/admin/trash');
  await page.getByRole('button', { name: `Delete for good ${client}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
  await expect(toast(page, 'Testimonial deleted for good successfully')).toBeVisible();
});

test('a revoked request answers the same 404 as an unknown one', async ({ page, browser }) => {
  await logInAsOwner(page);
  const url = await createRequest(page);
  await page.getByRole('button', { name: `Revoke the request for ${client}` }).first().click();
  await expect(toast(page, 'Testimonial request revoked successfully')).toBeVisible();
  const context = await browser.newContext();
  const visitor = await context.newPage();
  const revoked = await visitor.goto(url);
  expect(revoked?.status()).toBe(404);
  // In the server's HTML, not only once the browser has rendered it.
  expect(await revoked?.text()).toContain('Link Not Found');
  await expect(visitor.getByRole('heading', { name: 'Link Not Found' })).toBeVisible();
  const revokedText = await visitor.locator('body').innerText();
  const unknown = await visitor.goto(`/testimonial/${'y'.repeat(43)}`);
  expect(unknown?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'Link Not Found' })).toBeVisible();
  expect(await visitor.locator('body').innerText()).toBe(revokedText);
  await context.close();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the request form and its thank-you have no axe violations (${theme})`, async ({ page, browser }) => {
    test.slow(); // several axe analyses
    await logInAsOwner(page);
    const url = await createRequest(page);
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await useTheme(visitor, theme);
    await asNewVisitor(visitor);
    await visitor.goto(url);
    await expect(visitor.getByRole('heading', { name: 'Share your testimonial' })).toBeVisible();
    await expectNoAxeViolations(visitor);
    await visitor.getByRole('button', { name: 'Send testimonial' }).click();
    await expect(visitor.getByRole('form', { name: 'Testimonial' }).getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(visitor);
    await context.close();
    await page.goto('/admin/testimonials');
    await page.getByRole('button', { name: `Revoke the request for ${client}` }).first().click();
  });
}
