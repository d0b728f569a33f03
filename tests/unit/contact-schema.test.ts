import { describe, expect, it } from 'vitest';
import { CHOICE_FIELDS, contactSchema, validateContact } from '@/lib/messages/schema';
import { BUDGETS, ENQUIRY_TEXTS, OTHER_SERVICE, TIMELINES } from '@/lib/messages/vocabulary';

describe('validateContact', () => {
  it('accepts a complete message', () => {
    expect(validateContact({ name: 'Ada', email: 'ada@example.com', message: 'Hello' })).toBeNull();
  });

  it('requires every field', () => {
    expect(validateContact({ name: ' ', email: '', message: '\n' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada example@x.com', 'ada@example.com?bcc=eve@example.com', 'ada&eve@example.com'])('rejects the email %j', (email) => {
    expect(validateContact({ name: 'Ada', email, message: 'Hi' })).toEqual({
      email: 'Enter a valid email address, e.g. name@example.com',
    });
  });

  it('rejects a message over 5,000 characters', () => {
    expect(validateContact({ name: 'Ada', email: 'ada@example.com', message: 'x'.repeat(5001) })).toEqual({
      message: 'Message must be at most 5,000 characters',
    });
  });
});

describe('contactSchema', () => {
  it('stores line breaks as typed, whatever the browser posted', () => {
    expect(contactSchema.parse({ name: 'Ada', email: 'ada@example.com', message: 'One\r\nTwo\rThree\n' }).message).toBe('One\nTwo\nThree');
  });

  it('counts a CRLF line break as one character of the 5,000', () => {
    const message = `${'x'.repeat(4998)}\r\ny`;
    expect(validateContact({ name: 'Ada', email: 'ada@example.com', message })).toBeNull();
  });
});

describe('an enquiry’s optional choices', () => {
  const message = { name: 'Ada', email: 'ada@example.com', message: 'Hello' };
  const parse = (extra: Record<string, string>) => contactSchema.safeParse({ ...message, ...extra });

  it('are null when left empty or not sent', () => {
    expect(contactSchema.parse(message)).toMatchObject({ service: null, budget: null, timeline: null });
    expect(contactSchema.parse({ ...message, service: '', budget: '', timeline: '' })).toMatchObject({ service: null, budget: null, timeline: null });
  });

  it.each(BUDGETS)('take the budget %s', (budget) => {
    expect(parse({ budget }).data?.budget).toBe(budget);
  });

  it.each(TIMELINES)('take the timeline %s', (timeline) => {
    expect(parse({ timeline }).data?.timeline).toBe(timeline);
  });

  it.each(['wordpress-care', 'power-bi-dashboards', 'seo2', OTHER_SERVICE])('take the service %s', (service) => {
    expect(parse({ service }).data?.service).toBe(service);
  });

  it.each([
    ['budget', 'a_million'],
    ['budget', 'UNDER_1000'],
    ['timeline', 'yesterday'],
    ['service', 'WordPress Care'],
    ['service', 'care--plan'],
    ['service', '-care'],
    ['service', 'x'.repeat(81)],
  ])('refuse the %s %j with one message', (field, value) => {
    const result = parse({ [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([[field, ENQUIRY_TEXTS.invalidChoice]]);
  });

  it('leave the browser’s check to the typed fields: a choice is the server’s to refuse', () => {
    expect(CHOICE_FIELDS).toEqual(['service', 'budget', 'timeline']);
    expect(validateContact({ name: '', email: 'ada@example.com', message: 'Hi' })).toEqual({ name: 'Name is required' });
  });
});

describe('where an enquiry came from', () => {
  const message = { name: 'Ada', email: 'ada@example.com', message: 'Hello' };
  const parse = (extra: Record<string, string>) => contactSchema.parse({ ...message, ...extra });

  it('keeps a referrer’s host and the campaign as plain lower-case names', () => {
    expect(parse({ referrer: 'WWW.Google.com', utm_source: ' LinkedIn ', utm_medium: 'social', utm_campaign: 'spring_2027.v2' })).toMatchObject({
      referrer: 'www.google.com',
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'spring_2027.v2',
    });
    expect(parse({ referrer: '[2001:db8::1]:8080' }).referrer).toBe('[2001:db8::1]:8080');
  });

  it.each([
    ['an address', 'ada@example.com'],
    ['free text', 'my newsletter'],
    ['a path', 'example.com/x'],
    ['a long name', 'x'.repeat(101)],
    ['markup', '<b>x</b>'],
    ['nothing', ''],
  ])('drops %s as a campaign instead of refusing the message', (_what, value) => {
    expect(parse({ utm_source: value, utm_medium: value, utm_campaign: value })).toMatchObject({ utm_source: null, utm_medium: null, utm_campaign: null });
  });

  it.each(['ada@example.com', 'my newsletter', 'example.com/x', '<b>x</b>', 'x'.repeat(254), ''])('drops the referrer %j', (referrer) => {
    expect(parse({ referrer }).referrer).toBeNull();
  });
});
