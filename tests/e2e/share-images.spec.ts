import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pngSize } from './writing-helpers';

// Share images are drawn once per page and then served from the cache like the page itself; each
// has one address: a query string draws nothing new, another spelling of the page's address
// redirects to it, and an image of no page is not found.

/** The address of the share image a page's metadata names (`og:image` or `twitter:image`). */
async function sharedImage(page: Page, path: string, meta: 'property="og:image"' | 'name="twitter:image"') {
  await page.goto(path);
  return new URL((await page.locator(`meta[${meta}]`).getAttribute('content'))!);
}

test("a project's share image is drawn once, then served from the cache, whatever its query string", async ({ page, request }) => {
  // A project without images shares the generated card.
  for (const meta of ['property="og:image"', 'name="twitter:image"'] as const) {
    const image = await sharedImage(page, '/projects/archive-project-07', meta);
    expect(image.pathname).toMatch(/^\/projects\/archive-project-07\/(opengraph|twitter)-image/);

    const first = await request.get(image.pathname + image.search);
    expect(first.status()).toBe(200);
    expect(first.headers()['content-type']).toBe('image/png');
    expect(pngSize(await first.body())).toEqual({ width: 1200, height: 630 });

    // Polled: a project saved by a spec running beside this one expires the image, which is then drawn once more.
    await expect
      .poll(async () => {
        const again = await request.get(image.pathname + image.search);
        const versioned = await request.get(`${image.pathname}?v=2`);
        const sameImage = (await versioned.body()).equals(await again.body());
        return { again: again.headers()['x-nextjs-cache'], versioned: versioned.headers()['x-nextjs-cache'], sameImage };
      })
      .toEqual({ again: 'HIT', versioned: 'HIT', sameImage: true });
  }
});

test("a technology's share image has one address: another spelling redirects to it, an unknown technology's is not found", async ({ page, request }) => {
  const image = await sharedImage(page, '/projects/technology/power-bi', 'property="og:image"');
  const canonical = image.pathname;
  expect(canonical).toMatch(/^\/projects\/technology\/power-bi\/opengraph-image/);
  expect((await request.get(canonical)).status()).toBe(200);

  for (const spelling of ['POWER-BI', 'Power%20BI', '%20power-bi']) {
    const moved = await request.get(canonical.replace('/power-bi/', `/${spelling}/`), { maxRedirects: 0 });
    expect(moved.status(), spelling).toBe(308);
    expect(new URL(moved.headers().location!, image).pathname).toBe(canonical);
  }

  const unknown = await request.get(canonical.replace('/power-bi/', '/no-such-technology/'));
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()['content-type']).toContain('text/html');
});
