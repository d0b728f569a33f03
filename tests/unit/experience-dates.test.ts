import { describe, expect, it } from 'vitest';
import { formatMonth, formatMonthRange } from '@/lib/experience/dates';

describe('experience dates', () => {
  it('reads a month as en-GB does, whatever the time zone', () => {
    expect(formatMonth('2022-03')).toBe('Mar 2022');
    expect(formatMonth('2014-12')).toBe('Dec 2014');
  });

  it('ends a current role with Present, and a past one with its last month', () => {
    expect(formatMonthRange({ startMonth: '2022-01', endMonth: null, isCurrent: true })).toBe('Jan 2022 – Present');
    expect(formatMonthRange({ startMonth: '2018-03', endMonth: '2021-12', isCurrent: false })).toBe('Mar 2018 – Dec 2021');
  });
});
