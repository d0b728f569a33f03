import { isCalendarDate } from '@/lib/validation/dates';

// How a proposal writes its figures and days, for the client's page and the owner's editor
// alike (no server code, no zod).

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
