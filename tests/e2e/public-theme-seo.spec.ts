import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { validateXML } from 'xmllint-wasm';
import { SEEDED_POSTS } from '../../scripts/harness/seed.mjs';
import { SEEDED, expect, expectNoAxeViolations, test, useTheme } from './fixtures';

/** W3C Datetime, what sitemaps and schema.org dates take: a date, or a date and time with its zone. */
const W3C_DATETIME = /^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;

/** The sitemaps.org schema, vendored with its source and licence. */
const SITEMAP_XSD = readFileSync(path.join(import.meta.dirname, 'files', 'sitemap.xsd'), 'utf8');

const jsonLdOf = async (page: Page) => JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);

test.describe('theme', () => {
  test('defaults to dark with empty storage, toggles, and persists under "theme"', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(html).toHaveCSS('color-scheme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();

    await page.getByRole('button', { name: 'Toggle theme' }).first().click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(html).toHaveCSS('color-scheme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

    await page.reload();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Toggle theme' }).first().click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  });

  test('the stored theme is applied before first paint (no flash)', async ({ page }) => {
    await useTheme(page, 'light');
    // Inspect the server HTML as parsed, before React hydrates: the inline theme script has run.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
  });
});

test.describe('accessibility', () => {
  for (const theme of ['dark', 'light'] as const) {
    for (const [name, path] of [
      ['home', '/'],
      ['project page', `/projects/${SEEDED.harbor.slug}`],
      ['404 page', '/missing-page'],
      ['project not found', '/projects/not-a-uuid'],
    ] as const) {
      test(`${name} has no axe violations (${theme})`, async ({ page }) => {
        await useTheme(page, theme);
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  }

  test('the axe check reports a violation, in the page and in a frame of its own or of another origin', async ({ page }) => {
    // A page of this origin with no script, so nothing redraws it while it is checked.
    const fixture = (frame: string) =>
      `<!doctype html><html lang="en"><title>Fixture</title><main><h1>Fixture</h1><img src="/a.png">${frame}</main></html>`;
    await page.route('**/axe-fixture/*', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: route.request().url().endsWith('/own') ? fixture('<iframe title="Own" srcdoc="<button></button>"></iframe>') : fixture('<iframe title="Other" src="https://frame.example/"></iframe>'),
      }),
    );
    await page.route('https://frame.example/', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Other</title><main><button></button></main></html>' }));

    await page.goto('/axe-fixture/own');
    await expect(page.frameLocator('iframe[title="Own"]').locator('button')).toBeAttached();
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/button-name: iframe button[\s\S]*image-alt: img/);
    // Another origin's frame: axe gathers its results in a page of its own.
    await page.goto('/axe-fixture/other');
    await expect(page.frameLocator('iframe[title="Other"]').locator('button')).toBeAttached();
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/button-name: iframe button[\s\S]*image-alt: img/);
  });
});

test.describe('SEO', () => {
  test('sitemap lists the home page and every project', async ({ request, baseURL }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain(`<loc>${baseURL}/</loc>`);
    for (const { slug } of Object.values(SEEDED)) expect(xml).toContain(`<loc>${baseURL}/projects/${slug}</loc>`);
  });

  test('the sitemap validates against the sitemaps.org schema, every lastmod a W3C Datetime', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const lastmods = [...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((match) => match[1]);
    // Projects and the seeded posts carry theirs.
    expect(lastmods.length).toBeGreaterThan(Object.keys(SEEDED).length);
    for (const lastmod of lastmods) expect.soft(lastmod).toMatch(W3C_DATETIME);
    const result = await validateXML({ xml: [{ fileName: 'sitemap.xml', contents: xml }], schema: [{ fileName: 'sitemap.xsd', contents: SITEMAP_XSD }] });
    expect(result.errors.map((error) => error.rawMessage)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  test('robots.txt disallows the admin area and points at the sitemap', async ({ request, baseURL }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Disallow: /auth');
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('every public page type names itself as og:url (its canonical), with its type and the site\'s name', async ({ request, baseURL }) => {
    for (const path of ['/', '/projects', '/blog', '/blog/tags/power-bi', '/privacy', '/projects/technology/power-bi', `/projects/${SEEDED.harbor.slug}`]) {
      const html = await (await request.get(path)).text();
      const meta = (key: string) => new RegExp(`<meta property="${key}" content="([^"]*)"`).exec(html)?.[1];
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
      expect(canonical, path).toBe(path === '/' ? baseURL : `${baseURL}${path}`);
      expect(meta('og:url'), path).toBe(canonical);
      expect(meta('og:type'), path).toMatch(/^(website|article)$/);
      // The seeded profile keeps the default site name.
      expect(meta('og:site_name'), path).toBe('Portfolio');
    }
  });

  test('home has a canonical URL, Open Graph and a Person JSON-LD', async ({ page, baseURL }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^${baseURL}/?$`));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^${baseURL}/opengraph-image`));
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'Person' });
  });

  test('a project page has its own title, description, canonical, image and CreativeWork JSON-LD', async ({ page, baseURL }) => {
    await page.goto(`/projects/${SEEDED.harbor.slug}`);
    await expect(page).toHaveTitle(new RegExp(`^${SEEDED.harbor.title}`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /WooCommerce storefront/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/projects/${SEEDED.harbor.slug}`);
    // Its generated card, a PNG whose size, type and description link previews read from the page;
    // its photo stays in the JSON-LD.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^${baseURL}/projects/${SEEDED.harbor.slug}/opengraph-image`));
    await expect(page.locator('meta[property="og:image:type"]')).toHaveAttribute('content', 'image/png');
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
    await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/projects/${SEEDED.harbor.slug}`);
    const jsonLd = await jsonLdOf(page);
    expect(jsonLd).toMatchObject({ '@type': 'CreativeWork', name: SEEDED.harbor.title, url: `${baseURL}/projects/${SEEDED.harbor.slug}` });
    expect(jsonLd.image[0]).toBe(`${baseURL}/demo/harbor-coffee.webp`);
    expect(jsonLd.dateModified).toMatch(W3C_DATETIME);
  });

  test('a post without a cover has BlogPosting JSON-LD with W3C dates and its share card as image', async ({ page, request, baseURL }) => {
    await page.goto(`/blog/${SEEDED_POSTS.wordpress.slug}`);
    const jsonLd = await jsonLdOf(page);
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: SEEDED_POSTS.wordpress.title });
    expect(jsonLd.datePublished).toMatch(W3C_DATETIME);
    expect(jsonLd.dateModified).toMatch(W3C_DATETIME);
    // The card the page's metadata names, at its one address (the version query draws nothing new).
    const card = new URL((await page.locator('meta[property="og:image"]').getAttribute('content'))!);
    expect(card.pathname).toMatch(new RegExp(`^/blog/${SEEDED_POSTS.wordpress.slug}/opengraph-image`));
    expect(jsonLd.image).toBe(`${baseURL}${card.pathname}`);
    const image = await request.get(jsonLd.image);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  });
});
