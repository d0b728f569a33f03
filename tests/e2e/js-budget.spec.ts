import { describeScripts, measurePageJs } from '../../scripts/harness/first-load-js.mjs';
import { logInAsOwner } from './admin-helpers';
import { SEEDED_POSTS } from '../../scripts/harness/seed.mjs';
import { SEEDED, expect, test } from './fixtures';
import { asOwner, makeProposal } from './proposal-helpers';

// First-load JavaScript budgets (gzip on the wire, 1 KB = 1000 bytes), from the build this suite
// runs: what Chromium fetches before the load event, measured as the bench measures it
// (scripts/harness/first-load-js.mjs). Public pages stay light, and features used by few
// visitors load on first use.
const BUDGETS = { public: 145_000, admin: 280_000 };

for (const [name, pagePath] of [
  ['/', '/'],
  ['a project page', `/projects/${SEEDED.harbor.slug}`],
  ['a technology page', '/projects/technology/power-bi'],
  ['/projects', '/projects'],
  ['/blog', '/blog'],
  ['a post page', `/blog/${SEEDED_POSTS.wordpress.slug}`],
  ['/privacy', '/privacy'],
  ['/services', '/services'],
] as const) {
  test(`${name} loads at most 145 KB of JavaScript`, async ({ browser, baseURL }) => {
    const js = await measurePageJs(browser, new URL(pagePath, baseURL).href);
    expect(js.firstLoad.files.length).toBeGreaterThan(0);
    expect(js.firstLoad.gzipBytes, describeScripts(js.firstLoad)).toBeLessThanOrEqual(BUDGETS.public);
  });
}

test('a proposal\'s page loads at most 145 KB of JavaScript', async ({ browser, baseURL }) => {
  const { token } = await makeProposal({ client_name: 'Budget client', title: 'Budget' });
  const js = await measurePageJs(browser, new URL(`/proposals/${token}`, baseURL).href);
  expect(js.firstLoad.files.length).toBeGreaterThan(0);
  expect(js.firstLoad.gzipBytes, describeScripts(js.firstLoad)).toBeLessThanOrEqual(BUDGETS.public);
  await asOwner(`/rest/v1/proposals?client_name=eq.Budget%20client`, { method: 'DELETE' });
});

test('/admin loads at most 280 KB of JavaScript for the owner', async ({ browser, baseURL, page }) => {
  await logInAsOwner(page);
  const state = await page.context().storageState();
  // Only the session: the one-shot 'Logged in successfully' cookie would add the toast's code.
  const storageState = { ...state, cookies: state.cookies.filter((cookie) => cookie.name !== 'flash') };
  const js = await measurePageJs(browser, new URL('/admin', baseURL).href, { storageState });
  expect(new URL(js.finalUrl).pathname).toBe('/admin');
  expect(js.firstLoad.gzipBytes, describeScripts(js.firstLoad)).toBeLessThanOrEqual(BUDGETS.admin);
});
