import type { Browser, Page } from '@playwright/test';
import { logInAsOwner, toast } from './admin-helpers';
import { backend, expect, expectNoAxeViolations, newClientAddress, test, useTheme } from './fixtures';
import { AVAILABILITY_OPTIONS } from '@/lib/profile/vocabulary';

// Runs with the other home specs, one at a time: the owner sets the profile's availability and
// booking page, and the home page shows them at once, in the hero and beside the contact form.
test.describe.configure({ mode: 'serial' });

// A browser's user agent: Playwright's own says HeadlessChrome, which Insights leaves out as a bot.
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const STAND_IN = '<!doctype html><title>Booking</title><p>The booking page</p><a href="/sam-carter/next-step">Next step</a>';
const NEXT_STEP = '<!doctype html><title>Booking</title><p>Pick a time</p>';

type StoredAvailability = { availability: string; availability_date: string | null; availability_note: string | null; booking_url: string | null };
let original: StoredAvailability;

test.beforeAll(async () => {
  const response = await fetch(`${backend().url}/rest/v1/profile?select=availability,availability_date,availability_note,booking_url`, {
    headers: { apikey: backend().publishableKey },
  });
  original = (await response.json())[0];
});

// Each test saves every field it checks, so the profile is put back once, after the last, as
// it was found and through the form: a save rebuilds the home page at once, where a write to the
// table would leave the other home specs a stale page for a minute.
test.afterAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInAsOwner(page);
  const status = AVAILABILITY_OPTIONS.find((option) => option.value === original.availability)!.label;
  await saveAvailability(page, { status, date: original.availability_date ?? '', note: original.availability_note ?? '', booking: original.booking_url ?? '' });
  await context.close();
});

const contact = (page: Page) => page.locator('#contact');
const badge = (page: Page, section: 'about' | 'contact') => page.locator(`#${section} [data-availability]`);

async function saveAvailability(page: Page, { status, date = '', note = '', booking }: { status: string; date?: string; note?: string; booking?: string }) {
  await page.goto('/admin/profile');
  const section = page.getByRole('group', { name: 'Availability and booking' });
  await section.getByLabel('Availability', { exact: true }).selectOption({ label: status });
  const day = section.getByLabel('Date', { exact: true });
  if (date) await day.fill(date);
  else if (await day.isEnabled()) await day.fill('');
  await section.getByLabel('Availability note').fill(note);
  if (booking !== undefined) await section.getByLabel('Booking page').fill(booking);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toast(page, 'Profile updated successfully')).toBeVisible();
}

async function newVisitor(browser: Browser) {
  const context = await browser.newContext({ userAgent: BROWSER_UA, extraHTTPHeaders: { 'x-forwarded-for': newClientAddress() } });
  return { context, page: await context.newPage() };
}

const bookingOpened = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/insights') && /"event":"booking_open"/.test(response.request().postData() ?? ''));

async function bookingOpens(page: Page): Promise<number> {
  await page.goto('/admin/insights?days=7');
  const row = page.getByRole('region', { name: 'Events' }).getByRole('row', { name: /^Booking pages opened/ });
  return Number((await row.getByRole('cell').textContent())!.replaceAll(',', ''));
}

test('the owner sets each status; the badge says it in the hero and beside the contact form, and hides again', async ({ page }) => {
  test.slow();
  await logInAsOwner(page);
  const cases = [
    { status: 'Available', shows: 'Available for new projects', as: 'available' },
    { status: 'Limited from a date', date: '2099-03-03', shows: 'Limited availability from 3 March 2099', as: 'limited' },
    { status: 'Booked until a date', date: '2099-04-30', note: 'Happy to plan work from May', shows: 'Booked until 30 April 2099 — Happy to plan work from May', as: 'booked' },
    // A day that has passed reads as available, with no one changing the profile.
    { status: 'Booked until a date', date: '2020-01-31', shows: 'Available for new projects', as: 'available' },
  ];
  for (const { shows, as, ...fields } of cases) {
    await saveAvailability(page, fields);
    await page.goto('/');
    for (const section of ['about', 'contact'] as const) {
      await expect(badge(page, section), `${section}: ${fields.status} ${fields.date ?? ''}`).toHaveText(shows);
      await expect(badge(page, section)).toHaveAttribute('data-availability', as);
    }
  }

  await saveAvailability(page, { status: 'Not shown' });
  await page.goto('/');
  await expect(badge(page, 'about')).toHaveCount(0);
  await expect(badge(page, 'contact')).toHaveCount(0);
});

test('the profile form refuses what the database would, field by field', async ({ page }) => {
  await logInAsOwner(page, '/admin/profile');
  const section = page.getByRole('group', { name: 'Availability and booking' });
  // A date only where the status names one.
  await section.getByLabel('Availability', { exact: true }).selectOption({ label: 'Available' });
  await expect(section.getByLabel('Date', { exact: true })).toBeDisabled();
  await section.getByLabel('Availability', { exact: true }).selectOption({ label: 'Booked until a date' });
  await expect(section.getByLabel('Date', { exact: true })).toBeEnabled();
  await section.getByLabel('Date', { exact: true }).fill('');
  await section.getByLabel('Booking page').fill('http://cal.com/sam');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(section.getByLabel('Date', { exact: true })).toHaveAccessibleDescription(/Booked until needs a date/);
  await expect(section.getByLabel('Booking page')).toHaveAccessibleDescription(/Booking page must be an https:\/\/ address/);
  await expect(section.getByLabel('Booking page')).toHaveValue('http://cal.com/sam');
});

for (const { provider, address } of [
  { provider: 'Cal.com', address: 'https://cal.com/sam-carter/intro' },
  { provider: 'Calendly', address: 'https://calendly.com/sam-carter/30min' },
]) {
  test(`a ${provider} booking page loads nothing from ${provider} until the visitor opens it, then counts`, async ({ page, browser }) => {
    test.slow();
    await logInAsOwner(page);
    await saveAvailability(page, { status: 'Available', booking: address });
    const before = await bookingOpens(page);

    const visitor = await newVisitor(browser);
    const origin = new URL(address).origin;
    const requested: string[] = [];
    await visitor.page.route(`${origin}/**`, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: route.request().url().endsWith('/next-step') ? NEXT_STEP : STAND_IN });
    });
    const response = await visitor.page.goto('/');
    // The home page may frame the two booking providers, and only them.
    expect(response?.headers()['content-security-policy']).toMatch(/frame-src https:\/\/cal\.com https:\/\/calendly\.com;/);
    const frame = contact(visitor.page).locator(`iframe[title="Book a call: ${provider}"]`);
    await frame.scrollIntoViewIfNeeded();
    const open = visitor.page.frameLocator(`#contact iframe[title="Book a call: ${provider}"]`).getByRole('link', { name: 'Choose a time' });
    await expect(open).toBeVisible();
    await expect(visitor.page.frameLocator(`#contact iframe[title="Book a call: ${provider}"]`).getByText(`The calendar loads from ${provider} when you open it.`)).toBeVisible();
    await visitor.page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);

    const events: string[] = [];
    visitor.page.on('request', (request) => {
      if (request.url().endsWith('/api/insights') && /"event"/.test(request.postData() ?? '')) events.push(request.postDataJSON().event);
    });
    const counted = bookingOpened(visitor.page);
    await open.click();
    await expect.poll(() => requested).toEqual([address]);
    const booking = visitor.page.frameLocator(`#contact iframe[title="Book a call: ${provider}"]`);
    await expect(booking.getByText('The booking page')).toBeVisible();
    expect((await counted).status()).toBe(204);
    expect((await counted).request().postDataJSON()).toEqual({ path: '/', event: 'booking_open' });
    // A next step inside the frame is the same opening: counted once.
    await booking.getByRole('link', { name: 'Next step' }).click();
    await expect(booking.getByText('Pick a time')).toBeVisible();
    expect(requested).toEqual([address, `${origin}/sam-carter/next-step`]);
    await visitor.page.frame({ url: /next-step$/ })!.waitForLoadState('load');
    await visitor.page.waitForLoadState('networkidle');
    expect(events).toEqual(['booking_open']);
    // The same page in a new tab, for a visitor who would rather not book inside the frame.
    await expect(contact(visitor.page).getByRole('link', { name: 'Open the booking page in a new tab' })).toHaveAttribute('href', address);
    await visitor.context.close();

    expect(await bookingOpens(page)).toBe(before + 1);
  });
}

test('any other booking page is a link that opens in a new tab, and counts', async ({ page, browser }) => {
  const address = 'https://tidycal.com/sam-carter/30-minute-call';
  await logInAsOwner(page);
  await saveAvailability(page, { status: 'Available', booking: address });
  const before = await bookingOpens(page);

  const visitor = await newVisitor(browser);
  await visitor.context.route('https://tidycal.com/**', (route) => route.fulfill({ contentType: 'text/html', body: STAND_IN }));
  await visitor.page.goto('/');
  await expect(contact(visitor.page).locator('iframe')).toHaveCount(0);
  const link = contact(visitor.page).getByRole('link', { name: 'Book a call (opens in a new tab)' });
  await expect(link).toHaveText('Book a call');
  await expect(link).toHaveAttribute('href', address);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const counted = bookingOpened(visitor.page);
  const tab = visitor.context.waitForEvent('page');
  await link.click();
  await expect((await tab).getByText('The booking page')).toBeVisible();
  expect((await counted).request().postDataJSON()).toEqual({ path: '/', event: 'booking_open' });
  await visitor.context.close();

  expect(await bookingOpens(page)).toBe(before + 1);
});

test('no booking page, no booking offer', async ({ page }) => {
  await logInAsOwner(page);
  await saveAvailability(page, { status: 'Available', booking: '' });
  await page.goto('/');
  await expect(contact(page).getByText('Book a call')).toHaveCount(0);
  await expect(contact(page).locator('iframe')).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the home page with a badge, a note and a booking frame has no axe violations (${theme})`, async ({ page }) => {
    await logInAsOwner(page);
    await saveAvailability(page, { status: 'Booked until a date', date: '2099-04-30', note: 'Happy to plan work from May', booking: 'https://cal.com/sam-carter/intro' });
    await page.route('https://cal.com/**', (route) => route.fulfill({ contentType: 'text/html', body: STAND_IN }));
    await useTheme(page, theme);
    await page.goto('/');
    await expect(badge(page, 'about')).toBeVisible();
    await contact(page).locator('iframe').scrollIntoViewIfNeeded();
    await expect(page.frameLocator('#contact iframe').getByRole('link', { name: 'Choose a time' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
