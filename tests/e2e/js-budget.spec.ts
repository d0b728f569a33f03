import path from 'node:path';
import { firstLoadJs } from '../../scripts/harness/first-load-js.mjs';
import { logInAsOwner } from './admin-helpers';
import { SEEDED_POSTS } from '../../scripts/harness/seed.mjs';
import { SEEDED, expect, test } from './fixtures';

// First-load JavaScript budgets (gzip, 1 KB = 1000 bytes), from the build this suite runs:
// public pages stay light, and features used by few visitors load on first use.
const BUDGETS = { public: 145_000, admin: 280_000 };
const distDir = path.resolve(process.env.E2E_DIST_DIR!);

const describe = (js: ReturnType<typeof firstLoadJs>) =>
  `${js.gzipBytes} bytes: ${js.files.map((f) => `${f.file.split('/').pop()} ${f.gzipBytes}`).join(', ')}`;

for (const [name, pagePath] of [
  ['/', '/'],
  ['a project page', `/projects/${SEEDED.harbor.slug}`],
  ['a technology page', '/projects/technology/power-bi'],
  ['/projects', '/projects'],
  ['/blog', '/blog'],
  ['a post page', `/blog/${SEEDED_POSTS.wordpress.slug}`],
  ['/services', '/services'],
] as const) {
  test(`${name} loads at most 145 KB of JavaScript`, async ({ request }) => {
    const response = await request.get(pagePath);
    expect(response.status()).toBe(200);
    const js = firstLoadJs(await response.text(), distDir);
    expect(js.files.length).toBeGreaterThan(0);
    expect(js.gzipBytes, describe(js)).toBeLessThanOrEqual(BUDGETS.public);
  });
}

test('/admin loads at most 280 KB of JavaScript for the owner', async ({ page }) => {
  await logInAsOwner(page);
  const response = await page.request.get('/admin');
  expect(response.url()).toMatch(/\/admin$/);
  const js = firstLoadJs(await response.text(), distDir);
  expect(js.gzipBytes, describe(js)).toBeLessThanOrEqual(BUDGETS.admin);
});
