import { expect, test } from './fixtures';

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

  test('says Sending..., then thanks the visitor after about a second, clears the form and makes no request', async ({ page }) => {
    const everything: { method: string; url: string; body: string }[] = [];
    page.on('request', (request) => everything.push({ method: request.method(), url: request.url(), body: request.postData() ?? '' }));
    await page.goto('/#contact');

    const contact = page.locator('#contact');
    await contact.getByLabel('Name').fill('Ada Lovelace');
    await contact.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await contact.getByLabel('Message').fill('I would like a Power BI report.');

    const started = Date.now();
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(contact.getByRole('button', { name: 'Sending...' })).toBeDisabled();

    const toast = page.getByRole('status').filter({ hasText: 'Message Sent!' });
    await expect(toast).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    await expect(toast).toContainText("Thank you for reaching out. I'll get back to you soon.");
    await expect(contact.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const field of ['Name', 'Email', 'Message']) await expect(contact.getByRole('textbox', { name: field })).toHaveValue('');

    // Lazy images and link prefetches may load meanwhile; nothing carries the message anywhere.
    expect(everything.filter((r) => r.method !== 'GET' || r.url.includes('ada%40example') || r.body.includes('Ada'))).toEqual([]);
  });

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
