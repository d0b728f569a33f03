import { PROFILE_TEXTS, type AvailabilityStatus } from '@/lib/profile/vocabulary';

/** The owner's availability as stored: a date only for limited and booked (YYYY-MM-DD), an optional note. */
export type Availability = { status: AvailabilityStatus; date: string | null; note: string | null };

/** What the badge says: a status it names in words (never colour alone), and the note after it. */
export type AvailabilityBadge = { status: Exclude<AvailabilityStatus, 'hidden'>; text: string; note: string | null };

// Dates are days without a zone; they are compared and printed in UTC so every server says the same.
const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The badge for `availability` on the day `now` falls on (UTC), or null when it is not shown.
 * Decided when the page renders, so the home page's periodic rebuild turns a "booked until" day
 * that has passed into "available" with no write and no job.
 */
export function availabilityBadge(availability: Availability, now: Date): AvailabilityBadge | null {
  const { status, date, note } = availability;
  const today = now.toISOString().slice(0, 10);
  if (status === 'hidden') return null;
  if (status === 'booked' && date && date >= today) return { status, text: PROFILE_TEXTS.bookedUntil(longDate.format(dayOf(date))), note };
  if (status === 'limited') {
    return { status, text: date && date > today ? PROFILE_TEXTS.limitedFrom(longDate.format(dayOf(date))) : PROFILE_TEXTS.limited, note };
  }
  return { status: 'available', text: PROFILE_TEXTS.available, note };
}
