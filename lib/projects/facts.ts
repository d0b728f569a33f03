import type { Project } from '@/lib/projects/model';

// A case study's facts as visitors read them; months are formatted on the server.

const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2024-02' → "Feb 2024". */
export const formatMonth = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));

type Period = Pick<Project, 'periodStart' | 'periodEnd' | 'isOngoing'>;

/** "Feb 2024 – May 2024", "Jan 2025 – ongoing", "Mar 2023"; null without a start. */
export function formatPeriod({ periodStart, periodEnd, isOngoing }: Period): string | null {
  if (!periodStart) return null;
  if (isOngoing) return `${formatMonth(periodStart)} – ongoing`;
  if (!periodEnd || periodEnd === periodStart) return formatMonth(periodStart);
  return `${formatMonth(periodStart)} – ${formatMonth(periodEnd)}`;
}

/** schema.org temporalCoverage: "2024-02/2024-05", "2025-01/..", "2023-03"; null without a start. */
export function temporalCoverage({ periodStart, periodEnd, isOngoing }: Period): string | null {
  if (!periodStart) return null;
  if (isOngoing) return `${periodStart}/..`;
  return periodEnd && periodEnd !== periodStart ? `${periodStart}/${periodEnd}` : periodStart;
}

/** "1 person", "4 people". */
export const teamLabel = (size: number) => `${size} ${size === 1 ? 'person' : 'people'}`;

/** Named in structured data unless the owner keeps it private. */
export const isNamedClient = (client: string | null): client is string => Boolean(client) && client!.trim().toLowerCase() !== 'confidential';
