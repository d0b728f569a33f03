// Which Chromium the screenshots and the bench drive (the tests: `testChromiumPath` below):
// CHROMIUM_PATH if set, else Debian's where it is installed (npm tools cannot download browsers on
// every machine), else Playwright's own (undefined lets Playwright choose).
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser `npm test` drives: CHROMIUM_PATH if set, else Debian's headless shell of the same
 * Chromium build where installed (`apt-get install chromium-headless-shell`; it is what Playwright
 * itself runs for headless tests), else the browser above. The suite is CPU-bound, and a page
 * load costs the shell about 40 % less CPU than the full browser running headless. Screenshots
 * and the bench keep the full browser (Lighthouse needs it).
 */
export const testChromiumPath = process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath);

/** Flags for headless runs in containers and on machines with no outside network. */
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'];

/**
 * The tests' flags add two that together take about a fifth off Chromium's CPU on the 2-core
 * machine (docs/PERFORMANCE.md): the GPU service, which with `--disable-gpu` only composites in
 * software, runs as a thread of the browser process instead of a process of its own, and site
 * isolation is off, so fewer renderer processes are started. Cross-origin frames stay
 * cross-origin: Blink still enforces the same-origin policy between them. The bench keeps the
 * browser as visitors run it.
 */
export const testChromiumArgs = [...chromiumArgs, '--in-process-gpu', '--disable-site-isolation-trials'];
