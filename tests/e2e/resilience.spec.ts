import { startBackend } from '../../scripts/local-supabase.mjs';
import { SEEDED, expect, owner, test, toast } from './fixtures';

// Runs last (its own Playwright project): it stops the backend every other test shares.
test.describe.configure({ mode: 'serial' });

const project = () => JSON.parse(process.env.E2E_BACKEND_PROJECT!);
let restarted: { stop: () => Promise<void> } | undefined;

test.afterAll(async () => {
  await restarted?.stop();
});

async function backendAnswers() {
  try {
    return (await fetch(`${process.env.E2E_SUPABASE_URL}/auth/v1/health`)).status > 0;
  } catch {
    return false;
  }
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function logIn(page: import('@playwright/test').Page) {
  await page.getByLabel('Email').fill(owner().email);
  await page.getByLabel('Password').fill(owner().password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('with the backend down, cached pages still serve and nothing crashes; it recovers when the backend returns', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const pages = ['/', `/projects/${SEEDED.harbor.slug}`];
  for (const path of pages) expect((await request.get(path)).status()).toBe(200);

  const backendPid = Number(process.env.E2E_BACKEND_PID);
  process.kill(backendPid, 'SIGTERM');
  // Gone, not only refusing new connections: the restart below opens the same data directory.
  await expect.poll(() => isRunning(backendPid), { timeout: 15_000 }).toBe(false);
  expect(await backendAnswers()).toBe(false);

  // Served from the cache, backend or not.
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain(SEEDED.harbor.title);
  const detail = await request.get(`/projects/${SEEDED.harbor.slug}`);
  expect(detail.status()).toBe(200);
  expect(await detail.text()).toContain(SEEDED.harbor.title);

  // Never a 500: an unknown project is simply not found; a page of projects nobody asked for
  // before (so nothing is cached) is unavailable, and says so.
  expect((await request.get('/projects/3b1f6a52-7c1e-4a8e-9f51-0c2d6fffffff')).status()).toBe(404);
  const api = await request.get('/api/projects?category=web_development&offset=1');
  expect(api.status()).toBe(503);
  expect(await api.json()).toEqual({ error: 'Projects are unavailable right now. Please try again shortly.' });

  // No session can be verified, so /admin sends the visitor to the sign-in page, which
  // answers a login with the service's failure.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
  await logIn(page);
  await expect(toast(page, 'Error')).toContainText(
    'The sign-in service could not be reached. Please try again.',
  );

  // A message cannot be stored, so the visitor is told and keeps the text to send later.
  await page.goto('/#contact');
  const contact = page.locator('#contact');
  await contact.getByLabel('Name').fill('Ada Lovelace');
  await contact.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await contact.getByLabel('Message').fill('Sent while the backend is down.');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Error')).toContainText('Your message could not be sent. Please try again in a moment.');
  await expect(contact.getByLabel('Message')).toHaveValue('Sent while the backend is down.');

  restarted = await startBackend(project(), { owner: owner(), log: `${project().tempDir}/lite-restarted.log` });
  await expect.poll(backendAnswers, { timeout: 30_000 }).toBe(true);

  await page.goto('/auth');
  await logIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Your Projects' })).toBeVisible();
  await expect(page.getByText(SEEDED.harbor.title).first()).toBeVisible();
  expect((await request.get('/api/projects?category=wordpress&offset=0')).status()).toBe(200);
});
