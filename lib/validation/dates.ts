// Dates as forms post them and some columns keep them: YYYY-MM-DD text. The database applies the
// same rule (private.is_calendar_date): the shape alone lets 2027-02-30 through.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is YYYY-MM-DD and names a day the calendar has (2028-02-29 yes, 2027-02-29 no). */
export function isCalendarDate(value: string): boolean {
  const parts = DAY.exec(value);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  // setUTCFullYear, not Date.UTC, which reads years 0-99 as 1900-1999; an impossible day rolls over.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return year > 0 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
