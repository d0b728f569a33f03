import path from 'node:path';
import { ownerHeaders } from '../../scripts/harness/backend.mjs';
import { loadEveryProject, logInAsOwner, listItem, projectForm, toast, uniqueTitle } from './admin-helpers';
import { SEEDED, backend, expect, expectNoAxeViolations, rest, test, useTheme } from './fixtures';
import { PAGE_SIZE } from '@/lib/projects/vocabulary';

// Case-study facts, technology pages, /projects and the owner's portrait. Runs with the other home
// specs, one at a time (playwright.config.ts): it changes the hero, which other specs read.
test.describe.configure({ mode: 'serial' });

type PublicProject = { title: string; technologies: string[] };

/** Every published project as the public key reads it, straight from the backend. */
async function publishedProjects(): Promise<PublicProject[]> {
  const response = await fetch(`${backend().url}/rest/v1/projects?select=title,technologies`, { headers: { apikey: backend().publishableKey } });
  return response.json();
}

const cards = (page: import('@playwright/test').Page) => page.locator('#projects li[data-category], main li[data-category]');
const added: string[] = [];

test.afterAll(async () => {
  await rest.removeTitles(added);
  // The hero as seeded: no portrait.
  await fetch(`${backend().url}/rest/v1/profile?photo_path=not.is.null`, {
    method: 'PATCH',
    headers: { ...(await ownerHeaders(backend())), 'content-type': 'application/json' },
    body: JSON.stringify({ photo_path: null, photo_alt: null }),
  });
});

test('the owner adds facts and outcomes to a project; its page lists them as definitions and its card shows the first outcome', async ({ page }) => {
  test.slow();
  const title = uniqueTitle('Proof');
  added.push(title);
  await rest.insert([{ title, description: `Description of ${title}.`, category: 'wordpress', technologies: ['WordPress', 'PHP'] }]);

  await logInAsOwner(page);
  await listItem(page, title).getByRole('button', { name: `Edit ${title}` }).click();
  const form = projectForm(page);
  const facts = form.getByRole('group', { name: 'Case study facts' });
  await facts.getByLabel('Client').fill('Northside Physio');
  await facts.getByLabel('Your role').fill('Lead developer');
  await facts.getByLabel('Start', { exact: true }).fill('2024-02');
  await facts.getByLabel('End', { exact: true }).fill('2024-05');
  await facts.getByLabel('Team size').fill('4');
  await facts.getByLabel('Outcome 1 value').fill('−25%');
  await facts.getByLabel('Outcome 1 label').fill('no-shows');
  await facts.getByLabel('Outcome 2 value').fill('63%');
  // A value without its label is refused under its field; everything typed stays.
  await form.getByRole('button', { name: 'Update Project' }).click();
  await expect(facts.getByLabel('Outcome 2 label')).toHaveAccessibleDescription(/Outcome 2 needs a label/);
  await expect(facts.getByLabel('Client')).toHaveValue('Northside Physio');
  await expect(facts.getByLabel('Start', { exact: true })).toHaveValue('2024-02');
  await expect(facts.getByLabel('Outcome 1 value')).toHaveValue('−25%');
  await facts.getByLabel('Outcome 2 label').fill('bookings made online');
  await form.getByRole('button', { name: 'Update Project' }).click();
  await expect(toast(page, 'Project updated successfully')).toBeVisible();

  // Prefilled when edited again.
  await listItem(page, title).getByRole('button', { name: `Edit ${title}` }).click();
  await expect(facts.getByLabel('End', { exact: true })).toHaveValue('2024-05');
  await expect(facts.getByLabel('Team size')).toHaveValue('4');
  await expect(facts.getByLabel('Outcome 2 label')).toHaveValue('bookings made online');

  await page.goto('/projects');
  await loadEveryProject(page);
  const card = cards(page).filter({ hasText: title });
  await expect(card.locator('strong')).toHaveText('−25%');
  await expect(card).toContainText('−25% no-shows');
  await expect(card).not.toContainText('bookings made online');

  await card.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const panel = page.getByRole('region', { name: 'Project facts' });
  const [factList, outcomeList] = [panel.locator('dl').first(), panel.locator('dl').last()];
  await expect(factList.locator('dt')).toHaveText(['Client', 'Role', 'Period', 'Team']);
  await expect(factList.locator('dd')).toHaveText(['Northside Physio', 'Lead developer', 'Feb 2024 – May 2024', '4 people']);
  // Each term directly followed by its definition, as a screen reader reads them.
  expect(await factList.locator('dt + dd').count()).toBe(4);
  await expect(outcomeList.locator('dt')).toHaveText(['no-shows', 'bookings made online']);
  await expect(outcomeList.locator('dd')).toHaveText(['−25%', '63%']);
});

test('a seeded project shows its facts, an ongoing period and no client in structured data when confidential', async ({ page }) => {
  await page.goto(`/projects/${SEEDED.workforce.slug}`);
  const facts = page.getByRole('region', { name: 'Project facts' }).locator('dl').first();
  await expect(facts.locator('dd')).toHaveText(['Confidential', 'Data modeller', 'Jan 2025 – ongoing', '2 people']);
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(data.temporalCoverage).toBe('2025-01/..');
  expect(data.funder).toBeUndefined();

  await page.goto(`/projects/${SEEDED.harbor.slug}`);
  const harbor = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(harbor).toMatchObject({ temporalCoverage: '2024-02/2024-05', funder: { '@type': 'Organization', name: 'Harbor Coffee Roasters' } });
});

test('a technology badge leads to its page, which lists every published project using it in any spelling', async ({ page, request }) => {
  await page.goto('/');
  const sales = cards(page).filter({ hasText: SEEDED.sales.title });
  await sales.getByRole('list', { name: 'Technologies' }).getByRole('link', { name: 'Power BI', exact: true }).click();
  await expect(page).toHaveURL('/projects/technology/power-bi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Power BI');

  const expected = (await publishedProjects()).filter((project) => project.technologies.some((tech) => tech.toLowerCase() === 'power bi'));
  expect(expected.map((project) => project.title)).toEqual(expect.arrayContaining([SEEDED.sales.title, SEEDED.workforce.title]));
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ projects?$/ })).toHaveText(`${expected.length} projects`);
  expect((await cards(page).locator('h3').allTextContents()).sort()).toEqual(expected.map((project) => project.title).sort());
  await expect(page).toHaveTitle(/^Power BI projects \| /);
  // After a client-side navigation the head is swapped in steps while the new page's metadata
  // streams in (for a moment it can hold none, or the old and the new description): wait until
  // it has settled on exactly one, which also fails if an old description were kept.
  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveCount(1);
  await expect(description).toHaveAttribute('content', new RegExp(`^${expected.length} projects built with Power BI: `));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/projects\/technology\/power-bi$/);

  // From a project page too; other spellings lead to the one page, unknown ones are a 404.
  await page.goto(`/projects/${SEEDED.harbor.slug}`);
  await page.getByRole('region', { name: 'Technologies' }).getByRole('link', { name: 'WooCommerce' }).click();
  await expect(page).toHaveURL('/projects/technology/woocommerce');
  await expect(cards(page).locator('h3')).toContainText([SEEDED.harbor.title]);

  const other = await request.get('/projects/technology/POWER%20bi', { maxRedirects: 0 });
  expect(other.status()).toBe(308);
  expect(other.headers().location).toMatch(/\/projects\/technology\/power-bi$/);
  const unknown = await request.get('/projects/technology/no-such-technology');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('Technology Not Found');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/projects/technology/power-bi</loc>');
  expect(sitemap).toContain('/projects</loc>');
});

test('/projects shows a page of published projects and the rest on demand, filters by category and links each technology with its count', async ({ page, request }) => {
  const response = await page.goto('/projects');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Projects');
  // One page prerendered (this suite has more than one page of projects), then "Load more" to the end.
  expect((await (await request.get('/projects')).text()).match(/data-category="/g)).toHaveLength(PAGE_SIZE);
  const published = await publishedProjects();
  await loadEveryProject(page);
  expect((await cards(page).locator('h3').allTextContents()).sort()).toEqual(published.map((project) => project.title).sort());

  const facets = page.getByRole('navigation', { name: 'Browse by technology' });
  const powerBi = published.filter((project) => project.technologies.some((tech) => tech.toLowerCase() === 'power bi')).length;
  await expect(facets.getByRole('link', { name: `Power BI, ${powerBi} projects` })).toHaveAttribute('href', '/projects/technology/power-bi');

  await page.getByRole('button', { name: 'Power BI', exact: true }).click();
  await expect(page).toHaveURL('/projects?category=power_bi');
  // The grid is drawn anew for the category: wait for no other category to show, then for its cards.
  await expect(page.locator('main li[data-category]:not([data-category="power_bi"])').filter({ visible: true })).toHaveCount(0);
  await expect(cards(page).filter({ visible: true }).first()).toHaveAttribute('data-category', 'power_bi');
});

for (const theme of ['light', 'dark'] as const) {
  test(`a project page, a technology page and /projects have no axe violations (${theme})`, async ({ page }) => {
    test.slow(); // several axe analyses
    await useTheme(page, theme);
    for (const url of [`/projects/${SEEDED.harbor.slug}`, '/projects/technology/power-bi', '/projects']) {
      await page.goto(url);
      await expect(page.locator('html')).toHaveClass(new RegExp(theme));
      await expectNoAxeViolations(page);
    }
  });
}

test('the owner uploads a portrait; the hero shows it at a fixed size and the Person data names it', async ({ page }) => {
  test.slow();
  await logInAsOwner(page, '/admin/profile');
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('Photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(profile.getByRole('alert').filter({ hasText: 'notes.txt is not a JPEG, PNG, WebP or AVIF image.' })).toBeVisible();
  await profile.getByLabel('Photo').setInputFiles(path.join(import.meta.dirname, 'files', 'portrait.webp'));
  await expect(profile.getByRole('button', { name: 'Remove the portrait' })).toBeVisible();
  await profile.getByLabel('Portrait alt text').fill('Alex at a standing desk');
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toast(page, 'Profile updated successfully')).toBeVisible();

  await page.goto('/');
  const portrait = page.locator('#about').getByRole('img', { name: 'Alex at a standing desk' });
  await expect(portrait).toBeVisible();
  await expect(portrait).toHaveAttribute('width', '512');
  await expect(portrait).toHaveAttribute('src', /^\/_next\/image\?url=.*people%2Fportrait%2F/);
  await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const person = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(person.image).toMatch(/\/storage\/v1\/object\/public\/people\/portrait\/[\w-]+\.webp$/);
  expect(person.worksFor).toMatchObject({ '@type': 'Organization' });
  expect(person.hasOccupation).toMatchObject({ '@type': 'Occupation' });
});
