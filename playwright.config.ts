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
      testIgnore: ['**/*.home.spec.ts', '**/writing-schedule.spec.ts', '**/resilience.spec.ts', '**/sign-up-confirmation.spec.ts', '**/insights.spec.ts'],
    },
    // `*.home.spec.ts`: specs that save what the public pages show (the profile, a list, projects'
    // visibility, posts) and check that the pages follow at once. They run after the parallel
    // specs, one at a time: a save that expires the home page while another spec's visit is
    // rebuilding it can leave that older build cached (for at most the 60 s of its revalidation).
    // A new owner-editable list's spec joins them by its name alone.
    { name: 'home', testMatch: '**/*.home.spec.ts', dependencies: ['e2e'], workers: 1 },
    // These two side by side. Insights counts visits, which the Insights section sums, so nothing
    // else may visit a page beside it: the scheduled post's checks are plain HTTP requests and the
    // admin area, which send no beacon. The scheduled post must see no save of anything a page
    // shows after its time (a save would rebuild the pages and hide whether they refresh by
    // themselves): Insights saves nothing through the site.
    { name: 'insights', testMatch: '**/insights.spec.ts', dependencies: ['home'] },
    { name: 'scheduled', testMatch: '**/writing-schedule.spec.ts', dependencies: ['home'] },
    // These two stop or restart the shared backend, so they run after everything else.
    { name: 'resilience', testMatch: '**/resilience.spec.ts', dependencies: ['insights', 'scheduled'] },
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
    // Recording a trace of every test costs time on every run; when one fails, run it again
    // with `--trace on` to see it step by step.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
