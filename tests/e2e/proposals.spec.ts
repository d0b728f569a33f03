import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { logInAsOwner, toast } from './admin-helpers';
import { backend, expect, expectNoAxeViolations, rest, test, useTheme } from './fixtures';
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
const shots = process.env.PROPOSAL_SHOTS;

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

async function shoot(page: Page, name: string) {
  if (!shots) return;
  // From the top, so the fixed header is where a reader sees it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

test('the owner writes a proposal from a lead; the client reads and accepts it; an edit is a new version; a revoked address is a 404', async ({ page, browser }) => {
  test.slow();
  await logInAsOwner(page, '/admin/messages');
  await page.getByRole('list', { name: /^Messages, / }).getByRole('button').filter({ hasText: leadName }).click();
  await page.getByRole('region', { name: 'Open message' }).getByRole('link', { name: 'Write a proposal' }).click();
  await expect(page.getByRole('heading', { name: `Write a proposal for ${leadName}` })).toBeVisible();

  const form = page.getByRole('form', { name: 'Proposal' });
  await expect(form.getByLabel('Client name')).toHaveValue(leadName);
  await form.getByLabel('Title', { exact: true }).fill('Sales dashboards');
  await form.getByLabel('Introduction (Markdown)').fill('Three dashboards your **sales team** reads every morning.');
  await form.getByLabel('Valid until').fill('2099-12-31');
  await form.getByLabel('Line 1 description').fill('Discovery workshop');
  await form.getByLabel('Line 1 quantity').fill('2');
  await form.getByLabel('Line 1 unit price').fill('0.10');
  await form.getByLabel('Line 2 service').selectOption(SEEDED_SERVICES.dashboardSprint.id);
  await form.getByLabel('Line 2 quantity').fill('1');
  await form.getByLabel('Line 2 unit price').fill('4999.20');
  await form.getByLabel('Milestone 1', { exact: true }).fill('Dashboards live');
  await form.getByLabel('Milestone 1 date').fill('2099-06-30');
  await form.getByLabel('Case study 1').selectOption(projectId);
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
  await expect(client.getByRole('region', { name: 'Prices' })).toContainText('€4,999.40');
  const image = client.getByRole('img', { name: 'The attrition report' });
  await expect(image).toHaveAttribute('src', /\/storage\/v1\/object\/sign\/project-images-private\//);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
  await client.emulateMedia({ media: 'print' });
  await expect(client.getByRole('button', { name: 'Accept proposal' })).toBeHidden();
  await client.screenshot({ path: test.info().outputPath('proposal-print.png'), fullPage: true });
  await client.emulateMedia({ media: 'screen' });

  await client.getByRole('button', { name: 'Accept proposal' }).click();
  await expect(client.getByRole('form', { name: 'Accept the proposal' }).getByRole('alert')).toHaveText('Your name is required');
  await client.getByLabel('Your full name').fill('Ann Client');
  await client.getByRole('button', { name: 'Accept proposal' }).click();
  await expect(client.getByRole('form', { name: 'Accept the proposal' }).getByRole('alert')).toHaveText('Tick the box to accept the proposal');
  await client.getByRole('checkbox').check();
  await client.getByRole('button', { name: 'Accept proposal' }).click();
  await expect(toast(client, 'Proposal accepted successfully')).toBeVisible();
  await expect(client.getByRole('heading', { name: 'Proposal accepted' })).toBeVisible();
  await expect(client.getByText('Accepted by Ann Client')).toBeVisible();
  await context.close();

  // The owner: accepted, the lead won; an edit is version 2 at a new address.
  await page.goto('/admin/proposals');
  const item = page.getByRole('list', { name: 'Proposals' }).getByRole('listitem').filter({ hasText: leadName });
  await expect(item).toContainText('Accepted');
  await expect(item).toContainText('€4,999.40');
  expect((await rest.messagesFrom(email))[0]).toMatchObject({ stage: 'won' });
  await item.getByRole('link').click();
  await form.getByLabel('Title', { exact: true }).fill('Sales dashboards, phase two');
  await form.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(toast(page, 'New version created successfully')).toBeVisible();
  const second = await page.getByRole('textbox', { name: 'Proposal address' }).inputValue();
  expect(second).not.toBe(address);
  await expect(page.getByRole('heading', { level: 2, name: /version 2/ })).toBeVisible();

  // The first stays readable; the second, revoked, answers like an unknown address.
  expect((await page.request.get(address)).status()).toBe(200);
  await page.goto('/admin/proposals');
  await page.getByRole('list', { name: 'Proposals' }).getByRole('listitem').filter({ hasText: 'version 2' }).getByRole('button', { name: 'Revoke address' }).click();
  await expect(toast(page, 'Proposal address revoked successfully')).toBeVisible();
  const unknown = await page.request.get(`/proposals/${randomBytes(32).toString('base64url')}`);
  const revoked = await page.request.get(second);
  expect([revoked.status(), unknown.status()]).toEqual([404, 404]);
  expect(await revoked.text()).toBe(await unknown.text());
  expect(revoked.headers()['cache-control']).toBe('private, no-store');
});

for (const theme of ['light', 'dark'] as const) {
  test(`a proposal is axe-clean in the ${theme} theme, on screen and printed`, async ({ browser }) => {
    test.slow(); // several axe analyses
    // A proposal of its own, written straight through the API as the owner.
    const token = randomBytes(32).toString('base64url');
    const made = await asOwner('/rest/v1/proposals', {
      method: 'POST',
      headers: { prefer: 'return=representation' },
      body: JSON.stringify({ client_name: leadName, title: `Axe ${theme}`, introduction: 'An **introduction**.', currency: 'EUR', valid_until: '2099-01-01', terms: 'Terms.', milestones: [{ title: 'Start', due_on: '2099-01-01' }], project_ids: [projectId], token_hash: createHash('sha256').update(token).digest('hex') }),
    });
    const id = ((await made.json()) as { id: string }[])[0]!.id;
    await asOwner('/rest/v1/proposal_lines', { method: 'POST', body: JSON.stringify([{ proposal_id: id, position: 0, description: 'Build', quantity: '3', unit_price: '850' }]) });
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const client = await context.newPage();
      await useTheme(client, theme);
      await client.goto(`/proposals/${token}`);
      await expect(client.getByRole('heading', { level: 1 })).toHaveText(`Axe ${theme}`);
      if (width === 1280) await expectNoAxeViolations(client);
      await shoot(client, `proposal-${width}-${theme}`);
      await client.emulateMedia({ media: 'print' });
      await shoot(client, `proposal-${width}-${theme}-print`);
      await client.emulateMedia({ media: 'screen' });
      if (width === 1280) {
        const version = await client.locator('input[name="version"]').first().inputValue();
        expect(version).toMatch(/^[0-9a-f]{64}$/);
      }
      await context.close();
    }
    // The acceptance confirmation, at both widths.
    const context = await browser.newContext({ viewport: { width: 375, height: 900 } });
    const client = await context.newPage();
    await useTheme(client, theme);
    await client.goto(`/proposals/${token}`);
    await client.getByLabel('Your full name').fill('Ann Client');
    await client.getByRole('checkbox').check();
    await client.getByRole('button', { name: 'Accept proposal' }).click();
    await expect(client.getByRole('heading', { name: 'Proposal accepted' })).toBeVisible();
    // The answer refreshes the page, whose head is swapped in steps as its metadata streams in
    // (for a moment it holds no title): check the page once it has settled.
    await expect(client).toHaveTitle(new RegExp(`^Proposal: Axe ${theme}`));
    await expectNoAxeViolations(client);
    await shoot(client, `accepted-375-${theme}`);
    await client.setViewportSize({ width: 1280, height: 900 });
    await shoot(client, `accepted-1280-${theme}`);
    await context.close();
  });
}
