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

/** A file's bytes, or null when the server removed it after it was listed (an expired image, say). */
function readIfPresent(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Which of `texts` a file of the server's caches (ISR pages, the data cache, optimised images)
 * names or contains. Each file is read once. Turbopack's build cache holds compiled code, not
 * responses, and is far the largest (about 150 MB where it is kept), so it is left out.
 */
function cachedAmong(texts: string[]): string[] {
  const distDir = path.resolve(process.env.E2E_DIST_DIR!);
  const found = new Set<string>();
  for (const dir of ['cache', 'server/app']) {
    const root = path.join(distDir, dir);
    const entries = existsSync(root) ? readdirSync(root, { recursive: true, withFileTypes: true }) : [];
    for (const entry of entries) {
      const file = path.join(entry.parentPath, entry.name);
      if (!entry.isFile() || file.startsWith(path.join(distDir, 'cache', 'turbopack') + path.sep)) continue;
      const content = readIfPresent(file);
      for (const text of texts) if (file.includes(text) || content?.includes(text)) found.add(text);
    }
  }
  return [...found];
}

test('requests for unknown projects add nothing to the caches; far-off pages are empty, not errors', async ({ request }) => {
  const ids = Array.from({ length: 20 }, () => randomUUID());
  for (const id of ids) expect((await request.get(`/projects/${id}`)).status()).toBe(404);
  expect(cachedAmong(ids), 'cache entries for unknown projects').toEqual([]);

  for (const offset of [5000, 99999]) {
    const response = await request.get(`/api/projects?category=other&offset=${offset}`);
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.projects).toEqual([]);
    expect(body.total).toBeGreaterThanOrEqual(11);
  }
});

/** A path segment no page has, different for every call. */
const unique = () => `zz${randomUUID().replaceAll('-', '')}`;
const token = () => randomUUID().replaceAll('-', '').padEnd(43, 'A').slice(0, 43);

// Each kind of unknown address: a builder of two distinct addresses, and the heading its 404 shows.
const kinds = [
  { kind: 'project', address: () => `/projects/${unique()}`, heading: 'Project Not Found' },
  { kind: 'share link', address: () => `/projects/${unique()}/share/${token()}`, heading: 'Project Not Found' },
  { kind: 'post', address: () => `/blog/${unique()}`, heading: 'Post Not Found' },
  { kind: 'tag', address: () => `/blog/tags/${unique()}`, heading: 'Tag Not Found' },
  { kind: 'technology', address: () => `/projects/technology/${unique()}`, heading: 'Technology Not Found' },
  { kind: 'testimonial request', address: () => `/testimonial/${token()}`, heading: 'Link Not Found' },
  { kind: 'page', address: () => `/${unique()}`, heading: '404' },
] as const;

for (const { kind, address, heading } of kinds) {
  test(`an unknown ${kind} address gets the same static 404 as any other, with nothing of another request in it`, async ({ request }) => {
    const [first, second] = [address(), address()];
    const responses = [await request.get(`${first}?q=${unique()}`), await request.get(second)];
    const [a, b] = (await Promise.all(responses.map((response) => response.text()))) as [string, string];
    for (const response of responses) {
      expect(response.status()).toBe(404);
      // Served as built: an unknown address never makes the server render (or rebuild) a page.
      if (kind !== 'page') expect(response.headers()['x-nextjs-cache']).toBe('HIT');
    }
    expect(a).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    for (const part of first.split(/[/?=]/).filter((segment) => segment.startsWith('zz') || segment.length === 43)) expect(b).not.toContain(part);
    for (const part of second.split('/').filter((segment) => segment.startsWith('zz') || segment.length === 43)) expect(a).not.toContain(part);
    expect(a).toBe(b);
    // The page's own noindex. Rebuilt after a profile save, for a request the proxy answered
    // with 404, a page gets Next's identical one besides it (owner-site.home.spec.ts).
    expect(new Set(a.match(/<meta name="robots"[^>]*>/g))).toEqual(new Set(['<meta name="robots" content="noindex"/>']));
  });
}

test('every kind of 404 has the site\'s header and footer, as any public page', async ({ page }) => {
  for (const { address, heading } of kinds) {
    const response = await page.goto(address());
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Portfolio', exact: true })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('href', '/services');
    await expect(page.getByRole('contentinfo')).toHaveText('© 2025 Sam Carter. All rights reserved. Privacy');
  }
  // The spec's words of the generic 404 stay, with its way home.
  await page.goto(`/${unique()}`);
  await expect(page.getByRole('main')).toContainText('Oops! Page not found');
  await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the not-found pages are built once and never rebuilt by time: only a save of the profile they show rebuilds them (owner-site.home.spec.ts)', () => {
  const manifest = JSON.parse(readFileSync(path.resolve(process.env.E2E_DIST_DIR!, 'prerender-manifest.json'), 'utf8'));
  for (const page of ['/project-not-found', '/post-not-found', '/tag-not-found', '/technology-not-found', '/request-not-found', '/_not-found']) {
    expect(manifest.routes[page]?.initialRevalidateSeconds, page).toBe(false);
  }
});

test('a refused share address, and anything below one, is never stored by a browser or proxy', async ({ request }) => {
  for (const path of [`/projects/${unique()}/share/${token()}`, `/projects/${unique()}/share/${token()}/extra`, `/projects/${unique()}/share/short`]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['cache-control'], path).toBe('private, no-store');
  }
});

test('a cached page rebuilt for a request with a query string, or rewritten from another address, holds nothing of that request', async ({ request }) => {
  // Next's own on-demand revalidation: the request that carries this header rebuilds the page.
  const manifest = JSON.parse(readFileSync(path.resolve(process.env.E2E_DIST_DIR!, 'prerender-manifest.json'), 'utf8'));
  const rebuild = { 'x-prerender-revalidate': manifest.preview.previewModeId };
  const secret = unique();
  expect((await request.get(`/privacy?token=${secret}`, { headers: rebuild })).status()).toBe(200);
  const page = await request.get('/privacy');
  expect(page.headers()['x-nextjs-cache']).toBe('HIT');
  expect(await page.text()).not.toContain(secret);
});
