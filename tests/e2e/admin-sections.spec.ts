import type { Locator } from '@playwright/test';
import { logInAsOwner } from './admin-helpers';
import { SEEDED, backend, expect, expectNoAxeViolations, newAccount, test, useTheme } from './fixtures';

// The Profile and Skills sections, without saving anything (the public-page specs run in
// parallel and read the seeded texts); owner-site.home.spec.ts saves, in the phase of its own that the home specs share.

test('the admin area has Projects, Profile and Skills sections, the current one marked, each fetched ahead only once pointed at', async ({ page }) => {
  // Taller than the suite's window, so the section links and several projects' share links are
  // in view, where Next would prefetch them.
  await page.setViewportSize({ width: 1280, height: 1600 });
  const fetchedAhead: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) fetchedAhead.push(new URL(request.url()).pathname);
  });
  await logInAsOwner(page);
  // Admin pages render per request behind the session check: none is fetched while the owner only looks.
  await page.waitForLoadState('networkidle');
  expect(fetchedAhead).toEqual([]);
  const sections = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(sections.getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
  await sections.getByRole('link', { name: 'Profile' }).hover();
  await expect.poll(() => [...new Set(fetchedAhead)]).toEqual(['/admin/profile']);
  await sections.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(sections.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  const form = page.getByRole('form', { name: 'Profile' });
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Sam Carter');
  await expect(form.getByLabel('Stat 1 value')).toHaveValue('10+');
  await expect(form.getByLabel('Copyright year')).toHaveValue('2025');

  await sections.getByRole('link', { name: 'Skills' }).click();
  await expect(page).toHaveURL(/\/admin\/skills$/);
  const skills = page.getByRole('list', { name: 'Skills in display order' }).locator('h3');
  await expect(skills).toHaveText(['WordPress Development', 'Power BI Analytics', 'Database Design', 'UI/UX Design', 'Performance', 'Security']);
});

test('the current section is marked on every page below it too', async ({ page }) => {
  await logInAsOwner(page, '/admin/proposals/new');
  const sections = page.getByRole('navigation', { name: 'Admin sections' });
  const marked = sections.locator('[aria-current]');
  for (const [path, section, current] of [
    ['/admin/proposals/new', 'Proposals', 'true'],
    ['/admin/proposals', 'Proposals', 'page'],
    [`/admin/share/${SEEDED.harbor.id}`, 'Projects', 'true'],
    ['/admin/insights', 'Insights', 'page'],
  ] as const) {
    await page.goto(path);
    await expect(marked, path).toHaveCount(1);
    await expect(marked, path).toHaveText(section);
    await expect(marked, path).toHaveAttribute('aria-current', current);
    // Underlined in the primary colour, as on the section's own page.
    const underline = (link: Locator) => link.evaluate((element) => getComputedStyle(element).borderBottomColor);
    expect(await underline(marked), path).not.toBe(await underline(sections.getByRole('link', { name: 'Skills' })));
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`on a phone the section tabs show they scroll, and each is reached by keyboard, focused in view (${theme})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await useTheme(page, theme);
    await logInAsOwner(page, '/admin/insights');
    const sections = page.getByRole('navigation', { name: 'Admin sections' });
    const row = sections.getByRole('list');
    // The row is wider than the phone, and its edges are shaded while there is more beyond them.
    expect(await row.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
    expect(await row.evaluate((list) => getComputedStyle(list).backgroundImage)).toMatch(/linear-gradient.*linear-gradient.*linear-gradient.*linear-gradient/);
    // Whole within the row's visible width (the row clips its tabs' last pixel row, the underline's overlap of its border).
    const inView = async (link: Locator) => {
      const [tab, visible] = [(await link.boundingBox())!, (await row.boundingBox())!];
      return tab.x >= visible.x - 0.5 && tab.x + tab.width <= visible.x + visible.width + 0.5 && visible.x >= 0 && visible.x + visible.width <= 375;
    };
    // The current section, the last, is scrolled into view.
    expect(await inView(sections.getByRole('link', { name: 'Insights' }))).toBe(true);

    await page.getByRole('button', { name: 'Logout' }).focus();
    const links = sections.getByRole('link');
    for (let i = 0; i < (await links.count()); i++) {
      await page.keyboard.press('Tab');
      const link = links.nth(i);
      await expect(link).toBeFocused();
      expect(await inView(link), `tab ${i + 1}`).toBe(true);
      expect(await link.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
    }
    await expectNoAxeViolations(page);
  });
}

test('an invalid profile is refused field by field, keeping what was typed, and saves nothing', async ({ page }) => {
  await logInAsOwner(page, '/admin/profile');
  const form = page.getByRole('form', { name: 'Profile' });
  await form.getByLabel('Name', { exact: true }).fill('  ');
  await form.getByLabel('Stat 2 value').fill('');
  await form.getByLabel('Code profile URL').fill('javascript:alert(1)');
  await form.getByLabel('Other links').fill('Portfolio | ftp://files.example.com');
  await form.getByRole('button', { name: 'Save Profile' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Stat 2 value is required')).toBeVisible();
  await expect(form.getByText('Code profile URL must be a valid http(s) URL, e.g. https://example.com')).toBeVisible();
  await expect(form.getByText('Link 1 must be "Label | URL"', { exact: false })).toBeVisible();
  await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
  await expect(form.getByLabel('Code profile URL')).toHaveValue('javascript:alert(1)');
  await expect(form.getByLabel('Role')).toHaveValue('Lead Developer & Power BI Specialist');

  const stored = await fetch(`${backend().url}/rest/v1/profile?select=name,code_url`, { headers: { apikey: backend().publishableKey } });
  expect(await stored.json()).toEqual([{ name: 'Sam Carter', code_url: 'https://github.com/example' }]);
});

test('a signed-in account that is not the owner sees a notice, not the forms', async ({ page }) => {
  const account = await newAccount('sections');
  await page.goto('/auth');
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill(account.email);
  await login.getByLabel('Password').fill(account.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // In the main landmark: while a streamed page is revealed, React briefly keeps a hidden copy
  // of its content at the end of the body, and a page-wide text match finds both.
  for (const path of ['/admin/profile', '/admin/skills']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByText('This account cannot change the site. Only the site owner can.')).toBeVisible();
    await expect(page.getByRole('form')).toHaveCount(0);
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`the Profile and Skills sections have no axe violations (${theme})`, async ({ page }) => {
    test.slow(); // several axe analyses
    await useTheme(page, theme);
    await logInAsOwner(page, '/admin/profile');
    await expect(page.getByRole('heading', { name: 'Profile', level: 2 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/admin/skills');
    await expect(page.getByRole('heading', { name: 'Your Skills' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Skill' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Delete Security' }).click();
    await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this skill?');
    await expectNoAxeViolations(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  });
}
