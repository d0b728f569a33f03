import { defineConfig } from '@playwright/test';

// Debian's Chromium (npm tools cannot download browsers here); the app and its backend are
// started by tests/e2e/global-setup.ts on free ports, against a fresh seeded database.
export default defineConfig({
  testDir: 'tests/e2e',
  projects: [
    { name: 'e2e', testMatch: '**/*.spec.ts', testIgnore: '**/resilience.spec.ts' },
    // Stops the shared backend, so it runs after everything else.
    { name: 'resilience', testMatch: '**/resilience.spec.ts', dependencies: ['e2e'] },
  ],
  globalSetup: './tests/e2e/global-setup.ts',
  // Per build dir, so two concurrent runs never delete each other's artifacts.
  outputDir: `test-results/${process.env.E2E_DIST_DIR || '.next-e2e'}/artifacts`,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
