import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const SEEDED = {
  harbor: { id: '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e01', title: 'Harbor Coffee Online Store' },
  sales: { id: '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e02', title: 'Retail Sales Performance Dashboard' },
  workforce: { id: '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e04', title: 'Workforce Analytics Report' },
  apiMonitor: { id: '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e06', title: 'API Latency Monitor' },
  membership: { id: '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e07', title: 'Membership Portal Migration' },
};

export const owner = () => ({ email: process.env.E2E_OWNER_EMAIL!, password: process.env.E2E_OWNER_PASSWORD! });

// The app runs on a port chosen by global-setup, known only once it has started.
export const test = base.extend({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});

export { expect };

/** Fresh visitor preferences: a given theme in localStorage before any page script runs. */
export async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
}

/** axe on the current page: no serious or critical violations, listed by rule and element. */
export async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
