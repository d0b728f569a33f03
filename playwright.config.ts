import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/harness/chromium.mjs';

const distDir = process.env.E2E_DIST_DIR || '.next-e2e';

// The app and its backend are started by tests/e2e/global-setup.ts on free ports, against a
// fresh seeded database.
export default defineConfig({
  testDir: 'tests/e2e',
  projects: [
    {
      name: 'e2e',
      testMatch: '**/*.spec.ts',
      testIgnore: ['**/owner-site.spec.ts', '**/proof-sections.spec.ts', '**/proof-pages.spec.ts', '**/services.spec.ts', '**/writing*.spec.ts', '**/resilience.spec.ts', '**/sign-up-confirmation.spec.ts', '**/nda.spec.ts', '**/insights.spec.ts'],
    },
    // Change what every public page shows, so they run once the parallel specs are done, one after
    // the other: a save that expires the home page while another spec's visit is rebuilding it can
    // leave that older build cached (for at most the 60 s of its revalidation), and each of these
    // checks that its own save shows on the home page at once.
    { name: 'owner-site', testMatch: '**/owner-site.spec.ts', dependencies: ['e2e'] },
    { name: 'proof-sections', testMatch: '**/proof-sections.spec.ts', dependencies: ['owner-site'] },
    // Adds, moves and unpublishes services, which the home page shows.
    { name: 'services', testMatch: '**/services.spec.ts', dependencies: ['proof-sections'] },
    // Saves the profile too (the portrait), so after owner-site, never beside it.
    { name: 'proof', testMatch: '**/proof-pages.spec.ts', dependencies: ['services'] },
    // Makes projects private and unlisted: what `/`, the sitemap and technology pages list changes.
    { name: 'nda', testMatch: '**/nda.spec.ts', dependencies: ['proof'] },
    // Counts visits, which the Insights section sums: nothing else may visit beside it.
    { name: 'insights', testMatch: '**/insights.spec.ts', dependencies: ['nda'] },
    // Publish posts, which the home page and the sitemap list, so after the phases that count them.
    { name: 'writing', testMatch: '**/writing.spec.ts', dependencies: ['insights'] },
    // Alone: any post saved meanwhile would refresh the pages and hide whether they refresh by themselves.
    { name: 'scheduled', testMatch: '**/writing-schedule.spec.ts', dependencies: ['writing'] },
    // These two stop or restart the shared backend, so they run after everything else.
    { name: 'resilience', testMatch: '**/resilience.spec.ts', dependencies: ['scheduled'] },
    { name: 'confirmations', testMatch: '**/sign-up-confirmation.spec.ts', dependencies: ['resilience'] },
  ],
  globalSetup: './tests/e2e/global-setup.ts',
  // Per build dir, so two concurrent runs never delete each other's artifacts.
  outputDir: `test-results/${distDir}/artifacts`,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  workers: 2,
  // A flaky test is a defect to find, not to retry.
  retries: 0,
  failOnFlakyTests: true,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
