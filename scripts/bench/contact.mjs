// The contact form's round trip as a visitor sees it: press "Send Message" → the "Message
// Sent!" toast, timed inside the page (the server action stores the row before answering).
// Each send comes from its own client address and e-mail (the bench's app runs as behind one
// trusted proxy, which the browser plays), so no throttle is involved; the database's
// 60-a-minute bound caps `sends`.
import { percentile } from './alone.mjs';

export async function measureContactRoundTrip(browser, baseUrl, { sends = 10 } = {}) {
  const times = [];
  for (let i = 0; i < sends; i++) {
    // A new visitor each time. In a reused context Chromium serves /'s cached prefetch and
    // revalidates it in the background (stale-while-revalidate); that request never counts as
    // finished, so the network-idle wait below would run into its timeout on every send.
    const context = await browser.newContext({ baseURL: baseUrl, extraHTTPHeaders: { 'x-forwarded-for': `10.250.0.${i + 1}` } });
    try {
      const page = await context.newPage();
      await page.goto('/');
      const form = page.locator('#contact');
      await form.getByLabel('Name').fill('Bench Visitor');
      await form.getByRole('textbox', { name: 'Email' }).fill(`bench-${i}-${Date.now()}@example.com`);
      await form.getByLabel('Message').fill('How long does a message take to arrive?');
      // Focus loads the validator and the toaster; a visitor typing gives them that time too.
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
      await page.evaluate(() => {
        window.__sentAfterMs = new Promise((resolve, reject) => {
          const start = performance.now();
          // A refused or failed send shows an Error toast instead: stop with what it said, never hang.
          const fail = (reason) => {
            observer.disconnect();
            reject(new Error(`no "Message Sent!": ${reason}`));
          };
          const observer = new MutationObserver(() => {
            if ([...document.querySelectorAll('[role=status]')].some((node) => node.textContent?.includes('Message Sent!'))) {
              observer.disconnect();
              resolve(performance.now() - start);
            }
            const error = [...document.querySelectorAll('[role=region] li')].find((toast) => toast.textContent?.startsWith('Error'));
            if (error) fail(`the page said "${error.textContent}"`);
          });
          setTimeout(() => fail('nothing within 15 s'), 15_000);
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
          document.querySelector('#contact button[type=submit]')?.click();
        });
      });
      times.push(await page.evaluate(() => window.__sentAfterMs));
    } finally {
      await context.close();
    }
  }
  const sorted = times.toSorted((a, b) => a - b);
  return { sends, medianMs: Math.round(percentile(sorted, 50)), p95Ms: Math.round(percentile(sorted, 95)), maxMs: Math.round(sorted.at(-1)) };
}
