import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { logInAsOwner, toast } from './admin-helpers';
import { SEEDED, backend, expect, expectNoAxeViolations, test, useTheme } from './fixtures';
import { ownerHeaders } from '../../scripts/harness/backend.mjs';

// Testimonials and experience: the owner edits them in their admin sections, and the home page
// and the linked project's page follow. Runs with the other home specs (after the parallel ones):
// moving a quote first changes what the home page and a project page show to everyone.

const suffix = randomUUID().slice(0, 8);
const author = `E2E Client ${suffix}`;
const role = `E2E Role ${suffix}`;

// Whatever a failed run left behind (the tests delete their own rows through the UI).
test.afterAll(async () => {
  const headers = await ownerHeaders(backend());
  await fetch(`${backend().url}/rest/v1/testimonials?author_name=eq.${encodeURIComponent(author)}`, { method: 'DELETE', headers });
  await fetch(`${backend().url}/rest/v1/experience?role=eq.${encodeURIComponent(role)}`, { method: 'DELETE', headers });
});

test('the owner adds a testimonial about a project, moves it first and deletes it; the home page and the project page follow', async ({ page }) => {
  test.slow();
  await logInAsOwner(page);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Testimonials' }).click();
  await expect(page).toHaveURL(/\/admin\/testimonials$/);
  const list = page.getByRole('list', { name: 'Testimonials in display order' });
  await expect(list.locator('h3')).toHaveText(['Priya Natarajan', 'Tom Becker', 'Lena Fischer']);

  const form = page.getByRole('form', { name: 'Add Testimonial' });
  // Refused in the browser before any upload.
  await form.getByLabel('Upload a photo').setInputFiles({ name: 'drawing.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(form.getByRole('alert')).toHaveText('drawing.svg is not a JPEG, PNG, WebP or AVIF image.');
  await form.getByRole('button', { name: 'Add Testimonial' }).click();
  await expect(form.getByText('Quote is required')).toBeVisible();
  await expect(form.getByLabel('Quote')).toBeFocused();

  await form.getByLabel('Quote').fill('Sam shipped the new store before the holiday rush, and it has not gone down once.');
  await form.getByLabel('Name', { exact: true }).fill(author);
  await form.getByLabel('Role', { exact: true }).fill('Founder');
  await form.getByLabel('Company').fill('Harbor Coffee');
  await form.getByLabel('Upload a photo').setInputFiles(path.resolve('public/demo', 'harbor-coffee.webp'));
  await expect(form.getByRole('button', { name: 'Remove the photo' })).toBeVisible();
  await form.getByLabel('Project').selectOption({ label: SEEDED.harbor.title });
  await form.getByLabel('Source URL').fill('https://example.com/reviews/harbor');
  await form.getByRole('button', { name: 'Add Testimonial' }).click();
  await expect(toast(page, 'Testimonial added successfully')).toBeVisible();
  await expect(list.locator('h3').last()).toHaveText(author);

  // By keyboard, from last to first.
  for (let moves = 0; moves < 3; moves += 1) {
    await page.getByRole('button', { name: `Move ${author} up` }).focus();
    await page.keyboard.press('Enter');
    await expect(list.locator('h3').nth(2 - moves)).toHaveText(author);
  }
  await expect(page.getByRole('button', { name: `Move ${author} up` })).toBeDisabled();

  await page.goto('/');
  const section = page.getByRole('region', { name: 'What clients say' });
  const first = section.getByRole('listitem').first();
  await expect(first.locator('figcaption')).toHaveText(`${author}Founder, Harbor Coffee`);
  await expect(first.locator('blockquote')).toHaveText('Sam shipped the new store before the holiday rush, and it has not gone down once.');
  const photo = first.locator('figcaption img');
  await expect(photo).toHaveAttribute('src', /^\/_next\/image\?url=[^&]*%2Fstorage%2Fv1%2Fobject%2Fpublic%2Fpeople%2Ftestimonials%2F[0-9a-f-]{36}\.webp&/);
  // The site's optimised copy of the public bucket's file, allowed by the Content-Security-Policy: it actually loads.
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(first.getByRole('link', { name: `Source of the quote by ${author} (opens in a new tab)` })).toHaveAttribute('rel', 'noopener noreferrer');
  // Quotes, not reviews: no review or rating markup anywhere on the page.
  for (const script of await page.locator('script[type="application/ld+json"]').allTextContents()) expect(script).not.toMatch(/Review|Rating/);
  await first.getByRole('link', { name: `Read the case study: ${SEEDED.harbor.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${SEEDED.harbor.slug}$`));
  const onProject = page.getByRole('region', { name: 'What clients say' });
  await expect(onProject.locator('figcaption')).toHaveText([`${author}Founder, Harbor Coffee`]);

  // Still signed in.
  await page.goto('/admin/testimonials');
  await page.getByRole('button', { name: `Delete ${author}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this testimonial?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Testimonial deleted successfully')).toBeVisible();
  await expect(list.locator('h3')).toHaveText(['Priya Natarajan', 'Tom Becker', 'Lena Fischer']);

  await page.goto(`/projects/${SEEDED.harbor.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEEDED.harbor.title);
  await expect(page.getByRole('region', { name: 'What clients say' })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'What clients say' }).locator('figcaption').first()).toContainText('Priya Natarajan');
});

test('the owner adds a past role and deletes it; the home timeline follows, newest first', async ({ page }) => {
  await logInAsOwner(page, '/admin/experience');
  const list = page.getByRole('list', { name: 'Experience, newest first' });
  await expect(list.locator('h3')).toHaveText(['Lead Developer & Power BI Consultant', 'Senior WordPress Developer', 'Web Developer']);
  await expect(list.getByRole('listitem').first()).toContainText('Current');

  const form = page.getByRole('form', { name: 'Add Experience' });
  await form.getByLabel('Role', { exact: true }).fill(role);
  await form.getByLabel('Organisation').fill('Early Web Studio');
  await form.getByLabel('Start').fill('2012-01');
  await form.getByLabel('Summary').fill('Built brochure sites for local businesses.');
  await form.getByLabel('Highlights').fill('First WordPress theme\n\nFirst client on retainer');
  await form.getByLabel('Technologies').fill('WordPress, jQuery');
  await form.getByRole('button', { name: 'Add Experience' }).click();
  // No end and not current: refused, what was typed kept.
  await expect(form.getByText('End is required unless this is your current role')).toBeVisible();
  await expect(form.getByLabel('Organisation')).toHaveValue('Early Web Studio');
  await form.getByLabel('End', { exact: true }).fill('2014-08');
  await form.getByRole('button', { name: 'Add Experience' }).click();
  await expect(toast(page, 'Experience added successfully')).toBeVisible();
  await expect(list.locator('h3').last()).toHaveText(role);

  await page.goto('/');
  const timeline = page.getByRole('region', { name: 'Experience' });
  await expect(timeline.locator('h3')).toHaveText(['Lead Developer & Power BI Consultant', 'Senior WordPress Developer', 'Web Developer', role]);
  await expect(timeline.getByRole('article').first()).toContainText('Jan 2022 – Present');
  await expect(timeline.getByRole('article').first()).toContainText('Current');
  const mine = timeline.getByRole('article').last();
  await expect(mine).toContainText('Jan 2012 – Aug 2014');
  await expect(mine).not.toContainText('Current');
  await expect(mine.getByRole('listitem')).toHaveText(['First WordPress theme', 'First client on retainer', 'WordPress', 'jQuery']);

  await page.goto('/admin/experience');
  await page.getByRole('button', { name: `Delete ${role} at Early Web Studio` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this entry?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Experience deleted successfully')).toBeVisible();
  await expect(list.locator('h3')).toHaveCount(3);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Experience' }).locator('h3')).toHaveCount(3);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the home page's experience and testimonials, and their admin sections, have no axe violations (${theme})`, async ({ page }) => {
    test.slow(); // several axe analyses
    await useTheme(page, theme);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Experience' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'What clients say' })).toBeVisible();
    await expectNoAxeViolations(page);

    await logInAsOwner(page, '/admin/testimonials');
    await expect(page.getByRole('heading', { name: 'Your Testimonials' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Testimonial' }).click();
    await expect(page.getByText('Quote is required')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Delete Lena Fischer' }).click();
    await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this testimonial?');
    await expectNoAxeViolations(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/admin/experience');
    await expect(page.getByRole('heading', { name: 'Your Experience' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit Web Developer at Northern Print Co.' }).click();
    await expect(page.getByRole('form', { name: 'Edit Experience' }).getByLabel('Start')).toHaveValue('2014-09');
    await expectNoAxeViolations(page);
  });
}
