import { randomUUID } from 'node:crypto';
import { logInAsOwner, toast } from './admin-helpers';
import { SEEDED, backend, expect, test } from './fixtures';
import { ownerHeaders } from '../../scripts/harness/backend.mjs';

// Runs with the other home specs, one at a time after the parallel ones (which read the seeded
// texts): the owner edits the profile and the skills, and every public page shows it on the next
// request.
test.describe.configure({ mode: 'serial' });

let original: { profile: Record<string, unknown>; skills: Record<string, unknown>[] } | undefined;

test.beforeAll(async () => {
  const read = async (table: string) =>
    (await fetch(`${backend().url}/rest/v1/${table}?select=*`, { headers: { apikey: backend().publishableKey } })).json();
  original = { profile: (await read('profile'))[0], skills: await read('skills') };
});

// Put the seeded texts back, straight through REST, then save the profile once through its form:
// a REST write expires no cached page, and later home specs read the owner's name (/services'
// JSON-LD names the provider). The skills' texts are read by no later spec.
test.afterAll(async ({ browser }) => {
  const headers = { ...(await ownerHeaders(backend())), prefer: 'resolution=merge-duplicates' };
  await fetch(`${backend().url}/rest/v1/profile`, { method: 'POST', headers, body: JSON.stringify(original!.profile) });
  await fetch(`${backend().url}/rest/v1/skills`, { method: 'POST', headers, body: JSON.stringify(original!.skills) });
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInAsOwner(page, '/admin/profile');
  await page.getByRole('form', { name: 'Profile' }).getByRole('button', { name: 'Save Profile' }).click();
  await expect(toast(page, 'Profile updated successfully')).toBeVisible();
  await context.close();
});

test('the owner names the site, renames themself, changes a stat and a skill, reorders skills; the public pages and feeds follow at once', async ({ page, request }) => {
  test.slow();
  // Cache the public pages first, so what they show afterwards proves the save revalidated them.
  for (const path of ['/', `/projects/${SEEDED.harbor.slug}`]) expect((await request.get(path)).status()).toBe(200);

  await logInAsOwner(page, '/admin/profile');
  const profile = page.getByRole('form', { name: 'Profile' });
  await expect(profile.getByLabel('Site name')).toHaveValue('Portfolio');
  await profile.getByLabel('Site name').fill('Morgan Data Studio');
  await profile.getByLabel('Name', { exact: true }).fill('Alex Morgan');
  await profile.getByLabel('Stat 1 value').fill('12+');
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toast(page, 'Profile updated successfully')).toBeVisible();

  await page.goto('/admin/skills');
  await page.getByRole('button', { name: 'Edit Performance' }).click();
  const skill = page.getByRole('form', { name: 'Edit Skill' });
  await skill.getByLabel('Title').fill('Web Performance');
  await skill.getByRole('button', { name: 'Update Skill' }).click();
  await expect(toast(page, 'Skill updated successfully')).toBeVisible();
  // Keyboard: the first skill moves down one place.
  await page.getByRole('button', { name: 'Move WordPress Development down' }).focus();
  await page.keyboard.press('Enter');
  const order = page.getByRole('list', { name: 'Skills in display order' }).locator('h3');
  await expect(order.first()).toHaveText('Power BI Analytics');
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^Move WordPress Development (down|up)$/);

  await page.goto('/');
  await expect(page.locator('#about')).toContainText("Hi, I'm Alex Morgan");
  await expect(page.locator('#about').getByText('12+ Years WordPress')).toBeVisible();
  await expect(page.locator('#skills h3')).toHaveText([
    'Power BI Analytics',
    'WordPress Development',
    'Database Design',
    'UI/UX Design',
    'Web Performance',
    'Security',
  ]);
  await expect(page).toHaveTitle('Alex Morgan | Lead Developer & Power BI Specialist');
  const person = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(person).toMatchObject({ '@type': 'Person', name: 'Alex Morgan', jobTitle: 'Lead Developer & Power BI Specialist' });
  expect(person.knowsAbout).toContain('Web Performance');

  await page.goto(`/projects/${SEEDED.harbor.slug}`);
  await expect(page.getByRole('contentinfo').getByRole('paragraph')).toHaveText('© 2025 Alex Morgan. All rights reserved. Privacy');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  await expect(page).toHaveTitle(`${SEEDED.harbor.title} | Morgan Data Studio`);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Morgan Data Studio', exact: true })).toHaveAttribute('href', '/');
  const work = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(work.author).toMatchObject({ '@type': 'Person', name: 'Alex Morgan' });
  for (const feed of ['/blog/feed.xml', '/blog/atom.xml']) expect(await (await request.get(feed)).text(), feed).toContain('<title>Morgan Data Studio: Writing</title>');
});

test('the not-found pages follow the saved profile, rebuilt for their own address, never the one asked for', async ({ page }) => {
  // After the rename above: the first unknown address of each kind rebuilds its page.
  const unknown = (under: string) => `${under}/zz${randomUUID().replaceAll('-', '')}`;
  for (const under of ['/projects', '/blog', '']) {
    const [first, second] = [unknown(under), unknown(under)];
    for (const address of [`${first}?token=${first.slice(-12)}`, second]) {
      expect((await page.goto(address))?.status(), address).toBe(404);
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Morgan Data Studio', exact: true })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Alex Morgan. All rights reserved.');
      await expect(page).toHaveTitle(/ \| Morgan Data Studio$/);
    }
    expect(await page.content(), second).not.toContain(first.slice(-12));
  }
});

// Here rather than with the other inbox tests: it empties the inbox, which parallel specs fill.
test('an empty inbox says so', async ({ page }) => {
  await fetch(`${backend().url}/rest/v1/messages?id=not.is.null`, { method: 'DELETE', headers: await ownerHeaders(backend()) });
  await logInAsOwner(page);
  const sectionLink = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Messages/ });
  await expect(sectionLink).toHaveText('Messages');
  await sectionLink.click();
  await expect(page.getByRole('main').getByText('No messages yet.')).toBeVisible();
  await expect(page.getByRole('main').getByText('What visitors send through the contact form appears here.')).toBeVisible();
});
