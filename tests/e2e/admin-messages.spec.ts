import { randomUUID } from 'node:crypto';
import { logInAsOwner, toast } from './admin-helpers';
import { asNewVisitor, expect, expectNoAxeViolations, newAccount, rest, test } from './fixtures';

// Other specs send messages meanwhile, so each test finds its own by a unique sender name.
const inboxItem = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('list', { name: 'Messages, newest first' }).getByRole('button').filter({ hasText: name });

test('a visitor’s message arrives unread in the owner’s inbox; reading, replying, marking and deleting', async ({ page, browser }) => {
  test.slow();
  const name = `Grace ${randomUUID().slice(0, 8)}`;
  const email = `e2e-inbox-${randomUUID().slice(0, 8)}@example.com`;
  const text = 'Could you build a Power BI dashboard for our sales team?\n\nWe use WordPress for the website too.';

  const visitor = await browser.newPage();
  await asNewVisitor(visitor);
  await visitor.goto('/#contact');
  const contact = visitor.locator('#contact');
  await contact.getByLabel('Name').fill(name);
  await contact.getByRole('textbox', { name: 'Email' }).fill(email);
  await contact.getByLabel('Message').fill(text);
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(visitor, 'Message Sent!')).toBeVisible();
  await visitor.close();

  await logInAsOwner(page);
  const sectionLink = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Messages/ });
  await expect(sectionLink).toContainText(/\d+ unread/);
  await sectionLink.click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page).toHaveTitle(/^Messages · Admin Dashboard/);

  const item = inboxItem(page, name);
  await expect(item).toContainText('(unread)');
  await expect(item).toContainText('Could you build a Power BI dashboard for our sales team?');
  await expectNoAxeViolations(page);

  // Opening it shows the whole message as sent, and marks it read.
  await item.click();
  const opened = page.getByRole('region', { name: 'Open message' });
  await expect(opened.getByRole('heading', { name })).toBeVisible();
  await expect(opened).toContainText(email);
  expect(await opened.locator('p.whitespace-pre-wrap').innerText()).toBe(text);
  await expect(item).not.toContainText('(unread)');
  await expect.poll(async () => (await rest.messagesFrom(email))[0]?.read_at).not.toBeNull();

  const reply = opened.getByRole('link', { name: 'Reply' });
  const href = new URL((await reply.getAttribute('href'))!);
  expect(href.protocol).toBe('mailto:');
  expect(decodeURIComponent(href.pathname)).toBe(email);
  expect(href.searchParams.get('subject')).toBe('Re: Your message on Sam Carter');

  await opened.getByRole('button', { name: 'Mark as unread' }).click();
  await expect(item).toContainText('(unread)');
  await expect.poll(async () => (await rest.messagesFrom(email))[0]?.read_at).toBeNull();
  await expect(opened.getByRole('button', { name: 'Mark as read' })).toBeVisible();

  // Deleting asks first; cancelling keeps it.
  await opened.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete this message?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await rest.messagesFrom(email)).toHaveLength(1);

  await opened.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Message deleted successfully')).toBeVisible();
  await expect(item).toHaveCount(0);
  expect(await rest.messagesFrom(email)).toEqual([]);
});

test('an account that is not the owner cannot read messages', async ({ page }) => {
  const account = await newAccount('inbox');
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/messages');
  await expect(page.getByRole('main').getByText('This account cannot read messages. Only the site owner can.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Messages, newest first' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Messages/ })).toHaveText('Messages');
});
