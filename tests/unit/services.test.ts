import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from '@/lib/validation/currencies';
import { formatPrice } from '@/lib/services/price';
import { newServiceSchema, priceOf, serviceSchema } from '@/lib/services/schema';
import { servicesJsonLd } from '@/lib/services/structured-data';
import { serviceContactHref } from '@/lib/services/vocabulary';
import { toService, toServiceRow, type Service } from '@/lib/services/model';
import type { Profile } from '@/lib/profile/model';

const posted = (overrides: Record<string, string> = {}) => ({
  name: 'WordPress Care Plan',
  outcome: 'Kept fast and safe.',
  description: 'Updates and **backups**.',
  included: 'Updates\n\n  Backups  \n',
  pricing: 'from',
  priceAmount: '249',
  priceCurrency: 'EUR',
  category: 'wordpress',
  ...overrides,
});

/** The first error of each field, as the form shows them. */
const errorsOf = (overrides: Record<string, string>) => {
  const parsed = serviceSchema.safeParse(posted(overrides));
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

describe('a price as visitors read it', () => {
  it.each([
    [{ amount: '1500', currency: 'EUR' }, 'From €1,500'],
    [{ amount: '1500.00', currency: 'EUR' }, 'From €1,500'],
    [{ amount: '99.5', currency: 'GBP' }, 'From £99.50'],
    [{ amount: '99.50', currency: 'GBP' }, 'From £99.50'],
    [{ amount: '2000', currency: 'USD' }, 'From US$2,000'],
    [{ amount: '1000000', currency: 'CHF' }, 'From CHF\u00a01,000,000'],
    [null, 'On request'],
  ] as const)('%j is %s', (price, text) => {
    expect(formatPrice(price)).toBe(text);
  });

  it('lists each ISO 4217 code once, in order, and formats every one with Intl', () => {
    expect(CURRENCY_CODES.every((code) => /^[A-Z]{3}$/.test(code))).toBe(true);
    expect([...new Set(CURRENCY_CODES)].sort()).toEqual([...CURRENCY_CODES]);
    for (const currency of CURRENCY_CODES) expect(formatPrice({ amount: '10', currency })).toMatch(/^From \D*10\D*$/);
  });
});

describe('the service form', () => {
  it('reads one included item per line and a price with thousands separators as its exact decimal', () => {
    const input = newServiceSchema.parse(posted({ priceAmount: ' 1,500.50 ' }));
    expect(input.included).toEqual(['Updates', 'Backups']);
    expect(priceOf(input)).toEqual({ amount: '1500.50', currency: 'EUR' });
    expect(input.status).toBe('published');
    expect(input.slug).toBeNull();
  });

  it('drops whatever the price fields hold when the price is on request', () => {
    expect(priceOf(serviceSchema.parse(posted({ pricing: 'on_request', priceAmount: '-3', priceCurrency: 'nope' })))).toBeNull();
  });

  it.each([
    [{ priceAmount: '' }, 'priceAmount', 'Price is required, or choose On request'],
    [{ priceAmount: '0' }, 'priceAmount', /^Price must be a number above 0/],
    [{ priceAmount: '-5' }, 'priceAmount', /^Price must be/],
    [{ priceAmount: '1000000.01' }, 'priceAmount', /^Price must be/],
    [{ priceAmount: '12.345' }, 'priceAmount', /^Price must be/],
    [{ priceAmount: '1e3' }, 'priceAmount', /^Price must be/],
    [{ priceCurrency: '' }, 'priceCurrency', /^Choose the currency/],
    [{ priceCurrency: 'EUX' }, 'priceCurrency', /^Choose the currency/],
    [{ pricing: 'free' }, 'pricing', 'Choose a starting price or On request'],
    [{ name: ' \n ' }, 'name', 'Name is required'],
    [{ outcome: 'One\nTwo' }, 'outcome', 'Outcome must be one line'],
    [{ included: Array.from({ length: 9 }, (_, i) => `Item ${i}`).join('\n') }, 'included', 'At most 8 included items, one per line'],
    [{ included: 'x'.repeat(121) }, 'included', 'Each included item must be at most 120 characters'],
    [{ slug: 'Not a slug!' }, 'slug', /^Slug must be lowercase/],
    [{ category: 'seo' }, 'category', /^Choose a category/],
  ])('refuses %j', (overrides, field, message) => {
    const errors = errorsOf(overrides);
    expect(Object.keys(errors)).toEqual([field]);
    if (typeof message === 'string') expect(errors[field]).toBe(message);
    else expect(errors[field]).toMatch(message);
  });

  it('takes a lower-case currency code and the largest price', () => {
    expect(priceOf(serviceSchema.parse(posted({ priceAmount: '1000000', priceCurrency: 'gbp' })))).toEqual({ amount: '1000000', currency: 'GBP' });
  });
});

describe('a price through the API', () => {
  // The numeric column travels as a JSON number both ways (toServiceRow, toService).
  const decimal = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  const withoutTrailingZeros = (text: string) => text.replace(/\.?0+$/, '');

  it('is the same decimal there and back for every amount the CHECK allows at either end of the range', () => {
    const cents = [...Array.from({ length: 200_000 }, (_, i) => i + 1), ...Array.from({ length: 200_000 }, (_, i) => 100_000_000 - i)];
    const changed = cents
      .map(decimal)
      .filter((text) => {
        const sent = JSON.stringify(Number(text));
        return sent !== withoutTrailingZeros(text) || String(JSON.parse(sent)) !== sent;
      });
    expect(changed).toEqual([]);
    // 400,000 amounts: a few hundred milliseconds alone, longer beside the rest of `npm test`.
  }, 30_000);

  it('is written as a number and read back as the decimal the form took', () => {
    const row = toServiceRow(serviceSchema.parse(posted({ priceAmount: '1,500.50', priceCurrency: 'gbp' })));
    expect(row).toMatchObject({ price_amount: 1500.5, price_currency: 'GBP' });
    const stored = { ...row, id: 'id', slug: 'care', display_order: 1, status: 'published', created_at: '2026-11-26 10:00:00+00', updated_at: '2026-11-26 10:00:00+00' };
    const read = toService({ ...stored, price_amount: JSON.parse(JSON.stringify(row.price_amount)) as number } as Parameters<typeof toService>[0]);
    expect(read.price).toEqual({ amount: '1500.5', currency: 'GBP' });
    expect(formatPrice(read.price)).toBe('From £1,500.50');
  });
});

describe('the contact link and structured data', () => {
  const service = (overrides: Partial<Service>): Service => ({
    id: 'id',
    name: 'Speed Audit',
    slug: 'speed-audit',
    outcome: 'Faster pages.',
    description: 'A **review** of [your site](https://example.com).',
    included: [],
    price: { amount: '750', currency: 'EUR' },
    duration: '1 week',
    category: 'wordpress',
    featured: false,
    status: 'published',
    updatedAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  });

  it('chooses the service in the contact form', () => {
    expect(serviceContactHref('speed-audit')).toBe('/?service=speed-audit#contact');
  });

  it('describes each service provided by the owner, with an offer only where a price is set', () => {
    const profile = { name: 'Sam Carter' } as Profile;
    const data = servicesJsonLd([service({}), service({ slug: 'health-check', name: 'Health Check', price: null })], profile, 'https://example.com');
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@graph'][0]).toEqual({
      '@type': 'Service',
      '@id': 'https://example.com/services#service-speed-audit',
      name: 'Speed Audit',
      slogan: 'Faster pages.',
      description: 'A review of your site.',
      serviceType: 'WordPress',
      url: 'https://example.com/services#service-speed-audit',
      provider: { '@type': 'Person', name: 'Sam Carter', url: 'https://example.com' },
      offers: { '@type': 'Offer', price: '750', priceCurrency: 'EUR', url: 'https://example.com/?service=speed-audit#contact' },
    });
    expect(data['@graph'][1]).not.toHaveProperty('offers');
  });
});
