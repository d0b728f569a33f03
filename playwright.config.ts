import { defineConfig, type Project } from '@playwright/test';
import { testChromiumArgs, testChromiumPath } from './scripts/harness/chromium.mjs';

const distDir = process.env.E2E_DIST_DIR || '.next-e2e';

// Specs that save what the public pages show (the profile, a list, projects' visibility, posts)
// and check that the pages follow at once. They run after the parallel specs, which read the
// seeded texts, in two groups side by side, each one spec at a time. The first group saves the
// profile (its form saves all its fields at once, and /services names the owner), the services
// and projects' visibility, which /projects and the technology pages count. The second edits
// lists whose content no spec of the first checks: testimonials, experience and posts. A new
// owner-editable list's spec joins the first by its name alone (`*.home.spec.ts`); the second
// only by being named here.
const HOME_LISTS = ['**/proof-sections.home.spec.ts', '**/testimonial-requests.home.spec.ts', '**/writing.home.spec.ts'];
// Sign-in, sign-up and password reset read nothing the home specs save, and save nothing they
// read (fresh accounts, throttles keyed on fresh addresses): they join the second group, which
// without them ends well before the first, instead of running with the parallel specs.
const ACCOUNTS = ['**/auth.spec.ts', '**/account-flows.spec.ts'];
const home: Project[] = [
  { name: 'home', testMatch: '**/*.home.spec.ts', testIgnore: HOME_LISTS, workers: 1 },
  { name: 'home-lists', testMatch: [...HOME_LISTS, ...ACCOUNTS], workers: 1 },
];
const HOME = home.map((project) => project.name!);

// Two specs that save nothing through the site, and beside which nothing else may save or visit.
// Insights counts visits, which the Insights section sums: the scheduled post's checks are plain
// HTTP requests and the admin area, which send no beacon. The scheduled post must see no save of
// anything a page shows after its time (a save would rebuild the pages and hide whether they
// refresh by themselves); it mostly waits, for about a minute.
// `npm test` runs them beside Vitest's integration files, on a busy machine, where a save that is
// quick alone has taken more than the usual 7.5 s to answer: their assertions wait longer (a
// passing one waits no longer than it needs).
const quietExpect = { timeout: 30_000 };
const quiet: Project[] = [
  { name: 'insights', testMatch: '**/insights.spec.ts', expect: quietExpect },
  { name: 'scheduled', testMatch: '**/writing-schedule.spec.ts', expect: quietExpect },
];

// The page weights, of the pages as seeded: first, before any spec adds projects, technologies or
// posts to them. Plain HTTP requests (no beacon, no save), so `npm test` runs them beside the two
// above.
const weights: Project = { name: 'weights', testMatch: '**/html-budget.spec.ts' };

/** These two stop or restart the shared backend, so they run after everything else. */
const last = (after: string[]): Project[] => [
  { name: 'resilience', testMatch: '**/resilience.spec.ts', dependencies: after },
  { name: 'confirmations', testMatch: '**/sign-up-confirmation.spec.ts', dependencies: ['resilience'] },
];

const parallel: Project = {
  name: 'e2e',
  testMatch: '**/*.spec.ts',
  testIgnore: [...ACCOUNTS, '**/*.home.spec.ts', '**/writing-schedule.spec.ts', '**/resilience.spec.ts', '**/sign-up-confirmation.spec.ts', '**/insights.spec.ts', '**/html-budget.spec.ts'],
};

/**
 * Everything in order, unless `npm test` (scripts/test.mjs) asks for one phase of it: the quiet
 * specs on the fresh site beside Vitest (they wait more than they work), then the parallel specs,
 * then the home specs, in their two groups, and the last two.
 */
function projects(phase = process.env.E2E_PHASE): Project[] {
  if (phase === 'quiet') return [weights, ...quiet];
  if (phase === 'parallel') return [parallel];
  if (phase === 'home') return [...home, ...last(HOME)];
  return [
    weights,
    { ...parallel, dependencies: ['weights'] },
    ...home.map((project) => ({ ...project, dependencies: ['e2e'] })),
    ...quiet.map((project) => ({ ...project, dependencies: HOME })),
    ...last(quiet.map((project) => project.name!)),
  ];
}

// The app and its backend are started by tests/e2e/global-setup.ts on free ports, against a
// fresh seeded database.
export default defineConfig({
  testDir: 'tests/e2e',
  projects: projects(),
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
    // One browser context per worker, reset between tests (cookies, storage, cache, pages, routes,
    // init scripts, viewport and emulation): a fresh context and its page cost Chromium about a
    // second of CPU before the first request, more than most tests spend after it. A test that
    // needs a context of its own (another user agent, a second visitor) still opens one.
    reuseContext: true,
    // Desktop width, short window. The width picks the layout the tests check; the height only
    // sets how many pixels Chromium paints and composites in software on every change, and how
    // many links come into view for Next to prefetch. 1280 × 400 (a laptop with its dev tools
    // open) instead of Playwright's 1280 × 720 took about a tenth off the suite's CPU
    // (docs/PERFORMANCE.md). Tests of other sizes set their own.
    viewport: { width: 1280, height: 400 },
    // The site scrolls smoothly (`scroll-behavior: smooth`) except for visitors who ask for less
    // motion. Focusing a field (every fill) then scrolls the page for a few hundred milliseconds
    // after the action returns, and a click sent meanwhile can press where the button was, not
    // where it is: in a short window the contact form's button sat under such a scroll and its
    // press was lost. Reduced motion scrolls at once, and spinners stand still.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: testChromiumPath,
      args: testChromiumArgs,
    },
    // Recording a trace of every test costs time on every run; when one fails, run it again
    // with `--trace on` to see it step by step.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
