// Freshness of an owner's save: rename a project through the real admin UI (the server
// action and the revalidation it performs), then check that the very first anonymous request
// to / and to the project page already carries the new title.
import { ownerHeaders } from '../harness/backend.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const since = (start) => Math.round(performance.now() - start);

/** Renames through /admin: Edit → Title → 'Update Project'; resolves once the success toast shows. */
async function saveThroughAdmin(browser, baseUrl, storageState, from, to) {
  const context = await browser.newContext({ baseURL: baseUrl, storageState });
  try {
    const page = await context.newPage();
    await page.goto('/admin');
    if (new URL(page.url()).pathname !== '/admin') throw new Error(`the owner session was refused (${page.url()})`);
    // The Edit button works only once React has hydrated the list.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    const item = page
      .getByRole('list', { name: 'Projects in display order' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: from, exact: true }) });
    const heading = page.getByRole('heading', { name: 'Edit Project' });
    for (let attempt = 0; attempt < 3 && !(await heading.isVisible()); attempt++) {
      await item.getByRole('button', { name: `Edit ${from}` }).click();
      await heading.waitFor({ timeout: 5000 }).catch(() => {});
    }
    const form = page.locator('form').filter({ has: page.getByRole('textbox', { name: 'Title' }) });
    await form.getByLabel('Title', { exact: true }).fill(to);
    const start = performance.now();
    await form.getByRole('button', { name: 'Update Project' }).click();
    await page.getByRole('status').filter({ hasText: 'Project updated successfully' }).waitFor({ timeout: 60_000 });
    return since(start);
  } finally {
    await context.close();
  }
}

/** The same change over REST as the owner: row-level security applies, Next's caches are not told. */
async function saveThroughRest(backend, projectId, title) {
  const start = performance.now();
  const response = await fetch(`${backend.url}/rest/v1/projects?id=eq.${projectId}`, {
    method: 'PATCH',
    headers: { ...(await ownerHeaders(backend)), prefer: 'return=minimal' },
    body: JSON.stringify({ title }),
  });
  if (!response.ok) throw new Error(`REST update failed: ${response.status} ${await response.text()}`);
  return since(start);
}

/** One anonymous GET, as a visitor's browser would send it right after the save. */
async function probe(url, title) {
  const start = performance.now();
  const response = await fetch(url, { headers: { accept: 'text/html' }, cache: 'no-store' });
  const html = await response.text();
  return { status: response.status, hasTitle: html.includes(title), ms: since(start), cache: response.headers.get('x-nextjs-cache') };
}

/** First request after the save, then polling until the title shows or the timeout passes. */
async function watch(url, title, savedAt, { timeoutMs, pollMs }) {
  const first = await probe(url, title);
  const result = {
    firstRequestShowsNewTitle: first.hasTitle,
    firstRequest: { status: first.status, ms: first.ms, cache: first.cache },
    visibleAfterMs: first.hasTitle ? since(savedAt) : null,
    requests: 1,
  };
  while (!result.visibleAfterMs && performance.now() - savedAt < timeoutMs) {
    await sleep(pollMs);
    result.requests += 1;
    if ((await probe(url, title)).hasTitle) result.visibleAfterMs = since(savedAt);
  }
  return result;
}

/**
 * @param {{ browser: import('@playwright/test').Browser, baseUrl: string, backend: object,
 *   project: { id: string, title: string }, storageState: object | null, timeoutMs: number,
 *   pollMs: number, log: (line: string) => void }} options
 */
export async function measureFreshness({ browser, baseUrl, backend, project, storageState, timeoutMs, pollMs, log }) {
  const newTitle = `${project.title} bench ${Date.now().toString(36)}`;
  const viaUi = Boolean(storageState);
  const save = (from, to) => (viaUi ? saveThroughAdmin(browser, baseUrl, storageState, from, to) : saveThroughRest(backend, project.id, to));

  const saveMs = await save(project.title, newTitle);
  const savedAt = performance.now();
  // Both at once: each is the first request its page gets after the save.
  const [home, detail] = await Promise.all([
    watch(`${baseUrl}/`, newTitle, savedAt, { timeoutMs, pollMs }),
    watch(`${baseUrl}/projects/${project.slug}`, newTitle, savedAt, { timeoutMs, pollMs }),
  ]);
  const seen = (r) => {
    if (r.firstRequestShowsNewTitle) return 'first request';
    return r.visibleAfterMs === null ? `not within ${timeoutMs / 1000} s` : `after ${r.visibleAfterMs} ms`;
  };
  log(`  save ${saveMs} ms (${viaUi ? 'admin UI' : 'REST'}); new title on /: ${seen(home)}, on the project page: ${seen(detail)}`);

  let restored;
  try {
    await save(newTitle, project.title);
    restored = viaUi ? 'admin UI' : 'REST';
  } catch (error) {
    log(`  restoring the title failed: ${error.message.split('\n')[0]}`);
    restored = false;
  }

  return {
    method: viaUi ? 'admin UI (server action updateProjectAction)' : 'REST as owner',
    newTitle,
    saveMs,
    home,
    project: detail,
    restored,
    note: viaUi
      ? 'save = click on Update Project until the success toast; visibleAfterMs counts from the toast'
      : 'no owner session: REST as owner, so the revalidation the app performs was not exercised',
  };
}
