import { validate } from '@jsonresume/schema';
import type { APIRequestContext, Locator } from '@playwright/test';
import { logInAsOwner, toast } from './admin-helpers';
import { backend, expect, expectNoAxeViolations, test } from './fixtures';
import { ownerHeaders } from '../../scripts/harness/backend.mjs';

// A home spec: the import saves the profile and the skills, which the parallel specs read as
// seeded. Neither file has `work`, so the experience, which the other group's spec edits at the
// same time, is left as it is. The same import puts the texts back.

type Resume = { basics: { name: string; label: string }; work?: unknown[]; skills: { name: string; keywords?: string[] }[] };

const file = (content: unknown) => ({ name: 'resume.json', mimeType: 'application/json', buffer: Buffer.from(typeof content === 'string' ? content : JSON.stringify(content)) });

function schemaProblems(resume: unknown): string[] {
  let problems: string[] = [];
  validate(resume, (errors) => {
    problems = (errors ?? []).map((error) => `${error.property}: ${error.message}`);
  });
  return problems;
}

async function offered(request: APIRequestContext): Promise<Resume> {
  const response = await request.get('/resume.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/json');
  const resume = (await response.json()) as Resume;
  expect(schemaProblems(resume)).toEqual([]);
  return resume;
}

async function previewAndApply(panel: Locator, content: unknown, changes: (preview: Locator) => Promise<void>) {
  await panel.getByLabel('Import resume.json').setInputFiles(file(content));
  await panel.getByRole('button', { name: 'Preview import' }).click();
  const preview = panel.getByRole('region', { name: 'What will change' });
  await changes(preview);
  await panel.getByRole('button', { name: 'Apply import' }).click();
  await panel.page().getByRole('dialog', { name: 'Apply this import?' }).getByRole('button', { name: 'Apply import' }).click();
  await expect(toast(panel.page(), 'Resume imported successfully')).toBeVisible();
  await expect(preview).toBeHidden();
}

/**
 * The stored profile and skills as a resume (without work), read by REST: the pages may still
 * show what an earlier home spec put back by REST, which expires no cached page.
 */
async function storedResume() {
  const read = async (table: string) =>
    (await fetch(`${backend().url}/rest/v1/${table}?select=*&order=${table === 'skills' ? 'display_order' : 'id'}`, { headers: { apikey: backend().publishableKey } })).json();
  const [profile] = await read('profile');
  const skills: { title: string; description: string }[] = await read('skills');
  return {
    basics: {
      name: profile.name,
      label: profile.role,
      email: profile.contact_email,
      summary: profile.intro,
      profiles: [profile.code_url, profile.network_url].filter(Boolean).map((url: string) => ({ url })),
    },
    skills: skills.map((skill) => ({ name: skill.title, keywords: [skill.description] })),
  };
}

test('the owner previews and applies a resume.json, the home page and /resume.json follow, and the switch takes it off the site', async ({ page, request }) => {
  test.slow();
  // The site's resume, valid against the published schema; read first, so the pages that
  // follow are cached and what they show afterwards proves the import expired them.
  await offered(request);
  expect((await request.get('/')).status()).toBe(200);
  const original = await storedResume();
  const skills = original.skills.filter((skill) => skill.name !== 'Security');
  const imported = { ...original, basics: { ...original.basics, name: 'Jordan Lee', label: 'Data Engineer' }, skills: [...skills, { name: 'SQL', keywords: ['PostgreSQL', 'T-SQL'] }] };

  await logInAsOwner(page, '/admin/profile');
  const panel = page.getByRole('form', { name: 'JSON Resume' });
  await panel.getByLabel('Import resume.json').setInputFiles(file('{"basics": '));
  await panel.getByRole('button', { name: 'Preview import' }).click();
  await expect(panel.getByRole('alert')).toHaveText('The file is not valid JSON.');
  await panel.getByLabel('Import resume.json').setInputFiles(file({ work: [{ startDate: 'last spring' }] }));
  await panel.getByRole('button', { name: 'Preview import' }).click();
  await expect(panel.getByRole('alert')).toHaveText('The file does not follow the JSON Resume schema:');
  await expect(panel.getByRole('list', { name: 'Problems in the file' })).toHaveText('$.work[0].startDate: must be a date: YYYY, YYYY-MM or YYYY-MM-DD');

  await previewAndApply(panel, imported, async (preview) => {
    await expect(preview.getByRole('region', { name: 'Profile' }).getByRole('listitem')).toHaveText([
      'Name: Sam Carter → Jordan Lee',
      'Role: Lead Developer & Power BI Specialist → Data Engineer',
    ]);
    await expect(preview.getByRole('region', { name: 'Skills' })).toContainText('Added: SQL');
    await expect(preview.getByRole('region', { name: 'Skills' })).toContainText('Removed: Security');
    await expect(preview.getByRole('region', { name: 'Skills' })).toContainText('5 unchanged');
    await expect(preview).toContainText('Experience: not in the file, left as it is.');
    await expectNoAxeViolations(page);
  });
  await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('Name', { exact: true })).toHaveValue('Jordan Lee');

  await page.goto('/');
  await expect(page.getByText("Hi, I'm Jordan Lee")).toBeVisible();
  const homeSkills = page.locator('#skills h3');
  await expect(homeSkills).toHaveText([...skills.map((skill) => skill.name), 'SQL']);
  const now = await offered(request);
  expect(now.basics).toMatchObject({ name: 'Jordan Lee', label: 'Data Engineer' });
  expect(now.skills.at(-1)).toEqual({ name: 'SQL', keywords: ['PostgreSQL, T-SQL'] });

  await page.goto('/admin/profile');
  const offer = page.getByRole('checkbox', { name: 'Offer resume.json on the site' });
  await offer.uncheck();
  await expect(toast(page, 'resume.json is withdrawn successfully')).toBeVisible();
  await expect.poll(async () => (await request.get('/resume.json')).status()).toBe(404);
  await offer.check();
  await expect(toast(page, 'resume.json is offered successfully')).toBeVisible();
  await expect.poll(async () => (await request.get('/resume.json')).status()).toBe(200);

  // Back as it was, through the same import.
  await previewAndApply(page.getByRole('form', { name: 'JSON Resume' }), original, async (preview) => {
    await expect(preview.getByRole('region', { name: 'Skills' })).toContainText('Added: Security');
  });
  expect((await offered(request)).basics.name).toBe('Sam Carter');
  // A new skill's colour is the import's choice; the seeded one goes back by REST (no later spec shows it).
  await fetch(`${backend().url}/rest/v1/skills?title=eq.Security`, { method: 'PATCH', headers: { ...(await ownerHeaders(backend())), 'content-type': 'application/json' }, body: JSON.stringify({ color: 'rose' }) });
});
