import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPublicServices, serviceList, setServiceStatus } from '@/lib/services/list';
import { SERVICE_COLUMNS, SERVICE_CONSTRAINT_MESSAGES } from '@/lib/services/model';
import { formatPrice } from '@/lib/services/price';
import { newServiceSchema, serviceSchema } from '@/lib/services/schema';
import { SERVICE_LIMITS } from '@/lib/services/vocabulary';
import { describeWriteError } from '@/lib/data/write-result';
import { SEEDED_SERVICES } from '../../scripts/harness/seed.mjs';
import { anonClient, backend, freshUserClient, ownerClient } from './clients';
import { constraintsOf, migrations } from './schema-drift';

// Services as the database enforces them: visitors read published services only, only the owner
// writes, and the database refuses what the form refuses, in the form's words.

/** What the form posts. */
const posted = (overrides: Record<string, string> = {}) => ({
  name: `Service ${randomUUID().slice(0, 8)}`,
  outcome: 'A result in one line.',
  description: 'What it is, **in Markdown**.',
  included: 'One thing\nAnother thing',
  pricing: 'from',
  priceAmount: '1500',
  priceCurrency: 'EUR',
  category: 'wordpress',
  ...overrides,
});
const input = (overrides: Record<string, string> = {}) => newServiceSchema.parse(posted(overrides));

/** A row as a script would insert it through /rest/v1, straight past the form. */
const row = (overrides: Record<string, unknown> = {}) => ({ name: `Row ${randomUUID().slice(0, 8)}`, outcome: 'O', description: 'D', category: 'other', ...overrides });

let owner: SupabaseClient;
const created: string[] = [];
beforeAll(async () => {
  owner = await ownerClient();
});
afterAll(async () => {
  if (created.length) await owner.from('services').delete().in('id', created);
});

async function add(overrides: Record<string, string> = {}) {
  const result = await serviceList.create(owner, input(overrides));
  if (!result.ok) throw new Error(result.message);
  created.push(result.value.id);
  return result.value;
}

/** What the public key reads over the REST API, as any script would. */
async function publicSlugs(): Promise<string[]> {
  const response = await fetch(`${backend.url}/rest/v1/services?select=slug&order=display_order`, { headers: { apikey: backend.publishableKey } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { slug: string }[]).map((item) => item.slug);
}

describe('the table', () => {
  it('has the columns and constraints the code names', async () => {
    const { data } = await owner.from('services').select('*').eq('id', SEEDED_SERVICES.carePlan.id).single();
    expect(Object.keys(data!).sort()).toEqual([...SERVICE_COLUMNS].sort());
    expect(migrations).toContain('constraint services_slug_key unique (slug)');
    expect(Object.keys(SERVICE_CONSTRAINT_MESSAGES).sort()).toEqual([...constraintsOf('services'), 'services_slug_key'].sort());
  });

  it('holds the seeded services, published and in order, one of them on request; the amount is its exact decimal text', async () => {
    const services = await listPublicServices();
    expect(services.map((service) => service.slug)).toEqual(Object.values(SEEDED_SERVICES).map((service) => service.slug));
    expect(services.filter((service) => service.price === null)).toHaveLength(1);
    expect(services.find((service) => service.slug === SEEDED_SERVICES.carePlan.slug)!.price).toEqual({ amount: '249', currency: 'EUR' });
    const cents = await add({ priceAmount: '99.50', priceCurrency: 'GBP', status: 'draft' });
    // Written and read as a JSON number: the same decimal, without its trailing zero.
    expect(cents.price).toEqual({ amount: '99.5', currency: 'GBP' });
    expect(formatPrice(cents.price)).toBe('From £99.50');
  });
});

for (const [who, client] of [
  ['an anonymous visitor', async () => anonClient()],
  ['a signed-in account that is not the owner', freshUserClient],
] as const) {
  describe(who, () => {
    it('cannot add, edit, publish, reorder or delete a service, whatever it sends to /rest/v1', async () => {
      const db = await client();
      const draft = await add({ status: 'draft' });
      const before = await serviceList.list(owner);
      const attempts = await Promise.all([
        db.from('services').insert([row({ status: 'published' })]),
        db.from('services').update({ name: 'Defaced' }).eq('id', SEEDED_SERVICES.carePlan.id).select('id'),
        db.from('services').update({ status: 'published' }).eq('id', draft.id).select('id'),
        db.from('services').delete().eq('id', SEEDED_SERVICES.speedAudit.id).select('id'),
        db.rpc('move_row', { list_name: 'services', row_id: SEEDED_SERVICES.healthCheck.id, direction: 'up' }),
      ]);
      expect(attempts[0].error?.code).toBe('42501');
      expect(attempts[1].data ?? []).toEqual([]);
      expect(attempts[2].data ?? []).toEqual([]);
      expect(attempts[3].data ?? []).toEqual([]);
      expect(attempts[4].error?.code).toBe('42501');
      expect(await serviceList.list(owner)).toEqual(before);
      // The data layer says why, in the owner's words.
      expect(await serviceList.move(db, SEEDED_SERVICES.healthCheck.id, 'up')).toMatchObject({ ok: false, reason: 'forbidden' });
      expect(await serviceList.delete(db, SEEDED_SERVICES.healthCheck.id)).toMatchObject({ ok: false });
    });

    it('cannot read a draft, by list or by id', async () => {
      const db = await client();
      const draft = await add({ status: 'draft' });
      const { data } = await db.from('services').select('id, status');
      expect(data!.map((item) => item.status)).not.toContain('draft');
      expect((await db.from('services').select('id').eq('id', draft.id)).data).toEqual([]);
    });
  });
}

describe('the owner', () => {
  it('adds a draft, publishes, edits, moves, unpublishes and deletes a service; visitors see only what is published', async () => {
    const service = await add({ status: 'draft', name: 'Café Audit' });
    expect(service.slug).toBe('cafe-audit');
    expect(await publicSlugs()).not.toContain(service.slug);

    const published = await setServiceStatus(owner, service.id, 'published');
    expect(published).toMatchObject({ ok: true, value: { status: 'published' } });
    expect((await publicSlugs()).at(-1)).toBe(service.slug);

    const edited = await serviceList.update(owner, service.id, input({ name: 'Café Audit', slug: 'cafe-review', pricing: 'on_request', priceAmount: '', priceCurrency: '', status: 'draft' }));
    // An edit keeps the status, whatever the form's status would say for a new service.
    expect(edited).toMatchObject({ ok: true, value: { slug: 'cafe-review', price: null, status: 'published' } });

    const position = async () => (await serviceList.list(owner)).findIndex((item) => item.id === service.id);
    const before = await position();
    expect(await serviceList.move(owner, service.id, 'up')).toEqual({ ok: true, value: true });
    expect(await position()).toBe(before - 1);

    expect(await setServiceStatus(owner, service.id, 'draft')).toMatchObject({ ok: true, value: { status: 'draft' } });
    expect(await publicSlugs()).not.toContain('cafe-review');
    expect(await serviceList.delete(owner, service.id)).toEqual({ ok: true, value: undefined });
    expect(await serviceList.delete(owner, service.id)).toMatchObject({ ok: false, reason: 'not_found' });
  });

  it('gets a slug made unique from the name when none is given', async () => {
    const [first, second] = [await add({ name: 'Twin Service', status: 'draft' }), await add({ name: 'Twin Service', status: 'draft' })];
    expect([first.slug, second.slug]).toEqual(['twin-service', 'twin-service-2']);
    const taken = await serviceList.update(owner, second.id, input({ name: 'Twin Service', slug: 'twin-service', status: 'draft' }));
    expect(taken).toEqual({ ok: false, reason: 'invalid', message: SERVICE_CONSTRAINT_MESSAGES.services_slug_key });
  });
});

describe('the database refuses what the form refuses, in the form\'s words', () => {
  const refusal = async (values: Record<string, unknown>) => {
    const { error } = await owner.from('services').insert([row(values)]);
    expect(error?.code).toBe('23514');
    return describeWriteError(error!, { forbidden: '', constraints: SERVICE_CONSTRAINT_MESSAGES, failed: '' }).message;
  };
  const messages = SERVICE_CONSTRAINT_MESSAGES;

  it.each([
    ['a negative price', { price_amount: -1, price_currency: 'EUR' }, messages.services_price_amount_valid],
    ['a price of 0', { price_amount: 0, price_currency: 'EUR' }, messages.services_price_amount_valid],
    ['a price over the limit', { price_amount: SERVICE_LIMITS.priceAmount + 0.01, price_currency: 'EUR' }, messages.services_price_amount_valid],
    ['a price with three decimals', { price_amount: '10.005', price_currency: 'EUR' }, messages.services_price_amount_valid],
    ['an unknown currency', { price_amount: 100, price_currency: 'EUX' }, messages.services_price_currency_valid],
    ['a currency in lower case', { price_amount: 100, price_currency: 'eur' }, messages.services_price_currency_valid],
    ['a price without a currency', { price_amount: 100 }, messages.services_price_complete],
    ['a currency without a price', { price_currency: 'EUR' }, messages.services_price_complete],
    ['9 included items', { included: Array.from({ length: 9 }, (_, i) => `Item ${i}`) }, messages.services_included_valid],
    ['a blank included item', { included: ['Fine', '\n '] }, messages.services_included_valid],
    ['a NULL included item', { included: ['Fine', null] }, messages.services_included_valid],
    ['a blank name', { name: ' \n\t ' }, messages.services_name_length],
    ['a name over the limit', { name: 'x'.repeat(SERVICE_LIMITS.name + 1) }, messages.services_name_length],
    ['an outcome on two lines', { outcome: 'One\nTwo' }, messages.services_outcome_valid],
    ['a blank description', { description: '\u00a0' }, messages.services_description_length],
    ['a blank duration', { duration: ' ' }, messages.services_duration_length],
    ['an unknown category', { category: 'seo' }, messages.services_category_valid],
    ['an unknown status', { status: 'archived' }, messages.services_status_valid],
    ['a malformed slug', { slug: 'Not A Slug' }, messages.services_slug_format],
  ])('%s', async (_what, values, message) => {
    expect(await refusal(values)).toBe(message);
  });

  it('takes the largest price the form accepts, with two decimals, and eight included items', async () => {
    const { data, error } = await owner
      .from('services')
      .insert([row({ price_amount: '1000000.00', price_currency: 'JPY', included: Array.from({ length: 8 }, (_, i) => `Item ${i}`), status: 'draft' })])
      .select('id, price_amount::text');
    expect(error).toBeNull();
    created.push(data![0]!.id);
    expect(Number(data![0]!.price_amount)).toBe(SERVICE_LIMITS.priceAmount);
  });

  it('and the form refuses the same', () => {
    const fails = (overrides: Record<string, string>) => serviceSchema.safeParse(posted(overrides)).success === false;
    expect(fails({ priceAmount: '-1' })).toBe(true);
    expect(fails({ priceAmount: '1000000.01' })).toBe(true);
    expect(fails({ priceAmount: '10.005' })).toBe(true);
    expect(fails({ priceCurrency: 'EUX' })).toBe(true);
    expect(fails({ priceCurrency: '' })).toBe(true);
    expect(fails({ included: Array.from({ length: 9 }, (_, i) => `Item ${i}`).join('\n') })).toBe(true);
    expect(fails({ name: ' \n ' })).toBe(true);
  });
});
