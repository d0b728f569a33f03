import { logInAsOwner, toast } from './admin-helpers';
import { SEEDED_POSTS } from '../../scripts/harness/seed.mjs';
import { SEEDED, expect, expectNoAxeViolations, test, useTheme } from './fixtures';
import { fillPost, localTimeFromNow, pngSize, postForm, postItem } from './writing-helpers';

// Writing: the owner writes, previews, schedules and publishes posts; visitors find them on
// /blog, the home page, the feeds, the sitemap and tag pages. These change what / and the
// sitemap show, so they run after the parallel specs, with the home specs whose lists no other
// spec reads, one at a time (playwright.config.ts).

test('a post is written, previewed, saved as a draft, published, moved and deleted, and every public list follows', async ({ page, request, baseURL }) => {
  await logInAsOwner(page, '/admin/posts');
  const { title, slug, tag } = await fillPost(page, 'Post');
  const form = postForm(page);

  // Write / Preview: the server's renderer, with heading anchors.
  await form.getByRole('button', { name: 'Preview' }).click();
  await expect(form.getByRole('heading', { name: 'First things' })).toBeVisible();
  await expect(form.getByRole('link', { name: 'First things' })).toHaveAttribute('href', '#first-things');
  await form.getByRole('button', { name: 'Write' }).click();

  await form.getByRole('button', { name: 'Save as draft' }).click();
  await expect(toast(page, 'Draft saved successfully')).toBeVisible();
  const item = postItem(page, title);
  await expect(item.getByText('Draft', { exact: true })).toBeVisible();
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);

  // The owner's preview is the real page, kept out of search engines.
  await page.goto((await item.getByRole('link', { name: /^Preview/ }).getAttribute('href'))!);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Draft preview.');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.goto('/admin/posts');

  await postItem(page, title).getByRole('button', { name: `Publish ${title}` }).click();
  await expect(toast(page, 'Post published successfully')).toBeVisible();
  await expect(postItem(page, title).getByText('Published', { exact: true })).toBeVisible();

  // /blog (newest first), the home page's latest writing, the post, its tag page.
  await page.goto('/blog');
  await expect(page.getByRole('main').getByRole('article').first().getByRole('heading', { name: title })).toBeVisible();
  await page.goto('/');
  const latest = page.locator('#writing');
  await expect(latest.getByRole('heading', { name: 'Latest writing' })).toBeVisible();
  await expect(latest.getByRole('heading', { name: title })).toBeVisible();
  await latest.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/blog/${slug}`);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/blog/feed.xml');
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: title, url: `${baseURL}/blog/${slug}`, keywords: `${tag}, wordpress` });
  await page.getByRole('main').getByRole('link', { name: `#${tag}` }).first().click();
  await expect(page).toHaveURL(new RegExp(`/blog/tags/${tag}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Posts tagged #${tag}` })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);

  // Its share image: a PNG of 1200×630.
  const image = await request.get(new URL((await page.goto(`/blog/${slug}`), await page.locator('meta[property="og:image"]').getAttribute('content'))!).pathname);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });

  // The feeds and the sitemap.
  for (const feed of ['/blog/feed.xml', '/blog/atom.xml']) {
    const xml = await (await request.get(feed)).text();
    expect(xml).toContain(`${baseURL}/blog/${slug}`);
    expect(xml).toContain(title);
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/blog/${slug}</loc>`);
  expect(sitemap).toContain(`<loc>${baseURL}/blog/tags/${tag}</loc>`);

  // A new slug; the old address redirects.
  await page.goto('/admin/posts');
  await postItem(page, title).getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('form', { name: 'Edit Post' });
  await edit.getByLabel('Slug').fill(`${slug}-moved`);
  await edit.getByRole('button', { name: 'Update Post' }).click();
  await expect(toast(page, 'Post updated successfully')).toBeVisible();
  const moved = await request.get(`/blog/${slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers().location).toMatch(new RegExp(`/blog/${slug}-moved$`));

  await postItem(page, title).getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Post deleted successfully')).toBeVisible();
  expect((await request.get(`/blog/${slug}-moved`)).status()).toBe(404);
  expect(await (await request.get('/blog/feed.xml')).text()).not.toContain(title);
});

test('a post with a later publish time is scheduled: the list says when, visitors see nothing yet', async ({ page, request }) => {
  await logInAsOwner(page, '/admin/posts');
  // The seeded scheduled post.
  await expect(postItem(page, SEEDED_POSTS.scheduled.title).getByText(/^Scheduled for /)).toBeVisible();
  const { title, slug } = await fillPost(page, 'Later');
  const form = postForm(page);
  await form.getByLabel('Publish time').fill(await localTimeFromNow(page, 3600));
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(toast(page, 'Post scheduled successfully')).toBeVisible();
  const when = postItem(page, title).getByText(/^Scheduled for /);
  await expect(when).toBeVisible();
  // In the owner's zone: the time typed, as the list writes it.
  const expected = await page.evaluate(() => new Date(Date.now() + 3_600_000).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }));
  expect((await when.textContent())!.replace(/\s+/g, ' ')).toContain(expected.slice(0, 11));
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
  expect(await (await request.get('/blog/feed.xml')).text()).not.toContain(title);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(slug);

  await postItem(page, title).getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Post deleted successfully')).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`/blog, a post and a tag page have no axe violations (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    for (const path of ['/blog', `/blog/${SEEDED_POSTS.wordpress.slug}`, '/blog/tags/wordpress']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}

test('on a phone, a code block that scrolls sideways is reached and scrolled with the keyboard; so is a table', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/blog/${SEEDED_POSTS.wordpress.slug}`);
  const article = page.locator('article');
  // Between each heading and its block is a paragraph without links, so the next stop is the block.
  await article.getByRole('link', { name: 'Measure first', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(article.getByRole('region', { name: 'Table' })).toBeFocused();

  const code = article.locator('pre');
  expect(await code.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await article.getByRole('link', { name: 'Images', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(code).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => code.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});

test('unknown posts and tags are a static 404; home, a project without images and a technology share a generated PNG of 1200×630', async ({ request }) => {
  for (const [path, heading] of [
    ['/blog/no-such-post', 'Post Not Found'],
    ['/blog/tags/no-such-tag', 'Tag Not Found'],
    [`/blog/${SEEDED_POSTS.scheduled.slug}`, 'Post Not Found'],
    ['/blog/page/99', 'Post Not Found'],
  ]) {
    const response = await request.get(path!);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain(heading!);
  }
  const html = await Promise.all(['/', `/projects/${SEEDED.membership.slug}`, '/projects/technology/power-bi'].map(async (path) => (await request.get(path)).text()));
  for (const page of html) {
    const src = /<meta property="og:image" content="([^"]+)"/.exec(page)![1]!;
    const image = await request.get(new URL(src).pathname);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });
  }
});
