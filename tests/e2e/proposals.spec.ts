import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { logInAsOwner, toast } from './admin-helpers';
import { backend, expect, expectNoAxeViolations, rest, test } from './fixtures';
import { ownerHeaders } from '../../scripts/harness/backend.mjs';
import { SEEDED_SERVICES } from '../../scripts/harness/seed.mjs';

// A proposal from a lead to Won: the owner writes it with two price lines, a private case study
// and a milestone; a client in a fresh browser reads it (the private images signed), prints it
// and accepts; the owner sees it accepted, the lead won, and an edit becomes a new version whose
// revoked address answers like an unknown one.

const suffix = randomUUID().slice(0, 8);
const email = `e2e-proposal-${suffix}@example.com`;
const leadName = `Client ${suffix}`;
const projectId = randomUUID();
const projectTitle = `E2E Private ${suffix}`;

// One lead and one private project for the file, made once.
test.describe.configure({ mode: 'serial' });

async function asOwner(pathname: string, init: RequestInit = {}) {
  return fetch(`${backend().url}${pathname}`, { ...init, headers: { ...(await ownerHeaders(backend())), ...init.headers } });
}

test.beforeAll(async () => {
  // The lead, as the contact form stores one (the server's key), and a private project with an uploaded image.
  const lead = await fetch(`${backend().url}/rest/v1/messages`, {
    method: 'POST',
    headers: { apikey: process.env.E2E_SUPABASE_SECRET_KEY!, authorization: `Bearer ${process.env.E2E_SUPABASE_SECRET_KEY!}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: leadName, email, message: 'We need dashboards.' }),
  });
  expect(lead.status).toBe(201);
  const file = `projects/${projectId}/screen.webp`;
  const upload = await asOwner(`/storage/v1/object/project-images-private/${file}`, {
    method: 'POST',
    headers: { 'content-type': 'image/webp' },
    body: readFileSync(path.resolve('public/demo/hr-analytics.webp')),
  });
  expect(upload.ok).toBe(true);
  const project = await asOwner('/rest/v1/projects', {
    method: 'POST',
    body: JSON.stringify({ id: projectId, title: projectTitle, description: 'Attrition reporting for a client under NDA.', category: 'power_bi', visibility: 'private', images: [{ path: file, alt: 'The attrition report' }] }),
  });
  expect(project.status).toBe(201);
});

test.afterAll(async () => {
  await asOwner(`/rest/v1/proposals?client_name=eq.${encodeURIComponent(leadName)}`, { method: 'DELETE' });
  await rest.removeMessagesFrom(email);
  await asOwner(`/rest/v1/projects?id=eq.${projectId}`, { method: 'DELETE' });
});

test('the owner writes a proposal from a lead; the client reads and accepts it; an edit is a new version; a revoked address is a 404', async ({ page, browser }) => {
  test.slow();
  await logInAsOwner(page, '/admin/messages');
  await page.getByRole('list', { name: /^Messages, / }).getByRole('button').filter({ hasText: leadName }).click();
  await page.getByRole('region', { name: 'Open message' }).getByRole('link', { name: 'Write a proposal' }).click();
  await expect(page.getByRole('heading', { name: `Write a proposal for ${leadName}` })).toBeVisible();

  const form = page.getByRole('form', { name: 'Proposal' });
  await expect(form.getByLabel('Client name')).toHaveValue(leadName);
  await expect(form.getByLabel('Client email (optional)')).toHaveValue(email);
  await form.getByLabel('Title', { exact: true }).fill('Sales dashboards');
  await form.getByLabel('Introduction (Markdown)').fill('Three dashboards your **sales team** reads every morning.');
  await form.getByLabel('Valid until').fill('2099-12-31');
  const line = (n: number) => form.getByRole('listitem', { name: `Line ${n}` });
  await line(1).getByLabel('Description').fill('Discovery workshop');
  await line(1).getByLabel('Quantity').fill('2');
  await line(1).getByLabel('Unit price').fill('0.10');
  await form.getByRole('button', { name: 'Add price line' }).click();
  // A service fills in its name; it is priced on request, so the owner gives the price.
  await line(2).getByLabel('Service (optional)').selectOption(SEEDED_SERVICES.dashboardSprint.id);
  await expect(line(2).getByLabel('Description')).toHaveValue(SEEDED_SERVICES.dashboardSprint.name);
  await line(2).getByLabel('Unit price').fill('4999.20');
  await expect(form.getByRole('definition').last()).toHaveText('€4,999.40');
  await form.getByRole('button', { name: 'Add milestone' }).click();
  await form.getByRole('textbox', { name: 'Milestone 1', exact: true }).fill('Dashboards live');
  await form.getByLabel('Due on').fill('2099-06-30');
  await form.getByRole('checkbox', { name: new RegExp(projectTitle) }).check();
  await form.getByLabel('Terms (Markdown)').fill('Half on signature, half on delivery.');
  await form.getByRole('button', { name: 'Create proposal' }).click();
  await expect(toast(page, 'Proposal created successfully')).toBeVisible();
  const address = await page.getByRole('textbox', { name: 'Proposal address' }).inputValue();
  expect(address).toMatch(/\/proposals\/[A-Za-z0-9_-]{43}$/);

  // The client, in a fresh browser with no session.
  const context = await browser.newContext();
  const client = await context.newPage();
  const response = await client.goto(address);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(client.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(client.getByRole('heading', { level: 1 })).toHaveText('Sales dashboards');
  await expect(client.getByRole('region', { name: 'Sender, client and reference' })).toContainText(leadName);
  await expect(client.getByRole('region', { name: 'Prices' })).toContainText('€4,999.40');
  const image = client.getByRole('img', { name: 'The attrition report' });
  await expect(image).toHaveAttribute('src', /\/storage\/v1\/object\/sign\/project-images-private\//);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
  await expectNoAxeViolations(client);
  await client.emulateMedia({ media: 'print' });
  await expect(client.getByRole('button', { name: 'Accept proposal' })).toBeHidden();
  await client.emulateMedia({ media: 'screen' });

  const accept = client.getByRole('form', { name: 'Accept the proposal' });
  await accept.getByRole('button', { name: 'Accept proposal' }).click();
  await expect(accept.getByLabel('Your full name')).toHaveAccessibleDescription('Your name is required');
  await accept.getByLabel('Your full name').fill('Ann Client');
  await accept.getByRole('checkbox').check();
  await accept.getByRole('button', { name: 'Accept proposal' }).click();
  await expect(client.getByRole('status').filter({ hasText: 'Proposal accepted' })).toContainText('Accepted by Ann Client');
  await context.close();

  // The owner: accepted, the lead won; an accepted proposal's address is not offered for revoking.
  await page.goto('/admin/proposals');
  const item = page.getByRole('list', { name: 'Proposals' }).getByRole('listitem').filter({ hasText: leadName });
  await expect(item).toContainText('Accepted');
  await expect(item).toContainText('€4,999.40');
  await expect(item.getByRole('button', { name: 'Revoke address' })).toHaveCount(0);
  await expect(item).toContainText('Answered: its address stays as the client\'s record.');
  expect((await rest.messagesFrom(email))[0]).toMatchObject({ stage: 'won' });
  await item.getByRole('link').click();
  await form.getByLabel('Title', { exact: true }).fill('Sales dashboards, phase two');
  await form.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(toast(page, 'New version created successfully')).toBeVisible();
  const second = await page.getByRole('textbox', { name: 'Proposal address' }).inputValue();
  expect(second).not.toBe(address);
  await expect(page.getByRole('heading', { level: 2, name: /version 2/ })).toBeVisible();

  // The first stays readable; the second, revoked after a confirmation, answers like an unknown address.
  expect((await page.request.get(address)).status()).toBe(200);
  await page.goto('/admin/proposals');
  await page.getByRole('list', { name: 'Proposals' }).getByRole('listitem').filter({ hasText: leadName }).filter({ hasText: 'version 2' }).getByRole('button', { name: 'Revoke address' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke address' }).click();
  await expect(toast(page, 'Proposal address revoked successfully')).toBeVisible();
  const unknown = await page.request.get(`/proposals/${randomBytes(32).toString('base64url')}`);
  const revoked = await page.request.get(second);
  expect([revoked.status(), unknown.status()]).toEqual([404, 404]);
  expect(await revoked.text()).toBe(await unknown.text());
  expect(revoked.headers()['cache-control']).toBe('private, no-store');
});

test('the editor adds, moves and removes lines and milestones, totals as the owner types, says which field is wrong, and previews without counting an open', async ({ page, context }) => {
  test.slow();
  await logInAsOwner(page, '/admin/proposals/new');
  const form = page.getByRole('form', { name: 'Proposal' });
  const line = (n: number) => form.getByRole('listitem', { name: `Line ${n}` });
  const totals = form.getByRole('definition');
  await form.getByLabel('Client name').fill(leadName);
  await form.getByLabel('Title', { exact: true }).fill(`Editor ${suffix}`);
  await form.getByLabel('Valid until').fill('2099-12-31');
  await line(1).getByLabel('Description').fill('First');
  await line(1).getByLabel('Quantity').fill('2');
  await line(1).getByLabel('Unit price').fill('100');
  await form.getByRole('button', { name: 'Add price line' }).click();
  await line(2).getByLabel('Description').fill('Second');
  await line(2).getByLabel('Quantity').fill('1');
  await line(2).getByLabel('Unit price').fill('50');
  await form.getByLabel('Discount (amount)').fill('25');
  await expect(totals).toHaveText(['€250.00', '−€25.00', '€225.00']);
  await line(2).getByRole('button', { name: 'Move line 2 up' }).click();
  await expect(line(1).getByLabel('Description')).toHaveValue('Second');
  await line(2).getByRole('button', { name: 'Remove line 2' }).click();
  await expect(form.getByRole('listitem', { name: /^Line / })).toHaveCount(1);
  await expect(totals.nth(2)).toHaveText('€25.00');
  await form.getByRole('button', { name: 'Add price line' }).click();
  await line(2).getByLabel('Description').fill('Third');
  await line(2).getByLabel('Quantity').fill('lots');
  await line(2).getByLabel('Unit price').fill('10');
  for (let i = 0; i < 2; i++) await form.getByRole('button', { name: 'Add milestone' }).click();
  await form.getByRole('textbox', { name: 'Milestone 2', exact: true }).fill('Kept');
  await form.getByRole('listitem', { name: 'Milestone 2' }).getByLabel('Due on').fill('2099-02-01');
  await form.getByRole('button', { name: 'Remove milestone 1' }).click();
  await form.getByRole('button', { name: 'Create proposal' }).click();
  const quantity = line(2).getByLabel('Quantity');
  await expect(quantity).toHaveAccessibleDescription(/^Quantity must be above 0/);
  await expect(quantity).toBeFocused();
  await quantity.fill('3');
  await form.getByRole('button', { name: 'Create proposal' }).click();
  await expect(toast(page, 'Proposal created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/proposals\/[0-9a-f-]{36}$/);

  // The preview: the client's document, without its forms, and no open counted.
  const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Preview as the client sees it' }).click()]);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`Editor ${suffix}`);
  const prices = preview.getByRole('region', { name: 'Prices' });
  await expect(prices.getByRole('row')).toContainText(['Item', 'Second', 'Third', 'Subtotal', 'Discount', 'Total']);
  await expect(prices.getByRole('row', { name: /Total/ })).toContainText('€55.00');
  await expect(preview.getByRole('button', { name: 'Accept proposal' })).toHaveCount(0);
  await preview.close();
  await page.goto('/admin/proposals');
  await expect(page.getByRole('list', { name: 'Proposals' }).getByRole('listitem').filter({ hasText: `Editor ${suffix}` })).toContainText('0 opens');
});
