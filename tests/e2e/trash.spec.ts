import { listItem, logInAsOwner, projectForm, rest, toast, uniqueTitle } from './admin-helpers';
import { ownerHeaders } from '../../scripts/harness/backend.mjs';
import { backend, expect, expectNoAxeViolations, test } from './fixtures';

// The trash, end to end: a deleted project leaves its page and the sitemap, waits in the trash,
// comes back on Restore, and goes on Delete for good; after 30 days the owner's next visit purges it.

let created: string[] = [];
test.afterEach(async () => {
  await rest.removeTitles(created);
  created = [];
});

test('a deleted project waits in the trash: Restore brings it back, Delete for good removes it', async ({ page, request }) => {
  await logInAsOwner(page);
  const title = uniqueTitle('Trash');
  created.push(title);
  const form = projectForm(page);
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Description', { exact: true }).fill(`Description of ${title}.`);
  await form.getByLabel('Category').selectOption('other');
  await form.getByRole('button', { name: 'Add Project' }).click();
  await expect(toast(page, 'Project added successfully')).toBeVisible();
  const slug = (await listItem(page, title).getByRole('link', { name: /^View / }).getAttribute('href'))!.split('/').pop()!;
  const sitemap = async () => (await request.get('/sitemap.xml')).text();
  expect(await sitemap()).toContain(`/projects/${slug}</loc>`);

  await listItem(page, title).getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this project?');
  await expect(dialog).toContainText('It stays in the trash for 30 days.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Project deleted successfully')).toBeVisible();
  await expect(listItem(page, title)).toHaveCount(0);
  expect((await request.get(`/projects/${slug}`)).status()).toBe(404);
  expect(await sitemap()).not.toContain(`/projects/${slug}</loc>`);

  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Trash' }).click();
  const trash = page.getByRole('table', { name: 'Items in the trash' });
  const row = trash.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });
  await expect(row).toContainText('Project');
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: `Restore ${title}` }).click();
  await expect(toast(page, 'Project restored successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await request.get(`/projects/${slug}`)).status()).toBe(200);
  expect(await sitemap()).toContain(`/projects/${slug}</loc>`);

  await page.goto('/admin');
  await listItem(page, title).getByRole('button', { name: `Delete ${title}` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Project deleted successfully')).toBeVisible();
  await page.goto('/admin/trash');
  await row.getByRole('button', { name: `Delete for good ${title}` }).click();
  await expect(dialog).toContainText('Are you sure you want to delete this for good?');
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(toast(page, 'Project deleted for good successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  // Gone from the database, not only from the page.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Trash', level: 2 })).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('what has been in the trash for over 30 days goes on the owner’s next visit; the rest stays', async ({ page }) => {
  const services = `${backend().url}/rest/v1/services`;
  const headers = { ...(await ownerHeaders(backend())), 'content-type': 'application/json', prefer: 'return=representation' };
  const trashed = async (days: number) => {
    const deletedAt = new Date(Date.now() - days * 86_400_000).toISOString();
    const body = { name: uniqueTitle(`Trashed ${days} days ago`), outcome: 'One line.', description: 'Text.', category: 'wordpress', status: 'draft', deleted_at: deletedAt };
    const [{ id }] = (await (await fetch(services, { method: 'POST', headers, body: JSON.stringify(body) })).json()) as [{ id: string }];
    return id;
  };
  const [old, recent] = [await trashed(31), await trashed(29)];
  const left = async () => ((await (await fetch(`${services}?id=in.(${old},${recent})&select=id`, { headers })).json()) as { id: string }[]).map(({ id }) => id);
  try {
    expect((await left()).sort()).toEqual([old, recent].sort());
    await logInAsOwner(page);
    await expect.poll(left).toEqual([recent]);
  } finally {
    await fetch(`${services}?id=in.(${old},${recent})`, { method: 'DELETE', headers });
  }
});
