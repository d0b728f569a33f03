import 'server-only';
import { env } from '@/lib/env';
import { renderMarkdown } from '@/lib/markdown/render';
import { isCalendarDate } from '@/lib/validation/dates';

// A proposal's introduction and terms: the site's Markdown rules, on the server only; no
// images (one written in them shows its alt text).

export const renderProposalMarkdown = (markdown: string) => renderMarkdown(markdown, { resolveImage: () => null, siteOrigin: env.siteUrl });

/** "€1,234.50": the exact decimal text formatted by Intl (en-GB), never through a float. */
export function formatMoney(amount: string, currency: string): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount as `${number}`);
}

const LONG_DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * "15 January 2027", for a date-only value (a UTC day) or an instant. A stored date no calendar
 * has (kept from before the database checked them) is shown as written, never thrown on.
 */
export function formatDay(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return isCalendarDate(day.slice(0, 10)) ? LONG_DAY.format(date) : day;
}
