import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { asOwner, answerProposal, makeProposal } from './proposal-helpers';
import { expect, expectNoAxeViolations, test, toast, useTheme } from './fixtures';

// The proposal a client receives, as a business document: who it is from and for, its reference
// and dates, prices readable on a phone, clean printed pages, answers that say what is wrong where
// it is wrong, and every state of it accessible in both themes.

const suffix = randomUUID().slice(0, 8);
const client = `Document Client ${suffix}`;
const shots = process.env.PROPOSAL_SHOTS;
const BUSINESS = { business_name: 'Carter Digital Ltd', business_address: '12 Harbour Street\nBristol BS1 4QA', tax_id: 'GB 123 4567 89' };
const LINES = [
  { description: 'WordPress Speed Audit: ten pages, field data and a written report', quantity: '1', unit_price: '650' },
  { description: 'Image, caching and theme fixes', quantity: '12.5', unit_price: '85' },
  { description: 'Care plan (monthly)', quantity: '3', unit_price: '240' },
];
const TOTAL = '€2,282.50';
const writeProposal = (title: string, extra: Record<string, unknown> = {}) =>
  makeProposal({ client_name: client, client_email: 'ann@client.example', title, introduction: 'A **faster** store.', discount: '150', terms: 'Half on acceptance.', milestones: [{ title: 'Audit delivered', due_on: '2099-01-15' }], ...extra }, LINES);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The sender block copies the profile when a proposal is written.
  expect((await asOwner('/rest/v1/profile?id=eq.true', { method: 'PATCH', body: JSON.stringify(BUSINESS) })).ok).toBe(true);
});
test.afterAll(async () => {
  await asOwner(`/rest/v1/proposals?client_name=eq.${encodeURIComponent(client)}`, { method: 'DELETE' });
  await asOwner('/rest/v1/profile?id=eq.true', { method: 'PATCH', body: JSON.stringify({ business_name: null, business_address: null, tax_id: null }) });
});

async function shoot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

test('says who it is from and for, its reference, version and dates, in quiet chrome of its own', async ({ page }) => {
  const { token } = await writeProposal('Who and when');
  await page.goto(`/proposals/${token}`);
  const chrome = page.getByRole('banner');
  await expect(chrome.getByRole('link', { name: 'Sam Carter' })).toHaveAttribute('href', '/');
  await expect(chrome.getByRole('button', { name: 'Download PDF' })).toHaveAccessibleDescription('Opens your browser’s print dialog: choose “Save as PDF”.');
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  const parties = page.getByRole('region', { name: 'Sender, client and reference' });
  const [from, to] = await parties.locator('address').all();
  for (const line of ['Sam Carter', 'Carter Digital Ltd', '12 Harbour Street', 'Bristol BS1 4QA', 'hello@example.com', 'Tax number GB 123 4567 89']) await expect(from!).toContainText(line);
  await expect(to!).toHaveText(`${client}ann@client.example`);
  const year = new Date().getUTCFullYear();
  const issued = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date());
  await expect(parties.getByRole('definition')).toHaveText([new RegExp(`^P-${year}-\\d{3,}$`), '1', issued, '1 January 2099']);
  await expect(page).toHaveTitle(new RegExp(`^Proposal P-${year}-\\d{3,}: Who and when$`));
});

test('at 375 px every price and the total are on screen, line by line', async ({ page }) => {
  const { token } = await writeProposal('On a phone');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/proposals/${token}`);
  const prices = page.getByRole('region', { name: 'Prices' });
  const cells = prices.locator('td, tfoot th');
  for (const cell of await cells.all()) {
    const box = (await cell.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  await expect(prices.getByRole('row', { name: /Total/ })).toContainText(TOTAL);
  await expect(prices.getByRole('cell', { name: '€1,062.50' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

/** The words of a PDF with their boxes, per page (pdftotext -bbox). */
function pdfWords(file: string) {
  const xhtml = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  return [...xhtml.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)].map(([, width, height, body]) => ({
    width: Number(width),
    height: Number(height),
    words: [...body!.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(([, x0, y0, x1, y1, text]) => ({
      x0: Number(x0), y0: Number(y0), x1: Number(x1), y1: Number(y1), text: text!,
    })),
  }));
}

for (const format of ['A4', 'Letter'] as const) {
  test(`prints to ${format} in margins, the sender and the total on page 1, the reference and page numbers in the margins`, async ({ page }, testInfo) => {
    const { token } = await writeProposal(`Printed on ${format}`);
    await page.goto(`/proposals/${token}`);
    const reference = (await page.getByRole('region', { name: 'Sender, client and reference' }).getByRole('definition').first().textContent())!;
    const file = testInfo.outputPath(`proposal-${format}.pdf`);
    writeFileSync(file, await page.pdf({ format }));
    const pages = pdfWords(file);
    // 16 mm at the sides, 18 mm at the top: 45 and 51 points.
    for (const { width, height, words } of pages) {
      const body = words.filter((word) => word.y0 < height - 57);
      expect(Math.min(...words.map((word) => word.x0))).toBeGreaterThanOrEqual(44);
      expect(Math.max(...words.map((word) => word.x1))).toBeLessThanOrEqual(width - 44);
      expect(Math.min(...body.map((word) => word.y0))).toBeGreaterThanOrEqual(50);
    }
    const first = pages[0]!.words.map((word) => word.text).join(' ');
    for (const text of ['Sam Carter', 'Carter Digital Ltd', client.split(' ').at(-1)!, 'Total', TOTAL, `${reference} · version 1`, `Page 1 of ${pages.length}`]) expect(first).toContain(text);
    const all = pages.flatMap((p) => p.words.map((word) => word.text)).join(' ');
    for (const text of ['Download PDF', 'Accept proposal', 'Decline proposal', 'Open']) expect(all).not.toContain(text);
  });
}

test('an answer\'s problem shows under its field, which takes the focus; nothing covers the form; the answer then says what was accepted', async ({ page }) => {
  const { token } = await writeProposal('Answered with care');
  await page.goto(`/proposals/${token}`);
  const accept = page.getByRole('form', { name: 'Accept the proposal' });
  await accept.getByRole('button', { name: 'Accept proposal' }).click();
  await expect(accept.getByLabel('Your full name')).toHaveAccessibleDescription('Your name is required');
  await expect(accept.getByLabel('Your full name')).toBeFocused();
  await accept.getByLabel('Your full name').fill('Ann Client');
  await accept.getByRole('button', { name: 'Accept proposal' }).click();
  const box = accept.getByRole('checkbox');
  await expect(box).toHaveAccessibleDescription('Tick the box to accept the proposal');
  await expect(box).toBeFocused();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('status')).toHaveCount(0);
  await box.check();
  await accept.getByRole('button', { name: 'Accept proposal' }).click();
  const answer = page.getByRole('status').filter({ hasText: 'Proposal accepted' });
  await expect(answer).toContainText(new RegExp(`Accepted by Ann Client on .+ UTC: version 1 of P-\\d{4}-\\d{3,}, for a total of ${TOTAL.replace('.', '\\.')}`));
  await expect(toast(page, 'Please fix the highlighted fields.')).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`is axe-clean open, accepted, declined and replaced, in the ${theme} theme`, async ({ page }) => {
    test.slow(); // four axe analyses
    const open = await writeProposal(`Open ${theme}`);
    const accepted = await writeProposal(`Accepted ${theme}`);
    const declined = await writeProposal(`Declined ${theme}`);
    const replaced = await writeProposal(`Replaced ${theme}`);
    await answerProposal(accepted.token, 'accept');
    await answerProposal(declined.token, 'decline');
    await writeProposal(`Replaced ${theme}, version 2`, { previous_id: replaced.id });
    await useTheme(page, theme);
    for (const [state, { token }] of Object.entries({ open, accepted, declined, replaced })) {
      await page.goto(`/proposals/${token}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${state[0]!.toUpperCase()}${state.slice(1)} ${theme}`, 'i'));
      await expectNoAxeViolations(page);
      await shoot(page, `proposal-${state}-${theme}`);
    }
    await expect(page.getByRole('status')).toContainText('A newer version of this proposal replaces this one');
  });
}
