import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { listItem, logInAsOwner, projectForm, toast, uniqueTitle } from './admin-helpers';
import { backend, expect, expectNoAxeViolations, rest, test, useTheme } from './fixtures';
import { accessToken } from '../../scripts/harness/backend.mjs';

const demo = (name: string) => path.resolve('public/demo', name);
const images = (form: Locator) => form.getByRole('list', { name: 'Images in order' }).getByRole('listitem');
const fileInput = (form: Locator) => form.getByLabel('Choose images to upload');

/** The names of the project's files in the bucket, as the owner lists them through Storage. */
async function storedFiles(projectId: string): Promise<string[]> {
  const response = await fetch(`${backend().url}/storage/v1/object/list/project-images`, {
    method: 'POST',
    headers: { apikey: backend().publishableKey, authorization: `Bearer ${await accessToken(backend())}`, 'content-type': 'application/json' },
    body: JSON.stringify({ prefix: `projects/${projectId}`, limit: 100 }),
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { name: string }[]).map((file) => file.name.split('/').pop()!);
}

/** Opens the project's public page; resolves to its id (which names its folder in the bucket). */
async function viewOnSite(page: Page, title: string) {
  const href = await listItem(page, title).getByRole('link', { name: /^View / }).getAttribute('href');
  await page.goto(href!);
  const [id] = await rest.idsByTitle(title);
  return id!;
}

let created: string[] = [];
test.beforeEach(() => {
  created = [];
});
test.afterEach(async () => {
  await rest.removeTitles(created);
});

test('the owner uploads a main image and a gallery, orders them and describes them; the site shows them so; deleting the project for good removes the files', async ({
  page,
}) => {
  test.slow();
  await logInAsOwner(page);
  const title = uniqueTitle('Images');
  created.push(title);
  const form = projectForm(page);
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Description', { exact: true }).fill('A project with uploaded images.');
  await form.getByLabel('Category').selectOption('wordpress');

  await fileInput(form).setInputFiles([demo('block-theme.webp'), demo('clinic-booking.webp'), demo('hr-analytics.webp'), demo('api-gateway.webp')]);
  await expect(images(form)).toHaveCount(4);
  await expect(form.getByText('Uploading...')).toHaveCount(0);
  const alts = ['Front page of the theme', 'The booking calendar', 'The HR report', 'The status page'];
  for (const [index, alt] of alts.entries()) await images(form).nth(index).getByRole('textbox').fill(alt);
  // The last gallery image moves up one place: main, booking, status page, HR report.
  await form.getByRole('button', { name: 'Move image 4 up' }).click();
  await form.getByRole('button', { name: 'Add Project' }).click();
  await expect(toast(page, 'Project added successfully')).toBeVisible();

  const id = await viewOnSite(page, title);
  const order = ['Front page of the theme', 'The booking calendar', 'The status page', 'The HR report'];
  const thumbnails = page.getByRole('list', { name: 'Project images' }).getByRole('button');
  await expect(thumbnails).toHaveCount(4);
  for (const [index, alt] of order.entries()) await expect(thumbnails.nth(index)).toHaveAccessibleName(`Image ${index + 1} of 4: ${alt}`);
  const main = page.getByRole('button', { name: `View full size: ${order[0]}` });
  // Served through next/image from the bucket.
  await expect(main.locator('img')).toHaveAttribute('src', /\/_next\/image\?url=.*storage%2Fv1%2Fobject%2Fpublic%2Fproject-images%2Fprojects%2F/);
  await expect.poll(() => main.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await storedFiles(id)).toHaveLength(4);
  // The optimiser keeps a copy of what it serves, at each width asked for.
  const file = new URL((await main.locator('img').getAttribute('src'))!, page.url()).searchParams.get('url')!;
  const optimised = [640, 1080, 1920].map((width) => `/_next/image?url=${encodeURIComponent(file)}&w=${width}&q=75`);
  for (const url of optimised) expect((await page.request.get(url)).status(), url).toBe(200);

  await page.goto('/admin');
  await listItem(page, title).getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Project deleted successfully')).toBeVisible();
  // In the trash the files stay; Delete for good removes them.
  expect(await storedFiles(id)).toHaveLength(4);
  await page.goto('/admin/trash');
  await page.getByRole('button', { name: `Delete for good ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
  await expect(toast(page, 'Project deleted for good successfully')).toBeVisible();
  await expect.poll(() => storedFiles(id)).toEqual([]);
  // Removed files stop answering on every path: Storage itself, and the optimiser's copies.
  expect((await fetch(file)).status).not.toBe(200);
  for (const url of optimised) await expect.poll(async () => (await page.request.get(url)).status(), { timeout: 60_000 }).toBe(404);
});

test('files the bucket would refuse are named before any upload, and the rest of the form stays', async ({ page }) => {
  await logInAsOwner(page);
  const form = projectForm(page);
  await form.getByLabel('Title', { exact: true }).fill('Kept while files are refused');
  await fileInput(form).setInputFiles([
    { name: 'drawing.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
    { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024) },
  ]);
  const refused = form.getByRole('alert').filter({ hasText: 'drawing.svg' });
  await expect(refused).toContainText('drawing.svg is not a JPEG, PNG, WebP or AVIF image.');
  await expect(refused).toContainText('huge.png is 6.0 MB; images may be at most 5 MB.');
  await expect(images(form)).toHaveCount(0);
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue('Kept while files are refused');
});

test('an upload that fails says which file, and the save needs alt text for every image', async ({ page }) => {
  await logInAsOwner(page);
  const title = uniqueTitle('Upload fails');
  created.push(title);
  await page.route('**/storage/v1/object/project-images/**', async (route) => {
    if (route.request().method() === 'POST' && route.request().url().endsWith('.png')) {
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: '500', error: 'Internal', message: 'Disk full' }) });
    } else {
      await route.continue();
    }
  });
  const form = projectForm(page);
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Description', { exact: true }).fill('One upload fails.');
  await form.getByLabel('Category').selectOption('other');
  await fileInput(form).setInputFiles(demo('block-theme.webp'));
  await expect(images(form)).toHaveCount(1);
  await fileInput(form).setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
  await expect(form.getByRole('alert').filter({ hasText: 'broken.png could not be uploaded' })).toBeVisible();
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue(title);

  // The uploaded image has no alt text yet: the save is refused and says so.
  await form.getByRole('button', { name: 'Add Project' }).click();
  await expect(form.getByText('Image 1 needs alt text: describe what it shows')).toBeVisible();
  await expect(images(form).first().getByRole('textbox')).toBeFocused();
  await images(form).first().getByRole('textbox').fill('Front page of the theme');
  await images(form).nth(1).getByRole('button', { name: 'Remove image 2' }).click();
  await form.getByRole('button', { name: 'Add Project' }).click();
  await expect(toast(page, 'Project added successfully')).toBeVisible();
  await expect(listItem(page, title)).toBeVisible();
});

for (const theme of ['dark', 'light'] as const) {
  test(`the lightbox opens an image full size, moves with the arrow keys and returns focus on Escape (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto('/projects/3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e01');
    const second = page.getByRole('list', { name: 'Project images' }).getByRole('button').nth(1);
    await second.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName('The two-step checkout with local pickup slots');
    await expect(dialog.getByRole('img', { name: 'The two-step checkout with local pickup slots' })).toBeVisible();
    await expect(dialog).toContainText('2 of 3');
    await expectNoAxeViolations(page);

    await page.keyboard.press('ArrowRight');
    await expect(dialog).toHaveAccessibleName('The store on a phone, with the cart open');
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toContainText('1 of 3');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toContainText('3 of 3');
    // Focus stays inside while it is open.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(second).toBeFocused();
  });
}

test('the lightbox works on a phone-sized screen and closes with its button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/projects/3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e01');
  const main = page.getByRole('button', { name: /^View full size: / });
  await main.click();
  const dialog = page.getByRole('dialog');
  const image = dialog.getByRole('img');
  await expect(image).toBeVisible();
  const box = (await image.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await dialog.getByRole('button', { name: 'Next image' }).click();
  await expect(dialog).toContainText('2 of 3');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(main).toBeFocused();
});
