import type { Locator, Page } from '@playwright/test';
import { addImageLink, homeTitles, listItem, logInAsOwner, projectForm, rest, toast, uniqueTitle } from './admin-helpers';
import { expect, expectNoAxeViolations, holdRequests, test, useTheme } from './fixtures';

// These tests create their own projects (unique titles) and delete them again. The seeded
// projects are never changed: the public-page specs run in parallel and rely on them.

/** Titles a test created; whatever is left after the test (a failure midway) is removed. */
let created: string[] = [];
test.beforeEach(() => {
  created = [];
});
test.afterEach(async () => {
  await rest.removeTitles(created);
});

async function fill(form: Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    if (label === 'Category') await form.getByLabel('Category').selectOption(value);
    else await form.getByLabel(label, { exact: true }).fill(value);
  }
}

async function addThroughForm(page: Page, title: string) {
  created.push(title);
  const form = projectForm(page);
  await fill(form, { Title: title, Description: `Description of ${title}.`, Category: 'other' });
  await form.getByRole('button', { name: 'Add Project' }).click();
  await expect(toast(page, 'Project added successfully')).toBeVisible();
  await expect(listItem(page, title)).toBeVisible();
}

async function deleteThroughList(page: Page, title: string) {
  await listItem(page, title).getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(listItem(page, title)).toHaveCount(0);
}

/** The slug of a published project, from its View link in the admin list. */
async function slugOf(page: Page, title: string) {
  const href = await listItem(page, title).getByRole('link', { name: /^View / }).getAttribute('href');
  return href!.split('/').pop()!;
}

/**
 * Adds a project and opens its public page and / once, so both are cached with it; seeing a
 * change there afterwards proves the save revalidated them. Ends back on /admin.
 */
async function addAndCachePublicPages(page: Page, title: string) {
  await addThroughForm(page, title);
  const slug = await slugOf(page, title);
  await page.goto(`/projects/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await homeTitles(page)).toContain(title);
  await page.goto('/admin');
  return slug;
}

test.describe('admin dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await logInAsOwner(page);
  });

  test('shows the dashboard chrome and the projects in display order', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Toggle theme' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Projects' })).toBeVisible();

    // Same order as the home page (display_order), whatever else the parallel tests do.
    const adminTitles = await page.getByRole('list', { name: 'Projects in display order' }).locator('h3').allTextContents();
    expect(adminTitles.length).toBeGreaterThanOrEqual(8);
    const first = page.getByRole('list', { name: 'Projects in display order' }).getByRole('listitem').first();
    await expect(first.getByRole('button', { name: /^Move .* up$/ })).toBeDisabled();
    await expect(first.getByRole('button', { name: /^Edit / })).toBeVisible();
    await expect(first.getByRole('button', { name: /^Delete / })).toBeVisible();
  });

  test('adds a project with every field; it shows in the list, on / and on its page without a rebuild', async ({ page, request }) => {
    test.slow(); // several page loads, including the public pages
    // Read the cached public data first (home, every "Load more" page, sitemap), so seeing the
    // project there afterwards proves the save revalidated it.
    await homeTitles(page);
    expect((await (await request.get('/sitemap.xml')).text()).length).toBeGreaterThan(0);
    await page.goto('/admin');
    const title = uniqueTitle('Add');
    created.push(title);
    const form = projectForm(page);
    await fill(form, {
      Title: title,
      Description: 'A project added by the admin end-to-end test.',
      Category: 'power_bi',
      Technologies: 'Power BI, DAX ,  Azure SQL,',
      'Project URL': 'https://example.com/e2e-live',
      'GitHub URL': 'https://github.com/example/e2e-code',
    });
    await addImageLink(form, '/demo/sales-dashboard.webp', 'The sales dashboard');
    await addImageLink(form, '/demo/hr-analytics.webp', 'The HR report');
    await form.getByLabel('Featured').check();
    await form.getByRole('button', { name: 'Add Project' }).click();

    await expect(toast(page, 'Success')).toContainText('Project added successfully');
    const item = listItem(page, title);
    await expect(item).toBeVisible();
    await expect(item).toContainText('A project added by the admin end-to-end test.');
    const technologies = item.getByRole('list', { name: `Technologies of ${title}` });
    await expect(technologies.getByRole('listitem')).toHaveText(['Power BI', 'DAX', 'Azure SQL']);
    await expect(item.getByText('Featured')).toBeVisible();
    // Back to a blank add form, ready for the next project.
    await expect(form.getByLabel('Title')).toHaveValue('');
    await expect(form.getByLabel('Featured')).not.toBeChecked();
    const slug = await slugOf(page, title);

    const after = await homeTitles(page);
    expect(after).toContain(title);
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`/projects/${slug}</loc>`);

    const response = await page.goto(`/projects/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('A project added by the admin end-to-end test.')).toBeVisible();
    await expect(page.getByText('Featured', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Technologies' }).getByRole('listitem')).toHaveText(['Power BI', 'DAX', 'Azure SQL']);
    await expect(page.getByRole('link', { name: 'View Live Project' })).toHaveAttribute('href', 'https://example.com/e2e-live');
    await expect(page.getByRole('link', { name: 'View Code' })).toHaveAttribute('href', 'https://github.com/example/e2e-code');

    await page.goto('/admin');
    await deleteThroughList(page, title);
  });

  test('a second submit while saving adds nothing more', async ({ page }) => {
    const title = uniqueTitle('Once');
    created.push(title);
    // Hold the server action, so the pending state can be seen and clicked at.
    const action = await holdRequests(page, '**/admin', (request) => request.method() === 'POST');
    const form = projectForm(page);
    await fill(form, { Title: title, Description: 'Submitted twice.', Category: 'other' });
    await form.getByRole('button', { name: 'Add Project' }).click();
    const saving = form.getByRole('button', { name: 'Saving...' });
    await expect(saving).toBeDisabled();
    await saving.click({ force: true });
    await form.locator('input[name="title"]').press('Enter');
    action.release();
    await expect(toast(page, 'Project added successfully')).toHaveCount(1);
    await expect(listItem(page, title)).toHaveCount(1);
    expect(action.held()).toBe(1);
    expect(await rest.idsByTitle(title)).toHaveLength(1);
    await deleteThroughList(page, title);
  });

  test('edits a project: prefilled at the top, Cancel returns to add mode, Save updates / and its page', async ({ page }) => {
    test.slow(); // several page loads, including the public pages
    const title = uniqueTitle('Edit');
    const slug = await addAndCachePublicPages(page, title);

    const form = projectForm(page);
    await listItem(page, title).getByRole('button', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Project' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(form.getByLabel('Title')).toHaveValue(title);
    await expect(form.getByLabel('Title')).toBeFocused();
    await expect(form.getByLabel('Description')).toHaveValue(`Description of ${title}.`);
    await expect(form.getByLabel('Category')).toHaveValue('other');

    await form.getByLabel('Title').fill('Changed but cancelled');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Add New Project' })).toBeVisible();
    await expect(form.getByLabel('Title')).toHaveValue('');
    await expect(listItem(page, title)).toBeVisible();

    await listItem(page, title).getByRole('button', { name: `Edit ${title}` }).click();
    const renamed = `${title} renamed`;
    created.push(renamed);
    await form.getByLabel('Title').fill(renamed);
    await form.getByLabel('Technologies').fill('Next.js, Supabase');
    await form.getByLabel('Featured').check();
    await form.getByRole('button', { name: 'Update Project' }).click();
    await expect(toast(page, 'Success')).toContainText('Project updated successfully');
    await expect(page.getByRole('heading', { name: 'Add New Project' })).toBeVisible();
    await expect(form.getByLabel('Title')).toHaveValue('');
    await expect(listItem(page, renamed)).toContainText('Supabase');

    const afterEdit = await homeTitles(page);
    expect(afterEdit).toContain(renamed);
    expect(afterEdit).not.toContain(title);
    await page.goto(`/projects/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(page.getByText('Featured', { exact: true })).toBeVisible();

    await page.goto('/admin');
    await deleteThroughList(page, renamed);
  });

  test('moves a project up and down; the home page and the sitemap follow', async ({ page, request }) => {
    test.slow(); // several page loads, including the public pages
    const [a, b] = [uniqueTitle('Move A'), uniqueTitle('Move B')];
    created.push(a, b);
    const [rowA, rowB] = await rest.insert([
      { title: a, description: 'First of two.', category: 'other' },
      { title: b, description: 'Second of two.', category: 'other' },
    ]);
    // The sitemap lists projects in display order and is a cached page: 1 when A comes first.
    const sitemapOrder = async () => {
      const xml = await (await request.get('/sitemap.xml')).text();
      const [ia, ib] = [xml.indexOf(`/projects/${rowA!.slug}<`), xml.indexOf(`/projects/${rowB!.slug}<`)];
      return ia < 0 || ib < 0 ? NaN : Math.sign(ib - ia);
    };
    // Read the public pages first, so the order seen there afterwards proves revalidation.
    await homeTitles(page);
    await sitemapOrder();
    await page.goto('/admin');
    // Positions shift when parallel tests add or delete projects: compare A and B only.
    const gap = (titles: string[]) => (titles.includes(a) && titles.includes(b) ? titles.indexOf(b) - titles.indexOf(a) : NaN);
    const adminGap = async () => gap(await page.getByRole('list', { name: 'Projects in display order' }).locator('h3').allTextContents());
    await expect.poll(adminGap).toBe(1);

    await page.getByRole('button', { name: `Move ${b} up` }).click();
    await expect.poll(adminGap).toBe(-1);
    await expect(page.getByRole('button', { name: `Move ${b} up` })).toBeFocused();
    expect(gap(await homeTitles(page))).toBe(-1);
    expect(await sitemapOrder()).toBe(-1);

    await page.goto('/admin');
    // Keyboard: focus the button and press Enter.
    await page.getByRole('button', { name: `Move ${b} down` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(adminGap).toBe(1);
    // Focus stays on B's controls: "down" again, or "up" when B is now last and "down" is disabled.
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', new RegExp(`^Move ${b} (down|up)$`));
    expect(gap(await homeTitles(page))).toBe(1);
    expect(await sitemapOrder()).toBe(1);
  });

  test('deletes only after confirmation; the project leaves the list, / and its page', async ({ page }) => {
    test.slow(); // several page loads, including the public pages
    const title = uniqueTitle('Delete');
    const slug = await addAndCachePublicPages(page, title);

    await listItem(page, title).getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete this project?');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(listItem(page, title)).toBeVisible();
    // Escape cancels too.
    await listItem(page, title).getByRole('button', { name: `Delete ${title}` }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(listItem(page, title)).toBeVisible();

    await listItem(page, title).getByRole('button', { name: `Delete ${title}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Success')).toContainText('Project deleted successfully');
    await expect(listItem(page, title)).toHaveCount(0);

    expect(await homeTitles(page)).not.toContain(title);
    const response = await page.goto(`/projects/${slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Project Not Found' })).toBeVisible();
  });

  test('shows field errors for a blank title, a bad URL and a javascript: URL, keeping what was typed', async ({ page }) => {
    const form = projectForm(page);
    await fill(form, {
      Title: '   ',
      Description: 'Kept after the failed submit.',
      Category: 'wordpress',
      'Project URL': 'not a url',
      'GitHub URL': 'javascript:alert(1)',
    });
    await form.getByRole('button', { name: 'Add Project' }).click();

    await expect(form.getByText('Title is required')).toBeVisible();
    await expect(form.getByText('Project URL must be a valid http(s) URL, e.g. https://example.com')).toBeVisible();
    await expect(form.getByText('GitHub URL must be a valid http(s) URL, e.g. https://example.com')).toBeVisible();
    await expect(form.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Title')).toBeFocused();
    await expect(form.getByLabel('Project URL')).toHaveAttribute('aria-describedby', 'add-project-projectUrl-error');
    await expect(form.getByLabel('Description')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('alert')).toHaveText('Please fix the highlighted fields.');

    await expect(form.getByLabel('Description')).toHaveValue('Kept after the failed submit.');
    await expect(form.getByLabel('Category')).toHaveValue('wordpress');
    await expect(form.getByLabel('GitHub URL')).toHaveValue('javascript:alert(1)');
    await expect(toast(page, 'Project added successfully')).toHaveCount(0);
    expect(await rest.idsByTitle('Kept after the failed submit.')).toEqual([]);

    await form.getByLabel('Title').fill('');
    await form.getByLabel('Description').fill('');
    await form.getByLabel('Project URL').fill('');
    await form.getByLabel('GitHub URL').fill('');
    await form.getByLabel('Category').selectOption('other');
    await form.getByRole('button', { name: 'Add Project' }).click();
    await expect(form.getByText('Description is required')).toBeVisible();
    await expect(form.getByText('Project URL must be')).toHaveCount(0);
  });
});


test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`/admin has no axe violations (${theme})`, async ({ page }) => {
      test.slow(); // several axe analyses
      await useTheme(page, theme);
      await logInAsOwner(page);
      await expect(page.locator('html')).toHaveClass(new RegExp(theme));
      await page.getByRole('button', { name: 'Add Project' }).click();
      await expect(page.getByText('Title is required')).toBeVisible();
      await expectNoAxeViolations(page);

      // The delete confirmation too (opened on a seeded project, then cancelled).
      await page.getByRole('button', { name: /^Delete / }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
    });
  }
});
