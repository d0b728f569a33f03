import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { insertProjects, ownerHeaders, type BackendAccess } from '../../scripts/harness/backend.mjs';

export { SEEDED } from '../../scripts/harness/seed.mjs';

// The app and its backend run on ports chosen by global-setup, known only once they started.
export const owner = () => ({ email: process.env.E2E_OWNER_EMAIL!, password: process.env.E2E_OWNER_PASSWORD! });
export const backend = (): BackendAccess => ({ url: process.env.E2E_SUPABASE_URL!, publishableKey: process.env.E2E_SUPABASE_KEY!, owner: owner() });

export const test = base.extend({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});

export { expect };

/** Fresh visitor preferences: a given theme in localStorage before any page script runs. */
export async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
}

/** axe on the current page: no violations of any impact, listed by rule and element. */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.impact}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Direct REST access to the test backend for fixtures and clean-up; the UI is what the tests exercise. */
export const rest = {
  /** One request, so the rows get adjacent display orders at the end of the list. */
  insert: (rows: { title: string; description: string; category: string; technologies?: string[] }[]) => insertProjects(backend(), rows),
  async idsByTitle(title: string): Promise<string[]> {
    const response = await fetch(`${backend().url}/rest/v1/projects?select=id&title=eq.${encodeURIComponent(title)}`, {
      headers: { apikey: backend().publishableKey },
    });
    return ((await response.json()) as { id: string }[]).map((row) => row.id);
  },
  async removeTitles(titles: string[]) {
    if (titles.length === 0) return;
    const list = titles.map((title) => `"${title.replaceAll('"', '\\"')}"`).join(',');
    await fetch(`${backend().url}/rest/v1/projects?title=in.(${encodeURIComponent(list)})`, {
      method: 'DELETE',
      headers: await ownerHeaders(backend()),
    });
  },
};

/**
 * Holds the requests `matches` picks until release(), so a pending state (a loading text, a
 * disabled button) can be seen for as long as the test needs, without sleeping.
 */
export async function holdRequests(page: Page, url: string | RegExp, matches: (request: Request) => boolean = () => true) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(url, async (route) => {
    if (matches(route.request())) {
      held += 1;
      await released;
    }
    await route.continue();
  });
  return { release, held: () => held };
}
