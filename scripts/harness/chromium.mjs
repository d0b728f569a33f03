// Which Chromium the tests, the screenshots and the bench drive: CHROMIUM_PATH if set, else
// Debian's where it is installed (npm tools cannot download browsers on every machine), else
// Playwright's own (undefined lets Playwright choose).
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Flags for headless runs in containers and on machines with no outside network. */
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'];
