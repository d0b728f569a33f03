import { EXPERIENCE_TEXTS } from './vocabulary';

// An entry's months ('YYYY-MM') as people read them: "Mar 2022 – Present". Client-safe, so the
// admin list and the home page say the same; a month has no time zone, so it is read as UTC.

const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2022-03' → 'Mar 2022'. */
export const formatMonth = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

/** The end of a range: the month, or 'Present' for the current role. */
export const endLabel = (entry: { endMonth: string | null; isCurrent: boolean }) =>
  entry.isCurrent || !entry.endMonth ? EXPERIENCE_TEXTS.present : formatMonth(entry.endMonth);

/** 'Mar 2022 – Present', 'Jan 2018 – Feb 2022'. */
export const formatMonthRange = (entry: { startMonth: string; endMonth: string | null; isCurrent: boolean }) => `${formatMonth(entry.startMonth)} – ${endLabel(entry)}`;
