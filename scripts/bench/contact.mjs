// The contact form's round trip as a visitor sees it: press "Send Message" → the "Message
// Sent!" toast, timed inside the page (the server action stores the row before answering).
// Each send comes from its own client address and e-mail, so no throttle is involved; the
// database's 20-a-minute bound caps `sends`.

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

export async function measureContactRoundTrip(browser, baseUrl, { sends = 10 } = {}) {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    const times = [];
    for (let i = 0; i < sends; i++) {
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.250.0.${i + 1}` });
      await page.goto('/');
      const form = page.locator('#contact');
      await form.getByLabel('Name').fill('Bench Visitor');
      await form.getByRole('textbox', { name: 'Email' }).fill(`bench-${i}-${Date.now()}@example.com`);
      await form.getByLabel('Message').fill('How long does a message take to arrive?');
      // Focus loads the validator and the toaster; a visitor typing gives them that time too.
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
      await page.evaluate(() => {
        window.__sentAfterMs = new Promise((resolve) => {
          const start = performance.now();
          const observer = new MutationObserver(() => {
            if ([...document.querySelectorAll('[role=status]')].some((node) => node.textContent?.includes('Message Sent!'))) {
              observer.disconnect();
              resolve(performance.now() - start);
            }
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
          document.querySelector('#contact button[type=submit]')?.click();
        });
      });
      times.push(await page.evaluate(() => window.__sentAfterMs));
    }
    const sorted = times.toSorted((a, b) => a - b);
    return { sends, medianMs: Math.round(percentile(sorted, 50)), p95Ms: Math.round(percentile(sorted, 95)), maxMs: Math.round(sorted.at(-1)) };
  } finally {
    await context.close();
  }
}
