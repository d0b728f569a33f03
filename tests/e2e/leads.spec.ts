import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { logInAsOwner, toast } from './admin-helpers';
import { asNewVisitor, expect, expectNoAxeViolations, rest, test, useTheme } from './fixtures';
import { SEEDED, SEEDED_SERVICES } from '../../scripts/harness/seed.mjs';

// A lead from a service's Enquire link to Won: the visitor's choices and source reach the owner's
// pipeline, the owner works it, the navigation counts its follow-up, and the CSV carries it.

const suffix = randomUUID().slice(0, 8);
const name = `Lead ${suffix}`;
const email = `e2e-lead-${suffix}@example.com`;
const service = SEEDED_SERVICES.speedAudit;
const today = new Date().toISOString().slice(0, 10);

// The axe checks open the lead the first test sends.
test.describe.configure({ mode: 'serial' });
const campaignLead = `Campaign ${suffix}`;
const campaignEmail = `e2e-campaign-${suffix}@example.com`;
test.afterAll(() => Promise.all([rest.removeMessagesFrom(email), rest.removeMessagesFrom(campaignEmail)]));

const inboxItem = (page: Page) => page.getByRole('list', { name: /^Messages, / }).getByRole('button').filter({ hasText: name });

test('an enquiry carries the campaign and referring site of the visit\'s first page, however the visitor moves before sending', async ({ page, browser }) => {
  test.slow();
  const visitor = await browser.newPage();
  await asNewVisitor(visitor);
  const keptSource = () => visitor.evaluate(() => sessionStorage.getItem('visit-source'));
  await visitor.goto('/services?utm_source=winter-newsletter&utm_medium=email&utm_campaign=audits', { referer: 'https://news.example.org/issue-5' });
  await expect.poll(keptSource).toContain('winter-newsletter');
  // Into a case study and the blog, each a page of its own, then back to enquire.
  await visitor.goto(`/projects/${SEEDED.harbor.slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: SEEDED.harbor.title })).toBeVisible();
  await visitor.goto('/blog');
  await expect.poll(keptSource).toContain('news.example.org');
  await visitor.goto('/services');
  await visitor.getByRole('link', { name: `Enquire about ${service.name}` }).click();
  const contact = visitor.locator('#contact');
  await contact.getByLabel('Name').fill(campaignLead);
  await contact.getByRole('textbox', { name: 'Email' }).fill(campaignEmail);
  await contact.getByLabel('Message').fill('Found you in the newsletter.');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(visitor, 'Message Sent!')).toBeVisible();
  await visitor.close();

  await logInAsOwner(page, '/admin/messages?stage=new');
  await page.getByRole('list', { name: /^Messages, / }).getByRole('button').filter({ hasText: campaignLead }).click();
  await expect(page.getByRole('region', { name: 'Open message' }).getByRole('definition')).toContainText(['winter-newsletter / email / audits']);
});

test('a browser that asks not to be tracked keeps no source for the visit', async ({ browser }) => {
  const visitor = await browser.newPage();
  await asNewVisitor(visitor);
  await visitor.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  const beacon = visitor.waitForRequest('**/api/insights');
  await visitor.goto('/services?utm_source=winter-newsletter', { referer: 'https://news.example.org/issue-5' });
  await beacon;
  expect(await visitor.evaluate(() => sessionStorage.length)).toBe(0);
  await visitor.close();
});

test('a visitor enquires about a service; the owner qualifies it, follows up, wins it and exports it', async ({ page, browser }) => {
  test.slow();
  const browsing = await browser.newPage();
  await asNewVisitor(browsing);
  await browsing.goto('/services');
  await browsing.getByRole('link', { name: `Enquire about ${service.name}` }).click();
  await expect(browsing).toHaveURL(`/?service=${service.slug}#contact`);
  await expect(browsing.locator('#contact').getByRole('combobox', { name: /^Service/ })).toHaveValue(service.slug);
  await browsing.close();

  // The same link as a newsletter would carry it, opening a visit of its own: its campaign and referring site come with the enquiry.
  const visitor = await browser.newPage();
  await asNewVisitor(visitor);
  const contact = visitor.locator('#contact');
  await visitor.goto(`/?service=${service.slug}&utm_source=newsletter&utm_medium=email#contact`, { referer: 'https://news.example.org/issue-4' });
  await expect(contact.getByRole('combobox', { name: /^Service/ })).toHaveValue(service.slug);
  await contact.getByLabel('Name').fill(name);
  await contact.getByRole('textbox', { name: 'Email' }).fill(email);
  await contact.getByLabel('Message').fill('Our shop takes eight seconds to load.');
  await contact.getByRole('combobox', { name: /^Budget/ }).selectOption({ label: '€1,000–5,000' });
  await contact.getByRole('combobox', { name: /^Timeline/ }).selectOption({ label: 'Within 3 months' });
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(visitor, 'Message Sent!')).toBeVisible();
  await visitor.close();

  await logInAsOwner(page, '/admin/messages?stage=new');
  await expect(inboxItem(page)).toContainText('New');
  await inboxItem(page).click();
  const opened = page.getByRole('region', { name: 'Open message' });
  const facts = opened.getByRole('definition');
  await expect(facts).toContainText([service.name, '€1,000–5,000', 'Within 3 months', 'newsletter / email']);

  // Qualified, with a note (a formula, which the CSV must defuse) and a follow-up today.
  const pipeline = opened.getByRole('form', { name: 'Pipeline' });
  await pipeline.getByRole('combobox', { name: 'Stage' }).selectOption('qualified');
  await pipeline.getByLabel('Follow up on').fill(today);
  await pipeline.getByLabel('Estimated value').fill('2,400');
  await pipeline.getByLabel('Private notes').fill('=HYPERLINK("x") asked for a call');
  await pipeline.getByRole('button', { name: 'Save lead' }).click();
  await expect(toast(page, 'Lead updated successfully')).toBeVisible();
  await expect(opened).toContainText('Saved. This lead is no longer in this view.');
  await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Messages/ })).toContainText(/\d+ due/);
  await page.getByRole('navigation', { name: 'Stages' }).getByRole('link', { name: 'Qualified' }).click();
  await inboxItem(page).click();
  await expect(opened.getByRole('list', { name: 'Stage history' })).toContainText('New → Qualified');

  // Sorted by follow-up, it is among the first; then won.
  await page.goto('/admin/messages?sort=follow-up');
  await expect(inboxItem(page)).toContainText('Due');
  await inboxItem(page).click();
  await pipeline.getByRole('combobox', { name: 'Stage' }).selectOption('won');
  await pipeline.getByRole('button', { name: 'Save lead' }).click();
  await expect(toast(page, 'Lead updated successfully')).toBeVisible();
  await expect(opened.getByRole('list', { name: 'Stage history' })).toContainText('Qualified → Won');
  await page.getByRole('navigation', { name: 'Stages' }).getByRole('link', { name: 'Won' }).click();
  await expect(inboxItem(page)).toContainText('Won');

  const download = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]).then(([file]) => file);
  const csv = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
  const [head, ...lines] = csv.split('\r\n');
  expect(head).toBe('received,name,email,stage,service,budget,timeline,referrer,utm_source,utm_medium,utm_campaign,value,currency,follow_up_on,notes,message');
  const line = lines.find((row) => row.includes(email))!;
  expect(line).toContain(`,${name},${email},Won,${service.name},"€1,000–5,000",Within 3 months,news.example.org,newsletter,email,,2400,EUR,${today},"'=HYPERLINK(""x"") asked for a call",`);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the pipeline inbox has no axe violations (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await logInAsOwner(page, '/admin/messages');
    await expect(page.locator('html')).toHaveClass(new RegExp(theme));
    await inboxItem(page).click();
    await expect(page.getByRole('form', { name: 'Pipeline' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
