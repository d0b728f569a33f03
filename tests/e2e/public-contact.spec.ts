import { randomUUID } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { toast } from './admin-helpers';
import { asNewVisitor, expect, expectNoAxeViolations, holdRequests, rest, test, useTheme } from './fixtures';

const newEmail = (label: string) => `e2e-${label}-${randomUUID().slice(0, 8)}@example.com`;
const sendButton = (page: Page) => page.locator('#contact').getByRole('button', { name: 'Send Message' });
/** The form's own word that the message was sent (the toast is outside the form). */
const sentInForm = (page: Page) => page.getByRole('form', { name: 'Contact' }).getByRole('status');
/** The contact form's server action: a POST to the page carrying the action id. */
const isFormPost = (request: Request) => request.method() === 'POST' && request.headers()['next-action'] !== undefined;

async function fillContact(page: Page, { email, message }: { email: string; message: string }) {
  const contact = page.locator('#contact');
  await contact.getByLabel('Name').fill('Ada Lovelace');
  await contact.getByRole('textbox', { name: 'Email' }).fill(email);
  await contact.getByLabel('Message').fill(message);
}

test.describe('contact form', () => {
  test('shows an error under every empty field and sends nothing', async ({ page }) => {
    await page.goto('/#contact');
    const contact = page.locator('#contact');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(contact.getByText('Name is required')).toBeVisible();
    await expect(contact.getByText('Email is required')).toBeVisible();
    await expect(contact.getByText('Message is required')).toBeVisible();
    await expect(contact.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(contact.getByLabel('Name')).toHaveAttribute('aria-describedby', 'contact-name-error');
  });

  test('rejects a malformed email and keeps what was typed', async ({ page }) => {
    await page.goto('/#contact');
    const contact = page.locator('#contact');
    await contact.getByLabel('Name').fill('Ada Lovelace');
    await contact.getByRole('textbox', { name: 'Email' }).fill('ada@example');
    await contact.getByLabel('Message').fill('Hello');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(contact.getByText('Enter a valid email address, e.g. name@example.com')).toBeVisible();
    await expect(contact.getByLabel('Name')).toHaveValue('Ada Lovelace');
    await expect(contact.getByLabel('Message')).toHaveValue('Hello');
  });

  test('says Sending... while the message is stored, then thanks the visitor and clears the form', async ({ page }) => {
    await asNewVisitor(page);
    await page.goto('/#contact');
    const email = newEmail('sent');
    await fillContact(page, { email, message: 'I would like a Power BI report.\nBudget: flexible.' });

    const action = await holdRequests(page, '**/*', isFormPost);
    await sendButton(page).click();
    await expect(page.locator('#contact').getByRole('button', { name: 'Sending...' })).toBeDisabled();
    // Not thanked before the message is stored.
    await expect.poll(action.held).toBe(1);
    await expect(toast(page, 'Message Sent!')).toHaveCount(0);
    await expect(sentInForm(page)).toBeEmpty();
    expect(await rest.messagesFrom(email)).toEqual([]);
    action.release();

    await expect(toast(page, 'Message Sent!')).toContainText("Thank you for reaching out. I'll get back to you soon.");
    // Said in the form too, where it stays once the toast has gone.
    await expect(sentInForm(page)).toHaveText("Message Sent! Thank you for reaching out. I'll get back to you soon.");
    expect(await rest.messagesFrom(email)).toEqual([
      expect.objectContaining({ name: 'Ada Lovelace', message: 'I would like a Power BI report.\nBudget: flexible.', read_at: null }),
    ]);
    await expect(sendButton(page)).toBeEnabled();
    for (const field of ['Name', 'Email', 'Message']) await expect(page.locator('#contact').getByRole('textbox', { name: field })).toHaveValue('');
    await rest.removeMessagesFrom(email);
  });

  test('says so when the message cannot be sent, and keeps what the visitor typed', async ({ page }) => {
    await asNewVisitor(page);
    await page.goto('/#contact');
    const email = newEmail('failed');
    await page.route('**/*', (route) => (isFormPost(route.request()) ? route.abort('failed') : route.fallback()));
    await fillContact(page, { email, message: 'This one will not arrive.' });
    await sendButton(page).click();

    await expect(toast(page, 'Error')).toContainText('Your message could not be sent. Please check your connection and try again.');
    await expect(toast(page, 'Message Sent!')).toHaveCount(0);
    const contact = page.locator('#contact');
    await expect(contact.getByLabel('Name')).toHaveValue('Ada Lovelace');
    await expect(contact.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expect(contact.getByLabel('Message')).toHaveValue('This one will not arrive.');
    await expect(sendButton(page)).toBeEnabled();

    // Once the connection is back, the same form sends it.
    await page.unroute('**/*');
    await sendButton(page).click();
    await expect(toast(page, 'Message Sent!')).toBeVisible();
    expect(await rest.messagesFrom(email)).toHaveLength(1);
    await rest.removeMessagesFrom(email);
  });

  test('thanks a bot that fills in the hidden field, and stores nothing', async ({ page }) => {
    await asNewVisitor(page);
    await page.goto('/#contact');
    const email = newEmail('bot');
    await fillContact(page, { email, message: 'Cheap backlinks!' });
    // Hidden from people and screen readers alike; a bot fills every input it finds.
    const honeypot = page.locator('#contact input[name="website"]');
    await expect(honeypot).not.toBeInViewport();
    await honeypot.fill('https://spam.example', { force: true });
    await sendButton(page).click();
    await expect(toast(page, 'Message Sent!')).toBeVisible();
    expect(await rest.messagesFrom(email)).toEqual([]);
  });

  test('after 3 messages from one address, says to try later and keeps the text', async ({ page }) => {
    await asNewVisitor(page);
    await page.goto('/#contact');
    const email = newEmail('busy');
    for (let i = 1; i <= 3; i++) {
      await fillContact(page, { email, message: `Message ${i}` });
      await sendButton(page).click();
      await expect(toast(page, 'Message Sent!')).toBeVisible();
      await page.getByRole('button', { name: 'Close' }).click();
      await expect(toast(page, 'Message Sent!')).toHaveCount(0);
    }
    await fillContact(page, { email, message: 'Message 4' });
    await sendButton(page).click();
    await expect(toast(page, 'Error')).toContainText('Too many messages. Please try again later.');
    await expect(page.locator('#contact').getByLabel('Message')).toHaveValue('Message 4');
    expect((await rest.messagesFrom(email)).map((row) => row.message).sort()).toEqual(['Message 1', 'Message 2', 'Message 3']);
    await rest.removeMessagesFrom(email);
  });

  test('one client at its limit cannot write its way past it, and a fresh visitor still gets through', async ({ page }) => {
    const client = await asNewVisitor(page);
    await page.goto('/#contact');
    const emails = Array.from({ length: 7 }, (_, i) => newEmail(`flood-${i}`));
    for (const email of emails.slice(0, 5)) {
      await fillContact(page, { email, message: 'One of many.' });
      await sendButton(page).click();
      await expect(toast(page, 'Message Sent!')).toBeVisible();
      await page.getByRole('button', { name: 'Close' }).click();
      await expect(toast(page, 'Message Sent!')).toHaveCount(0);
    }
    // The sixth claims to come from somewhere else; only the proxy's entry counts.
    await asNewVisitor(page, `198.51.100.7, ${client}`);
    await fillContact(page, { email: emails[5]!, message: 'One too many.' });
    await sendButton(page).click();
    await expect(toast(page, 'Error')).toContainText('Too many messages. Please try again later.');
    expect(await rest.messagesFrom(emails[5]!)).toEqual([]);

    await asNewVisitor(page);
    await page.getByRole('button', { name: 'Close' }).click();
    await fillContact(page, { email: emails[6]!, message: 'A real visitor.' });
    await sendButton(page).click();
    await expect(toast(page, 'Message Sent!')).toBeVisible();
    expect(await rest.messagesFrom(emails[6]!)).toHaveLength(1);
    for (const email of emails) await rest.removeMessagesFrom(email);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`says it was sent in the form itself, in a live region that a new try clears, with no axe violations (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await asNewVisitor(page);
      await page.goto('/#contact');
      const email = newEmail(`inline-${theme}`);
      await expect(sentInForm(page)).toHaveAttribute('aria-live', 'polite');
      await fillContact(page, { email, message: 'Please confirm in the form.' });
      await sendButton(page).click();
      await expect(sentInForm(page)).toHaveText("Message Sent! Thank you for reaching out. I'll get back to you soon.");
      await expect(sentInForm(page)).toBeVisible();
      await expectNoAxeViolations(page);

      // A new message starts afresh: no thanks beside its errors.
      await sendButton(page).click();
      await expect(page.locator('#contact').getByText('Name is required')).toBeVisible();
      await expect(sentInForm(page)).toBeEmpty();
      await rest.removeMessagesFrom(email);
    });
  }

  test('side links open externally', async ({ page }) => {
    await page.goto('/#contact');
    const links = page.locator('#contact').getByRole('link');
    await expect(links).toHaveCount(3);
    await expect(links.nth(0)).toHaveAttribute('href', /^mailto:/);
    await expect(links.nth(1)).toHaveAttribute('href', /^https:\/\/github\.com\//);
    await expect(links.nth(2)).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\//);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
