import { ownerHeaders } from '../../scripts/harness/backend.mjs';
import { logInAsOwner, toast, uniqueTitle } from './admin-helpers';
import { backend, expect, expectNoAxeViolations, test } from './fixtures';

// The owner's history of an item: a draft service of its own (visitors and the other specs see no
// draft), saved twice, then its History: what each save changed, the diff, and Restore.

const services = () => `${backend().url}/rest/v1/services`;
const json = async () => ({ ...(await ownerHeaders(backend())), 'content-type': 'application/json', prefer: 'return=representation' });

test('History shows what each save changed and restores an earlier version as a new save', async ({ page }) => {
  const name = uniqueTitle('History');
  const added = await fetch(services(), {
    method: 'POST',
    headers: await json(),
    body: JSON.stringify({ name, outcome: 'One line.', description: 'Intro.\n\nThe first text.', category: 'wordpress', status: 'draft' }),
  });
  const [{ id }] = (await added.json()) as [{ id: string }];
  const save = async (values: Record<string, string>) =>
    expect((await fetch(`${services()}?id=eq.${id}`, { method: 'PATCH', headers: await json(), body: JSON.stringify(values) })).ok).toBe(true);
  try {
    await save({ description: 'Intro.\n\nThe second text.' });
    await save({ outcome: 'Another line.' });

    await logInAsOwner(page, '/admin/services');
    await page.getByRole('link', { name: `History of ${name}` }).click();
    await expect(page.getByRole('heading', { name: `History: ${name}` })).toBeVisible();
    // An item's history is a page of its section.
    await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'true');
    const versions = page.getByRole('list', { name: 'Earlier versions, newest first' }).getByRole('listitem');
    await expect(versions).toHaveCount(2);
    await expect(versions.nth(0)).toContainText('Changed: Outcome');
    const older = versions.nth(1);
    await expect(older).toContainText('Changed: Description');
    await older.getByText('Changed: Description').click();
    const diff = older.getByRole('region', { name: 'Description' });
    await expect(diff.locator('del')).toHaveText('− The first text.');
    await expect(diff.locator('ins')).toHaveText('+ The second text.');
    await expectNoAxeViolations(page);

    await older.getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Restore this version' }).click();
    await expect(toast(page, 'Revision restored successfully')).toBeVisible();
    await expect(versions).toHaveCount(3);
    // The newest revision is the version the restore replaced; the service has the first text back.
    await expect(versions.nth(0)).toContainText('Changed: Outcome, Description');
    const [row] = (await (await fetch(`${services()}?id=eq.${id}&select=description,outcome`, { headers: await json() })).json()) as { description: string; outcome: string }[];
    expect(row).toEqual({ description: 'Intro.\n\nThe first text.', outcome: 'One line.' });

    // A table without a history, or an item that is not there: not found (streamed, so in the page, not its status).
    for (const path of [`/admin/history/messages/${id}`, `/admin/history/services/${crypto.randomUUID()}`]) {
      await page.goto(path);
      await expect(page.getByText('Oops! Page not found'), path).toBeVisible();
    }
  } finally {
    await fetch(`${services()}?id=eq.${id}`, { method: 'DELETE', headers: await json() });
  }
});
