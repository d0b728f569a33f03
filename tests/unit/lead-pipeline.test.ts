import { describe, expect, it } from 'vitest';
import { leadsCsv } from '@/lib/messages/csv';
import { leadSchema, toLeadChanges } from '@/lib/messages/lead-schema';
import type { Message } from '@/lib/messages/model';
import { isFollowUpDue } from '@/lib/messages/vocabulary';

const id = '7d3f8c74-9e30-4ca0-b173-2e4f803c1b99';

describe('the lead form', () => {
  it('reads a stage, a value with its currency, a follow-up and notes', () => {
    const lead = leadSchema.parse({ id, stage: 'qualified', valueAmount: '4,500.50', valueCurrency: 'EUR', followUpOn: '2026-12-01', notes: '  Call on Monday  ' });
    expect(toLeadChanges(lead)).toEqual({ stage: 'qualified', value: { amount: '4500.50', currency: 'EUR' }, followUpOn: '2026-12-01', notes: 'Call on Monday' });
  });

  it('reads empty fields as none', () => {
    expect(toLeadChanges(leadSchema.parse({ id, stage: 'new', valueAmount: '', valueCurrency: 'EUR', followUpOn: '', notes: '' }))).toEqual({
      stage: 'new',
      value: null,
      followUpOn: null,
      notes: null,
    });
  });

  it.each([
    ['a stage outside the list', { stage: 'maybe' }, 'stage'],
    ['a negative value', { valueAmount: '-5' }, 'valueAmount'],
    ['three decimals', { valueAmount: '1.005' }, 'valueAmount'],
    ['a value without a known currency', { valueAmount: '10', valueCurrency: 'XYZ' }, 'valueCurrency'],
    ['a follow-up that is not a date', { followUpOn: 'soon' }, 'followUpOn'],
    ['notes over the limit', { notes: 'x'.repeat(5001) }, 'notes'],
  ])('refuses %s', (_case, change, field) => {
    const result = leadSchema.safeParse({ id, stage: 'new', valueCurrency: 'EUR', ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });
});

describe('follow-ups', () => {
  it('are due today or earlier, for open leads only', () => {
    expect(isFollowUpDue('qualified', '2026-11-26', '2026-11-26')).toBe(true);
    expect(isFollowUpDue('new', '2026-11-20', '2026-11-26')).toBe(true);
    expect(isFollowUpDue('proposal', '2026-11-27', '2026-11-26')).toBe(false);
    expect(isFollowUpDue('won', '2026-11-20', '2026-11-26')).toBe(false);
    expect(isFollowUpDue('new', null, '2026-11-26')).toBe(false);
  });
});

describe('the leads CSV', () => {
  const lead: Message = {
    id,
    name: '=cmd|x',
    email: 'ada@example.com',
    message: 'Hello,\n"quoted"',
    createdAt: '2026-11-26T10:00:00.000Z',
    readAt: null,
    service: { key: 'wordpress-speed-audit', name: 'WordPress Speed Audit' },
    budget: { key: '1000_5000', currency: 'EUR' },
    timeline: 'asap',
    source: { referrer: 'news.example.org', utmSource: null, utmMedium: null, utmCampaign: null },
    stage: 'won',
    value: { amount: '2400', currency: 'EUR' },
    followUpOn: '2026-11-27',
    notes: '@SUM(A1)',
    history: [],
  };

  it('has one line per lead in labels, with every formula defused and every quote escaped', () => {
    const [head, line, end] = leadsCsv([lead]).split('\r\n');
    expect(head).toBe('received,name,email,stage,service,budget,timeline,referrer,utm_source,utm_medium,utm_campaign,value,currency,follow_up_on,notes,message');
    expect(line).toBe(
      `2026-11-26T10:00:00.000Z,'=cmd|x,ada@example.com,Won,WordPress Speed Audit,"€1,000–5,000",As soon as possible,news.example.org,,,,2400,EUR,2026-11-27,'@SUM(A1),"Hello,\n""quoted"""`,
    );
    expect(end).toBe('');
  });
});
