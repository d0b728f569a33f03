import 'server-only';
import { env } from '@/lib/env';
import { renderMarkdown } from '@/lib/markdown/render';

// A proposal's introduction and terms: the site's Markdown rules, on the server only; no
// images (one written in them shows its alt text).

export const renderProposalMarkdown = (markdown: string) => renderMarkdown(markdown, { resolveImage: () => null, siteOrigin: env.siteUrl });

/** "€1,234.50": the exact decimal text formatted by Intl (en-GB), never through a float. */
export function formatMoney(amount: string, currency: string): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount as `${number}`);
}

/** "15 January 2027", for a date-only value (a UTC day). */
export const formatDay = (day: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
