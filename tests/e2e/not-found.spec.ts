import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';

// Plain HTTP, as a crawler or a visitor without JavaScript gets them.
test.describe('404 responses are real HTML', () => {
  test('an unknown URL', async ({ request }) => {
    const response = await request.get('/no/such-page');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/<h1[^>]*>404<\/h1>/);
    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('Return to Home');
  });

  for (const [name, id] of [
    ['an unknown project id', randomUUID()],
    ['a malformed project id', 'not-a-uuid'],
  ] as const) {
    test(`${name}`, async ({ request }) => {
      const response = await request.get(`/projects/${id}`);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain('<html lang="en"');
      expect(html).toMatch(/<h1[^>]*>Project Not Found<\/h1>/);
      expect(html).toContain('Back to Home');
    });
  }
});

/** Whether any file of the build's caches (ISR pages, the data cache) names or contains `text`. */
function isCached(text: string): boolean {
  const distDir = path.resolve(process.env.E2E_DIST_DIR!);
  for (const dir of ['cache', 'server/app']) {
    const root = path.join(distDir, dir);
    const entries = existsSync(root) ? readdirSync(root, { recursive: true, withFileTypes: true }) : [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      if (file.includes(text) || readFileSync(file).includes(text)) return true;
    }
  }
  return false;
}

test('requests for unknown projects add nothing to the caches; far-off pages are empty, not errors', async ({ request }) => {
  const ids = Array.from({ length: 20 }, () => randomUUID());
  for (const id of ids) expect((await request.get(`/projects/${id}`)).status()).toBe(404);
  for (const id of ids) expect(isCached(id), `cache entry for ${id}`).toBe(false);

  for (const offset of [5000, 99999]) {
    const response = await request.get(`/api/projects?category=other&offset=${offset}`);
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.projects).toEqual([]);
    expect(body.total).toBeGreaterThanOrEqual(11);
  }
});
