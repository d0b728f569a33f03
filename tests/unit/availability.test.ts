import { describe, expect, it } from 'vitest';
import { availabilityBadge } from '@/lib/profile/availability';
import { BOOKING_EMBED_ORIGINS, bookingEmbed, bookingPlaceholderDocument } from '@/lib/profile/booking';
import { profileSchema } from '@/lib/profile/schema';

// The profile's availability as visitors read it, and which booking addresses are framed.

const NOW = new Date('2027-03-10T12:00:00Z');
const shown = (status: 'hidden' | 'available' | 'limited' | 'booked', date: string | null = null, note: string | null = null) =>
  availabilityBadge({ status, date, note }, NOW);

describe('availabilityBadge', () => {
  it('says nothing while the status is not shown', () => {
    expect(shown('hidden')).toBeNull();
  });

  it.each([
    ['available', null, { status: 'available', text: 'Available for new projects' }],
    ['limited', '2027-04-03', { status: 'limited', text: 'Limited availability from 3 April 2027' }],
    ['booked', '2027-04-30', { status: 'booked', text: 'Booked until 30 April 2027' }],
    // Booked until today still holds today; the next day reads as available by itself.
    ['booked', '2027-03-10', { status: 'booked', text: 'Booked until 10 March 2027' }],
    ['booked', '2027-03-09', { status: 'available', text: 'Available for new projects' }],
    // Limited from a day that has come: limited now, without a date.
    ['limited', '2027-03-10', { status: 'limited', text: 'Limited availability' }],
    ['limited', '2026-12-01', { status: 'limited', text: 'Limited availability' }],
  ] as const)('reads %s (%s) as the badge says', (status, date, badge) => {
    expect(shown(status, date)).toEqual({ ...badge, note: null });
  });

  it('keeps the note after the status', () => {
    expect(shown('booked', '2027-04-30', 'Happy to talk about work from May')).toEqual({
      status: 'booked',
      text: 'Booked until 30 April 2027',
      note: 'Happy to talk about work from May',
    });
  });

  it('decides by the UTC day, whatever the server\'s zone', () => {
    expect(availabilityBadge({ status: 'booked', date: '2027-03-09', note: null }, new Date('2027-03-09T23:59:59Z'))?.status).toBe('booked');
    expect(availabilityBadge({ status: 'booked', date: '2027-03-09', note: null }, new Date('2027-03-10T00:00:00Z'))?.status).toBe('available');
  });
});

describe('bookingEmbed', () => {
  it.each([
    ['https://cal.com/sam-carter/intro', 'Cal.com'],
    ['https://cal.com/sam-carter', 'Cal.com'],
    ['https://calendly.com/sam-carter/30min', 'Calendly'],
    ['https://CALENDLY.com/sam-carter/30min?month=2027-03', 'Calendly'],
  ])('frames %s (%s) in the page', (url, provider) => {
    expect(bookingEmbed(url)).toEqual({ provider, src: new URL(url).href });
  });

  it.each([
    // Any other https page is a link that opens in a new tab.
    'https://outlook.office365.com/owa/calendar/Sam@example.com/bookings/',
    'https://calendar.app.google/abc123',
    'https://tidycal.com/sam/30-minute-meeting',
    'https://example.com/book',
    // Only the two origins the home page's Content-Security-Policy may frame, and a booking page on them.
    'https://www.calendly.com/sam-carter',
    'https://app.cal.com/sam-carter',
    'https://cal.com/',
    'https://calendly.com',
    'https://cal.com.example.com/sam',
    'https://cal.com:8443/sam',
    'https://sam@cal.com/sam',
    'http://cal.com/sam',
    'javascript:alert(1)',
    'not a url',
  ])('leaves %s unframed', (url) => {
    expect(bookingEmbed(url)).toBeNull();
  });

  it('frames only origins the home page may frame', () => {
    expect(BOOKING_EMBED_ORIGINS).toEqual(['https://cal.com', 'https://calendly.com']);
    for (const url of ['https://cal.com/a', 'https://calendly.com/a']) expect(BOOKING_EMBED_ORIGINS).toContain(new URL(bookingEmbed(url)!.src).origin);
  });

  it('draws a placeholder that loads nothing, escapes the address, and links to the page in the frame', () => {
    const html = bookingPlaceholderDocument({ provider: 'Cal.com', src: 'https://cal.com/sam?x="><script>' });
    expect(html).not.toMatch(/<script|<img|<link|src=|url\(/i);
    expect(html).toContain('<a href="https://cal.com/sam?x=&quot;&gt;&lt;script&gt;">');
    expect(html).toContain('<base target="_self">');
    expect(html).toContain('The calendar loads from Cal.com when you open it.');
  });
});

describe('the profile form\'s availability and booking fields', () => {
  const base = {
    siteName: 'Portfolio',
    name: 'Sam',
    role: 'Lead Developer',
    heroHeading: 'Hello',
    intro: 'Intro',
    description: 'Description',
    contactEmail: 'sam@example.com',
    ...Object.fromEntries([1, 2, 3].flatMap((n) => [[`stat${n}Value`, `${n}`], [`stat${n}Label`, `Stat ${n}`]])),
  };
  const errorsOf = (fields: Record<string, string>) => {
    const result = profileSchema.safeParse({ ...base, ...fields });
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('takes each status, with a date where the status needs one', () => {
    expect(profileSchema.parse(base)).toMatchObject({ availability: 'hidden', availabilityDate: null, availabilityNote: null, bookingUrl: null });
    expect(profileSchema.parse({ ...base, availability: 'booked', availabilityDate: '2027-04-30', availabilityNote: '  Back in May  ' })).toMatchObject({
      availability: 'booked',
      availabilityDate: '2027-04-30',
      availabilityNote: 'Back in May',
    });
    expect(profileSchema.parse({ ...base, availability: 'limited', availabilityDate: '2027-03-03' })).toMatchObject({ availabilityDate: '2027-03-03' });
    expect(profileSchema.parse({ ...base, availability: 'available', availabilityDate: '' })).toMatchObject({ availabilityDate: null });
  });

  it.each([
    [{ availability: 'busy' }, 'availability', 'Choose how your availability shows'],
    [{ availability: 'booked' }, 'availabilityDate', 'Booked until needs a date'],
    [{ availability: 'limited', availabilityDate: '' }, 'availabilityDate', 'Limited from needs a date'],
    [{ availability: 'available', availabilityDate: '2027-03-03' }, 'availabilityDate', 'Only limited and booked availability take a date'],
    [{ availabilityDate: '2027-03-03' }, 'availabilityDate', 'Only limited and booked availability take a date'],
    [{ availability: 'booked', availabilityDate: '2027-02-30' }, 'availabilityDate', 'Enter a date from 2000 to 2100, e.g. 2027-04-30'],
    [{ availability: 'booked', availabilityDate: '1999-12-31' }, 'availabilityDate', 'Enter a date from 2000 to 2100, e.g. 2027-04-30'],
    [{ availabilityNote: 'x'.repeat(121) }, 'availabilityNote', 'Availability note must be at most 120 characters'],
    [{ bookingUrl: 'http://cal.com/sam' }, 'bookingUrl', 'Booking page must be an https:// address, e.g. https://cal.com/you'],
    [{ bookingUrl: 'javascript:alert(1)' }, 'bookingUrl', 'Booking page must be an https:// address, e.g. https://cal.com/you'],
  ])('refuses %j', (fields, path, message) => {
    expect(errorsOf(fields)).toEqual([[path, message]]);
  });

  it('takes any https booking page', () => {
    for (const url of ['https://cal.com/sam', 'https://calendly.com/sam/30min', 'https://tidycal.com/sam', 'https://outlook.office365.com/book/Sam@example.com/']) {
      expect(profileSchema.parse({ ...base, bookingUrl: url }).bookingUrl).toBe(url);
    }
  });
});
