import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { listItem, logInAsOwner, projectForm, rest, toast, uniqueTitle } from './admin-helpers';
import { SEEDED, asNewVisitor, backend, expect, test } from './fixtures';

// The edges of the admin area: server actions posted by hand (by a non-owner, or with
// oversized fields), and public reads while the owner keeps saving.

type CapturedAction = { action: string; contentType: string; body: string };

/**
 * The server-action POST the dashboard sends for `trigger`, captured and aborted (so it
 * changes nothing) to be replayed by hand. Replaying the browser's own request keeps these
 * tests honest: the same bytes from the owner do write (checked below).
 */
async function captureAction(page: Page, trigger: () => Promise<void>): Promise<CapturedAction> {
  const captured = new Promise<CapturedAction>((resolve) => {
    void page.route('**/admin', async (route) => {
      const request = route.request();
      const action = request.headers()['next-action'];
      if (request.method() !== 'POST' || !action) return route.continue();
      resolve({ action, contentType: request.headers()['content-type'] ?? '', body: request.postData() ?? '' });
      await route.abort();
    });
  });
  await trigger();
  const result = await captured;
  await page.unroute('**/admin');
  return result;
}

/** Posts a captured action with the given session's cookies. */
async function replay(request: APIRequestContext, captured: CapturedAction, body = captured.body) {
  const response = await request.post('/admin', {
    headers: {
      'next-action': captured.action,
      'content-type': captured.contentType,
      accept: 'text/x-component',
      origin: process.env.E2E_BASE_URL!,
    },
    data: body,
  });
  return { status: response.status(), text: await response.text() };
}

/** Captures "Add Project" with the given title (the form's hidden id comes along). */
async function captureCreate(page: Page, title: string) {
  const form = projectForm(page);
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Description', { exact: true }).fill('Posted by hand in the edge-case tests.');
  await form.getByLabel('Category').selectOption('other');
  return captureAction(page, () => form.getByRole('button', { name: 'Add Project' }).click());
}

/** A signed-up, signed-in account that is not the owner, in its own browser context. */
async function signedInNonOwner(browser: Browser) {
  const account = { email: `e2e-edge-${randomUUID().slice(0, 12)}@example.com`, password: 'visitor-password-1' };
  const signUp = await fetch(`${backend().url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: backend().publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(signUp.ok, await signUp.text()).toBe(true);
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('main').getByText('This account cannot change projects. Only the site owner can.')).toBeVisible();
  return context;
}

let created: string[] = [];
test.beforeEach(() => {
  created = [];
});
test.afterEach(async () => {
  await rest.removeTitles(created);
});

test('server actions posted by a signed-in non-owner change nothing; the same post from the owner does', async ({ page, browser }) => {
  test.slow();
  const target = uniqueTitle('Forged target');
  created.push(target);
  await rest.insert([{ title: target, description: 'A project a non-owner tries to delete.', category: 'other' }]);

  await logInAsOwner(page);
  const marker = `MARKER-${randomUUID()}`;
  const create = await captureCreate(page, marker);
  await page.reload();
  await listItem(page, target).getByRole('button', { name: `Delete ${target}` }).click();
  const remove = await captureAction(page, () => page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click());

  const visitor = await signedInNonOwner(browser);
  try {
    const forgedTitle = uniqueTitle('Forged');
    created.push(forgedTitle);
    const forgedCreate = await replay(visitor.request, create, create.body.replace(marker, forgedTitle));
    expect(forgedCreate.status).toBe(200);
    expect(forgedCreate.text).toContain('This account cannot change projects. Only the site owner can.');
    expect(await rest.idsByTitle(forgedTitle)).toEqual([]);

    const forgedDelete = await replay(visitor.request, remove);
    expect(forgedDelete.text).toContain('This account cannot change projects. Only the site owner can.');
    expect(await rest.idsByTitle(target)).toHaveLength(1);
  } finally {
    await visitor.close();
  }

  // The very same requests from the owner's session do write: the refusal above was the rule.
  const ownerTitle = uniqueTitle('Replayed');
  created.push(ownerTitle);
  const ownerCreate = await replay(page.request, create, create.body.replace(marker, ownerTitle));
  expect(ownerCreate.text).toContain('Project added successfully');
  expect(await rest.idsByTitle(ownerTitle)).toHaveLength(1);
  const ownerDelete = await replay(page.request, remove);
  expect(ownerDelete.text).toContain('Project deleted successfully');
  expect(await rest.idsByTitle(target)).toEqual([]);
});

test('oversized form posts get a clear error and write nothing, never a 500', async ({ page }) => {
  await logInAsOwner(page);
  const marker = `MARKER-${randomUUID()}`;
  const create = await captureCreate(page, marker);
  const formId = create.body.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/)?.[0];
  expect(formId, 'the add form posts its idempotency id').toBeTruthy();

  // 1 MB title: within the request size limit, refused by validation with the field's rule.
  const oneMegabyte = await replay(page.request, create, create.body.replace(marker, 'x'.repeat(1_000_000)));
  expect(oneMegabyte.status).toBe(200);
  expect(oneMegabyte.text).toContain('Title must be at most 200 characters');

  // 3 MB: over the server-action body limit, refused before the action runs.
  const threeMegabytes = await replay(page.request, create, create.body.replace(marker, 'x'.repeat(3_000_000)));
  expect(threeMegabytes.status).toBe(413);
  expect(threeMegabytes.text).toBe('Request too large: a form may send at most 2 MB.');

  const stored = await fetch(`${backend().url}/rest/v1/projects?select=id&id=eq.${formId}`, { headers: { apikey: backend().publishableKey } });
  expect(await stored.json()).toEqual([]);

  // The dashboard itself is unharmed.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Projects' })).toBeVisible();
});

test('a post over the body limit gets the plain 413 on every page, never a 500; public pages stay prerendered', async ({ page, request }) => {
  const tooLarge = 'Request too large: a form may send at most 2 MB.';
  const origin = process.env.E2E_BASE_URL!;
  const visitor = { 'x-forwarded-for': `10.${Array.from(randomUUID().slice(0, 3), (c) => c.charCodeAt(0)).join('.')}` };
  await asNewVisitor(page);
  await page.goto('/#contact');

  // The contact form's own post, captured and aborted, to be replayed by hand.
  const marker = `MARKER-${randomUUID()}`;
  const captured = new Promise<CapturedAction>((resolve) => {
    void page.route(`${origin}/`, async (route) => {
      const posted = route.request();
      const action = posted.headers()['next-action'];
      if (posted.method() !== 'POST' || !action) return route.continue();
      resolve({ action, contentType: posted.headers()['content-type'] ?? '', body: posted.postData() ?? '' });
      await route.abort();
    });
  });
  const contact = page.locator('#contact');
  await contact.getByLabel('Name').fill('Ada Lovelace');
  await contact.getByRole('textbox', { name: 'Email' }).fill(`e2e-limit-${randomUUID().slice(0, 8)}@example.com`);
  await contact.getByLabel('Message').fill(marker);
  await contact.getByRole('button', { name: 'Send Message' }).click();
  const contactPost = await captured;
  expect(contactPost.body).toContain(marker);
  const actionHeaders = { 'next-action': contactPost.action, 'content-type': contactPost.contentType, accept: 'text/x-component', origin, ...visitor };

  // The form's post with a 3 MB message, as the page's script sends it.
  const padded = await request.post('/', { headers: actionHeaders, data: contactPost.body.replace(marker, 'x'.repeat(3_000_000)) });
  expect(padded.status()).toBe(413);
  expect(await padded.text()).toBe(tooLarge);

  // A form posted without JavaScript (the action id in the body), to public pages and to a URL that is none.
  for (const path of ['/', `/projects/${SEEDED.harbor.slug}`, '/auth', '/no-such-page']) {
    const response = await request.post(path, {
      headers: { origin, ...visitor },
      multipart: { [`$ACTION_ID_${contactPost.action}`]: '', message: 'x'.repeat(3_000_000) },
    });
    expect(response.status(), path).toBe(413);
    expect(await response.text()).toBe(tooLarge);
  }

  // Sent in chunks, with no Content-Length to go by: counted as it arrives.
  const chunked = (body: string) =>
    fetch(`${origin}/`, {
      method: 'POST',
      headers: actionHeaders,
      body: new ReadableStream({
        start(controller) {
          for (let at = 0; at < body.length; at += 1_000_000) controller.enqueue(new TextEncoder().encode(body.slice(at, at + 1_000_000)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
  const chunkedLarge = await chunked(contactPost.body.replace(marker, 'x'.repeat(3_000_000)));
  expect(chunkedLarge.status).toBe(413);
  expect(await chunkedLarge.text()).toBe(tooLarge);
  // Within the limit, the same chunked post still reaches the action whole.
  const chunkedSmall = await chunked(contactPost.body);
  expect(chunkedSmall.status).toBe(200);
  expect(await chunkedSmall.text()).toContain('Message Sent!');

  // Reads never pass through the proxy: the home page is still served from its prerender.
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  expect(home.headers()['x-nextjs-prerender']).toBeTruthy();
});

test('50 concurrent reads of / all answer while each of 20 edits is saved; the last write wins', async ({ page, request }) => {
  test.setTimeout(120_000);
  const base = uniqueTitle('Concurrent');
  const [id] = (await rest.insert([{ title: base, description: 'Edited 20 times under load.', category: 'other' }])).map((row) => row.id);
  const titles = Array.from({ length: 20 }, (_, i) => `${base} v${String(i + 1).padStart(2, '0')}`);
  created.push(base, ...titles);

  await logInAsOwner(page);
  // Bounded: one wave of 50 reads per save, sent as it is submitted, so the reads meet the save,
  // the expiry of the page and its rebuild (1,000 reads in all).
  const readWave = () => Promise.all(Array.from({ length: 50 }, () => request.get('/').then((response) => response.status())));
  const waves: Promise<number[]>[] = [];
  let current = base;
  try {
    for (const next of titles) {
      await listItem(page, current).getByRole('button', { name: `Edit ${current}` }).click();
      const form = projectForm(page);
      await expect(form.getByLabel('Title', { exact: true })).toHaveValue(current);
      await form.getByLabel('Title', { exact: true }).fill(next);
      waves.push(readWave());
      await form.getByRole('button', { name: 'Update Project' }).click();
      await expect(listItem(page, next)).toBeVisible({ timeout: 15_000 });
      current = next;
    }
  } finally {
    // Every read is answered before the test ends, also when an edit failed.
    await Promise.allSettled(waves);
  }

  const statuses = (await Promise.all(waves)).flat();
  expect(statuses).toHaveLength(20 * 50);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);

  const last = titles.at(-1)!;
  const stored = await fetch(`${backend().url}/rest/v1/projects?select=title&id=eq.${id}`, { headers: { apikey: backend().publishableKey } });
  expect(await stored.json()).toEqual([{ title: last }]);
  const detail = await request.get(`/projects/${id}`);
  expect(detail.status()).toBe(200);
  const html = await detail.text();
  expect(html).toContain(last);
  expect(html).not.toContain(titles.at(-2)!);
});

test('a list action whose request fails says so in a toast and leaves the list as it was', async ({ page }) => {
  const [a, b] = [uniqueTitle('Offline A'), uniqueTitle('Offline B')];
  await rest.insert([
    { title: a, description: 'First of two.', category: 'other' },
    { title: b, description: 'Second of two.', category: 'other' },
  ]);
  try {
    await logInAsOwner(page);
    const titles = () => page.getByRole('list', { name: 'Projects in display order' }).locator('h3').allTextContents();
    const before = await titles();
    expect(before.indexOf(b) - before.indexOf(a)).toBe(1);

    // Every server action from the dashboard fails on the way, as offline.
    await page.route('**/admin', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue()));
    await page.getByRole('button', { name: `Move ${b} up` }).click();
    await expect(toast(page, 'Error')).toContainText('The site could not be reached. Please check your connection and try again.');
    await page.getByRole('button', { name: `Unpublish ${a}` }).click();
    await expect(toast(page, 'The site could not be reached').first()).toBeVisible();
    await listItem(page, a).getByRole('button', { name: `Delete ${a}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    expect(await titles()).toEqual(before);

    // Back online, the same move works.
    await page.unroute('**/admin');
    await page.getByRole('button', { name: `Move ${b} up` }).click();
    await expect.poll(async () => {
      const now = await titles();
      return now.indexOf(b) - now.indexOf(a);
    }).toBe(-1);
  } finally {
    await rest.removeTitles([a, b]);
  }
});
