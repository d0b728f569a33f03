import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

// The server's secret key (throttles, contact messages) must never reach a browser: not in any
// script the build serves, not in a page's HTML.

const secretKey = () => process.env.E2E_SUPABASE_SECRET_KEY!;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

test('no script the browser can load holds the secret key or a secret-key variable', () => {
  expect(secretKey()).toMatch(/^sb_secret_/);
  const scripts = filesUnder(path.resolve(process.env.E2E_DIST_DIR!, 'static')).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(10);
  const leaking = scripts.filter((file) => {
    const text = readFileSync(file, 'utf8');
    // supabase-js itself knows the prefix "sb_secret_" (to tell keys apart): look for the key.
    return text.includes(secretKey()) || text.includes('SUPABASE_SECRET_KEY');
  });
  expect(leaking).toEqual([]);
});

test('no page sends the secret key in its HTML', async ({ request }) => {
  for (const url of ['/', '/auth', '/projects/clinic-appointment-booking', '/no-such-page']) {
    const html = await (await request.get(url)).text();
    expect(html, url).not.toContain(secretKey());
  }
});
