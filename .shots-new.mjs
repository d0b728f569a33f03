// Local only (not committed): serve the e2e site, add a trashed item and a revision, shoot the new admin pages.
import { chromium } from 'playwright';
import { buildE2eSite } from './scripts/harness/e2e.mjs';
import { ownerHeaders } from './scripts/harness/backend.mjs';
const built = await buildE2eSite();
const site = await built.start();
const env = site.env;
try {
  const access = { url: env.E2E_SUPABASE_URL, publishableKey: env.E2E_SUPABASE_KEY, owner: { email: env.E2E_OWNER_EMAIL, password: env.E2E_OWNER_PASSWORD } };
  const headers = { ...(await ownerHeaders(access)), 'content-type': 'application/json', prefer: 'return=representation' };
  const rest = (p, init = {}) => fetch(`${env.E2E_SUPABASE_URL}/rest/v1/${p}`, { headers, ...init }).then((r) => r.json());
  const [svc] = await rest('services', { method: 'POST', body: JSON.stringify({ name: 'Power BI health check', outcome: 'A report you can trust.', description: 'Intro.\n\nWe review your model.\n\nThen the visuals.', category: 'wordpress', status: 'draft' }) });
  await rest(`services?id=eq.${svc.id}`, { method: 'PATCH', body: JSON.stringify({ description: 'Intro.\n\nWe review your data model and DAX.\n\nThen the visuals.' }) });
  await rest(`services?id=eq.${svc.id}`, { method: 'PATCH', body: JSON.stringify({ outcome: 'A faster, trusted report.' }) });
  const [gone] = await rest('services', { method: 'POST', body: JSON.stringify({ name: 'Old retainer', outcome: 'Monthly care.', description: 'x', category: 'wordpress', status: 'draft' }) });
  await rest(`services?id=eq.${gone.id}`, { method: 'PATCH', body: JSON.stringify({ deleted_at: new Date().toISOString() }) });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  for (const theme of ['light', 'dark']) {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme });
      const page = await context.newPage();
      await page.goto(`${env.E2E_BASE_URL}/auth`);
      const login = page.getByRole('form', { name: 'Login' });
      await login.getByLabel('Email').fill(env.E2E_OWNER_EMAIL);
      await login.getByLabel('Password').fill(env.E2E_OWNER_PASSWORD);
      await login.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(/\/admin/);
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      for (const [name, path, open] of [
        ['history', `/admin/history/services/${svc.id}`, true],
        ['trash', '/admin/trash', false],
        ['profile', '/admin/profile', false],
      ]) {
        await page.goto(`${env.E2E_BASE_URL}${path}`);
        await page.waitForLoadState('networkidle');
        if (open) for (const d of await page.locator('details').all()) await d.evaluate((el) => (el.open = true));
        if (name === 'profile') {
          await page.setInputFiles('#resume-file', '/tmp/resume.json');
          await page.getByRole('button', { name: 'Preview import' }).click();
          await page.getByRole('button', { name: 'Apply import' }).waitFor();
          await page.getByText('JSON Resume').first().scrollIntoViewIfNeeded();
          await page.locator('#resume-file').evaluate((el) => el.closest('section, form')?.scrollIntoView());
          await page.locator('#resume-file').evaluate((el) => el.closest('section, form')?.parentElement?.scrollIntoView());
          await page.screenshot({ path: `/tmp/shots/${name}-${width}-${theme}.png`, fullPage: true });
          continue;
        }
        await page.screenshot({ path: `/tmp/shots/${name}-${width}-${theme}.png`, fullPage: name !== 'profile' });
      }
      await context.close();
    }
  }
  await browser.close();
} finally {
  await site.stop();
}
