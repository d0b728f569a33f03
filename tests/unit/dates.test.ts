import { describe, expect, it } from 'vitest';
import { proposalFormSchema } from '@/lib/proposals/schema';
import { formatDay } from '@/lib/proposals/format';
import { isCalendarDate } from '@/lib/validation/dates';

// Dates kept as YYYY-MM-DD text: the shape alone lets days through that no calendar has, which
// the database refuses and a page could not format.

describe('isCalendarDate', () => {
  it('takes real days, leap days in leap years among them', () => {
    for (const day of ['2027-01-15', '2028-02-29', '2000-02-29', '0001-01-01', '9999-12-31']) expect(isCalendarDate(day), day).toBe(true);
  });

  it('refuses days no calendar has, and other shapes', () => {
    for (const day of ['2027-13-45', '2027-02-29', '1900-02-29', '2027-04-31', '2027-00-10', '2027-01-00', '0000-01-01', '2027-1-15', '2027-01-15T00:00:00Z', ' 2027-01-15', '']) {
      expect(isCalendarDate(day), day).toBe(false);
    }
  });
});

describe('the proposal form', () => {
  const form = { clientName: 'Acme', title: 'Dashboards', currency: 'EUR', validUntil: '2027-01-31', lines: [{ description: 'Design', quantity: '1', unitPrice: '100' }], milestones: [], projectIds: [] };

  it('says which milestone\'s date is not a real one', () => {
    const result = proposalFormSchema.safeParse({ ...form, milestones: [{ title: 'Kick-off', dueOn: '2027-01-15' }, { title: 'Launch', dueOn: '2027-02-30' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['milestones.1.dueOn', 'Date must be a real date, e.g. 2027-01-15']]);
  });

  it('refuses a valid-until day the calendar does not have', () => {
    const result = proposalFormSchema.safeParse({ ...form, validUntil: '2027-02-29' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Valid until must be a real date, e.g. 2027-01-31']);
  });
});

describe('formatDay', () => {
  it('writes a day out, and shows a stored day no calendar has as it was written rather than failing', () => {
    expect(formatDay('2027-01-15')).toBe('15 January 2027');
    expect(formatDay('2027-01-15T10:00:00+00:00')).toBe('15 January 2027');
    expect(formatDay('2027-13-45')).toBe('2027-13-45');
  });
});
