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
 * The tests' flags add two that cut Chromium's CPU by about a fifth on the 2-core machine (the
 * parallel specs: 570 → 460 CPU-s, 409 → 354 s): the GPU service runs as a thread of the
 * browser process instead of a process of its own (with `--disable-gpu` it only composites in
 * software), and a page of the site no longer gets a fresh renderer process each time a test
 * leaves about:blank for it (site isolation keeps every site in processes of its own). Cross-origin
 * frames stay cross-origin: Blink still enforces the same-origin policy between them. The bench
 * keeps the browser as visitors run it.
 */
export const testChromiumArgs = [...chromiumArgs, '--in-process-gpu', '--disable-site-isolation-trials'];
