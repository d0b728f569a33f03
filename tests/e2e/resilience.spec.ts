import { startBackend } from '../../scripts/local-supabase.mjs';
import { SEEDED, expect, owner, test } from './fixtures';

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

test('with the backend down, cached pages still serve and nothing crashes; it recovers when the backend returns', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const pages = ['/', `/projects/${SEEDED.harbor.id}`];
  for (const path of pages) expect((await request.get(path)).status()).toBe(200);

  process.kill(Number(process.env.E2E_BACKEND_PID), 'SIGTERM');
  await expect.poll(backendAnswers, { timeout: 15_000 }).toBe(false);

  // Served from the cache, backend or not.
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain(SEEDED.harbor.title);
  const detail = await request.get(`/projects/${SEEDED.harbor.id}`);
  expect(detail.status()).toBe(200);
  expect(await detail.text()).toContain(SEEDED.harbor.title);

  // Never a 500: an unknown project is simply not found, the API says it is unavailable.
  const unknown = await request.get('/projects/3b1f6a52-7c1e-4a8e-9f51-0c2d6fffffff');
  expect(unknown.status()).toBe(404);
  const api = await request.get('/api/projects?category=wordpress&offset=500');
  expect([200, 503]).toContain(api.status());

  // The admin area cannot verify anyone: it sends the visitor to the sign-in page, which works.
  const admin = await page.goto('/admin');
  expect(admin!.status()).toBeLessThan(500);
  await expect(page.getByText(/Admin Portal|Failed to fetch projects/).first()).toBeVisible();
  await page.getByLabel('Email').fill(owner().email);
  await page.getByLabel('Password').fill(owner().password);
  await page.getByRole('button', { name: /^(Login|Log in|Sign in)$/ }).click();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();

  restarted = await startBackend(project(), { owner: owner(), log: `${project().tempDir}/lite-restarted.log` });
  await expect.poll(backendAnswers, { timeout: 30_000 }).toBe(true);

  await page.goto('/auth');
  await page.getByLabel('Email').fill(owner().email);
  await page.getByLabel('Password').fill(owner().password);
  await page.getByRole('button', { name: /^(Login|Log in|Sign in)$/ }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Your Projects' })).toBeVisible();
  await expect(page.getByText(SEEDED.harbor.title).first()).toBeVisible();
  expect((await request.get('/api/projects?category=wordpress&offset=0')).status()).toBe(200);
});
