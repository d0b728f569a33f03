import { logInAsOwner, toast } from './admin-helpers';
import { expect, test } from './fixtures';
import { fillPost, localTimeFromNow, postForm, postItem } from './writing-helpers';

// A scheduled post appears everywhere by itself once its time has come: no save, no action.
// Pages are static and refresh from cached reads at most a minute old, so this waits up to a
// few minutes; alone in its file so nothing else waits with it.

const LEAD_SECONDS = 15;

test('a post scheduled a few seconds ahead appears on its page, /blog, the home page, the feed and the sitemap without any action', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  await logInAsOwner(page, '/admin/posts');
  const { title, slug } = await fillPost(page, 'Scheduled');
  await postForm(page).getByLabel('Publish time').fill(await localTimeFromNow(page, LEAD_SECONDS));
  const due = Date.now() + LEAD_SECONDS * 1000;
  await postForm(page).getByRole('button', { name: 'Schedule' }).click();
  await expect(toast(page, 'Post scheduled successfully')).toBeVisible();
  await expect(postItem(page, title).getByText(/^Scheduled for /)).toBeVisible();
  // Before its time every page is built without it (and cached so).
  if (Date.now() < due - 2000) {
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
    expect(await (await request.get('/blog')).text()).not.toContain(title);
  }

  const shows = async (path: string, text: string) => {
    const response = await request.get(path);
    return response.status() === 200 && (await response.text()).includes(text);
  };
  const poll = { timeout: 180_000, intervals: [2_000] };
  await expect.poll(() => shows(`/blog/${slug}`, title), poll).toBe(true);
  await expect.poll(() => shows('/blog', title), poll).toBe(true);
  await expect.poll(() => shows('/', title), poll).toBe(true);
  await expect.poll(() => shows('/blog/feed.xml', title), poll).toBe(true);
  await expect.poll(() => shows('/sitemap.xml', `${baseURL}/blog/${slug}`), poll).toBe(true);
  // Within two minutes of its time.
  const late = Date.now() - due;
  test.info().annotations.push({ type: 'seconds after its time', description: String(Math.round(late / 1000)) });
  expect(late).toBeLessThan(120_000);

  await page.goto('/admin/posts');
  await postItem(page, title).getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Post deleted successfully')).toBeVisible();
});
