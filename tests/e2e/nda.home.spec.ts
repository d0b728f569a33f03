import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { homeTitles, listItem, logInAsOwner, projectForm, toast, uniqueTitle } from './admin-helpers';
import { backend, closeToasts, expect, expectNoAxeViolations, rest, test } from './fixtures';
import { accessToken } from '../../scripts/harness/backend.mjs';
import { SEEDED_HIDDEN, SEEDED_POSTS } from '../../scripts/harness/seed.mjs';
import { slugify } from '@/lib/slug';
import { technologyPath } from '@/lib/projects/technology';

// Work under NDA, end to end. These specs change what `/`, the sitemap and a technology page
// list, so they run with the other home specs, one at a time after the parallel ones.

let created: string[] = [];
test.beforeEach(() => {
  created = [];
});
test.afterEach(async () => {
  await rest.removeTitles(created);
});

/** The project's files in a bucket, as the owner lists them through Storage. */
async function storedFiles(bucket: string, projectId: string): Promise<string[]> {
  const response = await fetch(`${backend().url}/storage/v1/object/list/${bucket}`, {
    method: 'POST',
    headers: { apikey: backend().publishableKey, authorization: `Bearer ${await accessToken(backend())}`, 'content-type': 'application/json' },
    body: JSON.stringify({ prefix: `projects/${projectId}`, limit: 100 }),
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { name: string }[]).map((file) => `projects/${projectId}/${file.name.split('/').pop()!}`);
}

const publicFile = (file: string) => `${backend().url}/storage/v1/object/public/project-images/${file}`;

async function addProject(page: Page, { title, technologies = 'Power BI', visibility }: { title: string; technologies?: string; visibility?: string }) {
  const form = projectForm(page);
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Description', { exact: true }).fill('Work for a client under NDA.');
  await form.getByLabel('Category').selectOption('power_bi');
  await form.getByLabel('Technologies').fill(technologies);
  if (visibility) await form.getByLabel('Visibility').selectOption(visibility);
  return form;
}

async function setVisibility(page: Page, title: string, visibility: 'Public' | 'Unlisted' | 'Private') {
  await page.goto('/admin');
  await listItem(page, title).getByRole('button', { name: `Edit ${title}` }).click();
  const form = projectForm(page);
  await form.getByLabel('Visibility').selectOption({ label: visibility });
  await form.getByRole('button', { name: 'Update Project' }).click();
  await expect(toast(page, 'Project updated successfully')).toBeVisible();
}

test('the owner makes a project private and shares it by link; a fresh browser sees the page and its images until the link is revoked', async ({ page, browser, request }) => {
  test.slow();
  await logInAsOwner(page);
  const title = uniqueTitle('NDA');
  created.push(title);
  const slug = slugify(title);
  const form = await addProject(page, { title });
  await form.getByLabel('Choose images to upload').setInputFiles(path.resolve('public/demo/hr-analytics.webp'));
  await form.getByRole('list', { name: 'Images in order' }).getByRole('listitem').last().getByRole('textbox').fill('The attrition report');
  await expect(form.getByText('Uploading...')).toHaveCount(0);
  await form.getByRole('button', { name: 'Add Project' }).click();
  await expect(toast(page, 'Project added successfully')).toBeVisible();
  const [id] = await rest.idsByTitle(title);
  const [file] = await storedFiles('project-images', id!);
  expect((await request.get(`/projects/${slug}`)).status()).toBe(200);
  expect((await fetch(publicFile(file!))).status).toBe(200);
  // The image optimiser has served (and kept) it at two widths.
  const optimised = [640, 1200].map((width) => `/_next/image?url=${encodeURIComponent(publicFile(file!))}&w=${width}&q=75`);
  for (const url of optimised) expect((await request.get(url)).status()).toBe(200);

  // Private: the page and the file's public path stop answering, also through the optimiser;
  // the file is kept, privately.
  await setVisibility(page, title, 'Private');
  await expect(listItem(page, title).getByText('Private', { exact: true })).toBeVisible();
  await expect.poll(async () => (await request.get(`/projects/${slug}`)).status()).toBe(404);
  expect((await fetch(publicFile(file!))).status).not.toBe(200);
  for (const url of optimised) await expect.poll(async () => (await request.get(url)).status(), { timeout: 60_000 }).toBe(404);
  expect(await storedFiles('project-images-private', id!)).toEqual([file]);

  // A new upload while the form says Private goes straight to the private bucket.
  await listItem(page, title).getByRole('button', { name: `Edit ${title}` }).click();
  const editForm = projectForm(page);
  await editForm.getByLabel('Choose images to upload').setInputFiles(path.resolve('public/demo/clinic-booking.webp'));
  await editForm.getByRole('list', { name: 'Images in order' }).getByRole('listitem').last().getByRole('textbox').fill('The booking calendar');
  await expect(editForm.getByText('Uploading...')).toHaveCount(0);
  expect(await storedFiles('project-images', id!)).toEqual([]);
  await editForm.getByRole('button', { name: 'Update Project' }).click();
  await expect(toast(page, 'Project updated successfully')).toBeVisible();
  const privateFiles = await storedFiles('project-images-private', id!);
  expect(privateFiles).toHaveLength(2);
  expect(privateFiles).toContain(file);

  // A named link, shown once.
  await closeToasts(page);
  await listItem(page, title).getByRole('link', { name: `Share links of ${title}` }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: `Share links: ${title}` })).toBeVisible();
  await page.getByRole('main').getByLabel('Who it is for').fill('Acme procurement team');
  await page.getByRole('main').getByRole('button', { name: 'Create link' }).click();
  await expect(toast(page, 'Share link created successfully')).toBeVisible();
  const url = await page.getByRole('main').getByRole('textbox', { name: 'Share link for Acme procurement team' }).inputValue();
  expect(url).toMatch(new RegExp(`/projects/${slug}/share/[A-Za-z0-9_-]{43}$`));
  const links = page.getByRole('main').getByRole('list', { name: 'Share links, newest first' });
  await expect(links.getByText('Never').first()).toBeVisible();

  // A fresh browser, as the client: the real page, its image (signed), never cached or indexed.
  const client = await browser.newContext();
  const visitor = await client.newPage();
  const opened = await visitor.goto(url);
  expect(opened?.status()).toBe(200);
  const headers = opened!.headers();
  expect(headers['cache-control']).toMatch(/private/);
  expect(headers['cache-control']).toMatch(/no-store/);
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-robots-tag']).toMatch(/noindex/);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const image = visitor.getByRole('button', { name: 'View full size: The attrition report' }).locator('img');
  await expect(image).toHaveAttribute('src', /\/storage\/v1\/object\/sign\/project-images-private\//);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(visitor.getByRole('list', { name: 'Project images' }).getByRole('button')).toHaveCount(2);
  await expectNoAxeViolations(visitor);

  // The owner sees the open.
  await page.reload();
  await expect(links.getByText('1 time')).toBeVisible();
  await expect(links.getByText('Never')).toHaveCount(1);

  // Renamed: the link keeps working (the token names the project), and the address it was
  // handed out with redirects to the current one; the owner's list still says Active.
  const renamed = `${slug}-v2`;
  const rename = await fetch(`${backend().url}/rest/v1/projects?id=eq.${id}`, {
    method: 'PATCH',
    headers: { apikey: backend().publishableKey, authorization: `Bearer ${await accessToken(backend())}`, 'content-type': 'application/json' },
    body: JSON.stringify({ slug: renamed }),
  });
  expect(rename.status).toBe(204);
  const moved = await request.get(new URL(url).pathname, { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers().location).toBe(new URL(url).pathname.replace(`/projects/${slug}/`, `/projects/${renamed}/`));
  expect(moved.headers()['cache-control']).toBe('private, no-store');
  expect(moved.headers()['referrer-policy']).toBe('no-referrer');
  await visitor.goto(url);
  await expect(visitor).toHaveURL(new RegExp(`/projects/${renamed}/share/`));
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.reload();
  await expect(links.getByText('Active')).toBeVisible();
  await expect(links.getByText('2 times')).toBeVisible();

  // Revoked: the same browser now gets exactly what an unknown project gets.
  await links.getByRole('button', { name: 'Revoke Acme procurement team' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(toast(page, 'Share link revoked successfully')).toBeVisible();
  await expect(links.getByText('Revoked')).toBeVisible();
  const refused = await visitor.reload();
  expect(refused?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Project Not Found' })).toBeVisible();
  const unknown = await request.get('/projects/no-such-project-here');
  const wrong = await request.get(`/projects/${slug}/share/${randomBytes(32).toString('base64url')}`);
  const revoked = await request.get(new URL(url).pathname);
  for (const answer of [wrong, revoked]) {
    expect(answer.status()).toBe(unknown.status());
    expect(await answer.text()).toBe(await unknown.text());
  }
  await page.reload();
  await expect(links.getByText('2 times')).toBeVisible();
  await client.close();

  // Public again: the file is back at its public path, the same one.
  await setVisibility(page, title, 'Public');
  expect((await storedFiles('project-images', id!)).sort()).toEqual([...privateFiles].sort());
  expect(await storedFiles('project-images-private', id!)).toEqual([]);
  for (const stored of privateFiles) expect((await fetch(publicFile(stored))).status).toBe(200);
});

test('an unlisted project answers at its address but is absent from /, the sitemap and its technology page', async ({ page, request }) => {
  test.slow();
  await logInAsOwner(page);
  const technology = `Nda${randomBytes(3).toString('hex')}`;
  const [listed, unlisted] = [uniqueTitle('Listed'), uniqueTitle('Unlisted')];
  created.push(listed, unlisted);
  await (await addProject(page, { title: listed, technologies: technology })).getByRole('button', { name: 'Add Project' }).click();
  await expect(toast(page, 'Project added successfully')).toBeVisible();
  await (await addProject(page, { title: unlisted, technologies: technology, visibility: 'unlisted' })).getByRole('button', { name: 'Add Project' }).click();
  await expect(toast(page, 'Project added successfully')).toBeVisible();
  await expect(listItem(page, unlisted).getByText('Unlisted', { exact: true })).toBeVisible();

  const direct = await request.get(`/projects/${slugify(unlisted)}`);
  expect(direct.status()).toBe(200);
  expect(await direct.text()).toMatch(/<meta name="robots" content="noindex, nofollow"/);

  const titles = await homeTitles(page);
  expect(titles).toContain(listed);
  expect(titles).not.toContain(unlisted);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/projects/${slugify(listed)}</loc>`);
  expect(sitemap).not.toContain(slugify(unlisted));

  await page.goto(technologyPath(technology));
  await expect(page.getByRole('heading', { name: listed })).toBeVisible();
  await expect(page.getByRole('heading', { name: unlisted })).toHaveCount(0);

  const api = await (await request.get('/api/projects?category=power_bi')).text();
  expect(api).not.toContain(unlisted);
});

test('a video walkthrough loads nothing from its provider until the visitor presses play', async ({ page }) => {
  const provider: string[] = [];
  await page.route(/youtube|ytimg|googlevideo|vimeo|loom\.com/, (route) => {
    provider.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>The player</p>' });
  });
  const { slug } = SEEDED_HIDDEN.unlisted;
  const response = await page.goto(`/projects/${slug}`);
  // Project pages may frame the three providers (and Power BI); lists and technology pages frame
  // nothing, and the home page only the booking providers (availability.home.spec.ts).
  expect(response?.headers()['content-security-policy']).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com https:\/\/www\.loom\.com/);
  expect((await page.request.get('/')).headers()['content-security-policy']).toMatch(/frame-src https:\/\/cal\.com https:\/\/calendly\.com;/);
  for (const list of ['/projects', technologyPath('Power BI')]) {
    expect((await page.request.get(list)).headers()['content-security-policy']).not.toContain('frame-src');
  }
  // The project's video and the one its description embeds with ::video[…](…).
  const fieldVideo = page.locator('iframe[title="Video: A three-minute tour of the spend cube"]');
  const markdownVideo = page.locator('iframe[title="Video: How buyers use the spend cube"]');
  await expect(fieldVideo).toBeVisible();
  await markdownVideo.scrollIntoViewIfNeeded();
  await expect(page.frameLocator('iframe[title="Video: How buyers use the spend cube"]').getByRole('link', { name: /Play video/ })).toBeVisible();
  const play = page.frameLocator('iframe[title="Video: A three-minute tour of the spend cube"]').getByRole('link', { name: 'Play video: A three-minute tour of the spend cube' });
  await expect(play).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(provider).toEqual([]);
  const box = (await fieldVideo.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(16 / 9, 1);

  // The play is counted (Insights): the beacon reports it once the frame holds the provider's player.
  const played = page.waitForRequest((request) => request.url().endsWith('/api/insights') && /"event":"video_play"/.test(request.postData() ?? ''));
  await play.click();
  await expect.poll(() => provider).toEqual(['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1']);
  await expect(page.frameLocator('iframe[title="Video: A three-minute tour of the spend cube"]').getByText('The player')).toBeVisible();
  expect(JSON.parse((await played).postData()!)).toEqual({ path: `/projects/${slug}`, event: 'video_play' });
});

test('a post may frame the video providers; the blog list frames nothing', async ({ request }) => {
  const post = (await request.get(`/blog/${SEEDED_POSTS.wordpress.slug}`)).headers()['content-security-policy'];
  expect(post).toMatch(/frame-src https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com https:\/\/www\.loom\.com/);
  expect(post).not.toContain('powerbi');
  expect((await request.get('/blog')).headers()['content-security-policy']).not.toContain('frame-src');
});
