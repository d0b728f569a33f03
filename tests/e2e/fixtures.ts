import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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

/**
 * axe's script (the minified build of the version the builder uses), defined once per document.
 * The builder puts its script into each frame with a 1 s time limit and, past it, leaves that
 * frame out of the check without a word: under load a busy renderer takes longer than that, so a
 * violation inside a frame went unreported now and then. Each frame therefore gets the script
 * first with no time limit (below), and the builder's own copy then returns at once.
 */
const axeSource = `if (typeof window.axe === 'undefined') {\n${readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')}\n}`;

/**
 * axe on the current page: no violations of any impact, listed by rule and element. Every rule
 * runs; only the violations are collected node by node (gathering every pass, which nobody
 * reads, and sending it back slows each run). axe's default mode gathers each frame's results in
 * a blank page of its own (about 2 s of CPU here), which only a cross-origin frame needs; a page
 * whose frames are all its own is checked in one run (legacy mode), with the same rules and
 * results.
 */
export async function expectNoAxeViolations(page: Page) {
  const origin = new URL(page.url()).origin;
  const frames = page.frames();
  await Promise.all(frames.map((frame) => frame.evaluate(axeSource)));
  const hasForeignFrame = frames.some((frame) => {
    const url = frame.url(); // '' or about:… while a frame has no document of its own
    return url !== '' && !url.startsWith('about:') && new URL(url).origin !== origin;
  });
  const { violations } = await new AxeBuilder({ page, axeSource })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(!hasForeignFrame)
    .analyze();
  expect(violations.map((v) => `${v.impact}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Direct REST access to the test backend for fixtures and clean-up; the UI is what the tests exercise. */
export const rest = {
  /** One request, so the rows get adjacent display orders at the end of the list. */
  insert: (rows: ({ title: string; description: string; category: string; technologies?: string[] } & Record<string, unknown>)[]) =>
    insertProjects(backend(), rows),
  async idsByTitle(title: string): Promise<string[]> {
    const response = await fetch(`${backend().url}/rest/v1/projects?select=id&title=eq.${encodeURIComponent(title)}`, {
      headers: { apikey: backend().publishableKey },
    });
    return ((await response.json()) as { id: string }[]).map((row) => row.id);
  },
  /** The stored messages from `email`, as the owner reads them. */
  async messagesFrom(email: string): Promise<{ id: string; name: string; message: string; read_at: string | null }[]> {
    const response = await fetch(`${backend().url}/rest/v1/messages?select=*&email=eq.${encodeURIComponent(email)}`, {
      headers: await ownerHeaders(backend()),
    });
    return response.json();
  },
  async removeMessagesFrom(email: string) {
    await fetch(`${backend().url}/rest/v1/messages?email=eq.${encodeURIComponent(email)}`, { method: 'DELETE', headers: await ownerHeaders(backend()) });
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

/** An address no other test uses. */
export function newClientAddress() {
  const [a, b, c] = randomUUID().replaceAll('-', '').match(/../g)!.map((hex) => parseInt(hex, 16));
  return `10.${a}.${b}.${c}`;
}

/**
 * Makes the page a visitor of its own, from an address no other test uses. The app runs as
 * behind one trusted proxy (TRUSTED_PROXY_HOPS=1, scripts/harness/app.mjs); the test plays that
 * proxy, which names the visitor in X-Forwarded-For.
 */
export async function asNewVisitor(page: Page, address = newClientAddress()) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}

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

/**
 * The links of the auth e-mails to `email` the backend printed (it delivers none), oldest
 * first, as the app's /auth/confirm links: what the user would click.
 */
export function mailLinks(email: string, type: 'signup' | 'recovery'): string[] {
  return readFileSync(process.env.E2E_BACKEND_LOG!, 'utf8')
    .split('email captured')
    .filter((mail) => mail.includes(`To: ${email}\n`))
    .flatMap((mail) => {
      const link = /follow this link: (\S+)/.exec(mail)?.[1];
      const url = link ? new URL(link) : null;
      return url?.searchParams.get('type') === type ? [`/auth/confirm?token_hash=${url.searchParams.get('token')}&type=${type}`] : [];
    });
}

/** Waits for the e-mail that follows the `seen` ones already there, and returns its link. */
export async function nextMailLink(email: string, type: 'signup' | 'recovery', seen: number): Promise<string> {
  await expect.poll(() => mailLinks(email, type).length).toBeGreaterThan(seen);
  return mailLinks(email, type)[seen]!;
}

/** A new account from the open sign-up, straight through the Auth API (confirmed where confirmations are off). */
export async function newAccount(label: string) {
  const account = { email: `e2e-${label}-${randomUUID().slice(0, 8)}@example.com`, password: 'visitor-password-1' };
  const response = await fetch(`${backend().url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: backend().publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(response.ok, await response.text()).toBe(true);
  return account;
}

/**
 * A toast on screen with `text`: an item of the toaster's Notifications region. Not
 * getByRole('status'): that is Radix's screen-reader announcement of the toast, which exists for
 * one second only, so an assertion that polls past it can miss a toast that is plainly visible.
 */
export const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem').filter({ hasText: text });

/**
 * Closes every toast on screen with its Close button, as an owner does who wants what a toast
 * covers: two stacked toasts cover the buttons of the list's last item, and a paused toast (under
 * the pointer, or while the page is blurred) stays there. All pressed at once, in the page, so a
 * toast that leaves by itself meanwhile cannot leave a click waiting for it.
 */
export async function closeToasts(page: Page) {
  await page.evaluate(() => {
    for (const close of document.querySelectorAll<HTMLButtonElement>('[role="region"][aria-label^="Notifications"] button[aria-label="Close"]')) close.click();
  });
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem')).toHaveCount(0);
}
