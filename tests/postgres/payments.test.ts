import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { connectAsApi, FIXTURE_MESSAGE, FIXTURE_USERS, type Query } from './access';

// Payments on a real PostgreSQL with a hosted project's grants: the amount due is the database's,
// in the currency's minor unit; only the token of an accepted, current version opens a payment
// page; a Stripe event counts once, and only when its amount and currency match the amount due;
// the owner reads payments and records their own, and nobody writes the table directly.

const api = connectAsApi();
const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

async function become(query: Query, caller: 'anon' | 'stranger' | 'owner' | 'service_role') {
  const role = caller === 'stranger' || caller === 'owner' ? 'authenticated' : caller;
  await query(`set local role ${role}`);
  const claims = role === 'authenticated' ? { sub: FIXTURE_USERS[caller as 'owner'], role, aud: 'authenticated' } : { role };
  await query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
}

type Terms = { terms?: string; deposit?: string | null; method?: string; currency?: string; lines?: [string, string][]; messageId?: string | null };

/** A proposal as the owner writes it, with its payment terms. */
async function makeProposal(query: Query, { terms = 'deposit_percent', deposit = '50', method = 'stripe', currency = 'EUR', lines = [['1', '1000.00']], messageId = null }: Terms = {}) {
  const token = newToken();
  const fields = { client_name: 'Acme', client_email: 'ann@acme.example', title: 'Dashboards', currency, valid_until: '2999-12-31', token_hash: hashOf(token), payment_terms: terms, deposit_value: deposit, payment_method: method, message_id: messageId };
  const id = (await query<{ id: string }>('select public.create_proposal($1, $2) as id', [fields, JSON.stringify(lines.map(([quantity, unit_price], i) => ({ description: `Line ${i}`, quantity, unit_price })))])).rows[0]!.id;
  return { id, token };
}

const dueOf = async (query: Query, id: string) => (await query<{ due: string }>('select amount_due::text as due from public.proposal_totals where proposal_id = $1', [id])).rows[0]!.due;

async function accept(query: Query, token: string) {
  await become(query, 'service_role');
  const version = (await query<{ doc: { version_hash: string } }>('select public.open_proposal($1) as doc', [token])).rows[0]!.doc.version_hash;
  return (await query<{ answer: string }>(`select public.answer_proposal($1, 'accept', $2, 'Ann') as answer`, [token, version])).rows[0]!.answer;
}

const begin = async (query: Query, token: string) => (await query<{ r: Record<string, unknown> | null }>('select public.begin_checkout($1) as r', [token])).rows[0]!.r;

const sessionEvent = (type: string, paymentId: string, overrides: Record<string, unknown> = {}) => ({
  id: `evt_${randomBytes(8).toString('hex')}`,
  type,
  created: Math.floor(Date.now() / 1000),
  data: { object: { id: 'cs_test_1', object: 'checkout.session', amount_total: 50000, currency: 'eur', payment_status: 'paid', payment_intent: 'pi_1', metadata: { payment_id: paymentId }, ...overrides } },
});

const record = async (query: Query, event: object) => (await query<{ r: string }>('select public.record_stripe_event($1) as r', [event])).rows[0]!.r;

describe('the amount due', () => {
  it.each([
    ['a 50 % deposit of €1,000.00', { terms: 'deposit_percent', deposit: '50' }, '500.00'],
    ['a 33.33 % deposit of €1,000.00, to the cent', { terms: 'deposit_percent', deposit: '33.33' }, '333.30'],
    ['a 12.5 % deposit of ¥100,001, in whole yen', { terms: 'deposit_percent', deposit: '12.5', currency: 'JPY', lines: [['1', '100001']] as [string, string][] }, '12500'],
    ['a 10 % deposit of KWD 10.01, in fils', { terms: 'deposit_percent', deposit: '10', currency: 'KWD', lines: [['1', '10.01']] as [string, string][] }, '1.001'],
    ['a deposit amount above the total: the total', { terms: 'deposit_amount', deposit: '5000' }, '1000.00'],
    ['the full amount', { terms: 'full', deposit: null }, '1000.00'],
    ['nothing asked', { terms: 'none', deposit: null }, '0'],
  ])('is %s', async (_name, terms, due) => {
    expect(await api.as('owner', async (query) => dueOf(query, (await makeProposal(query, terms as Terms)).id))).toBe(due);
  });

  it('refuses terms that do not add up', async () => {
    for (const terms of [{ terms: 'deposit_percent', deposit: null }, { terms: 'deposit_percent', deposit: '120' }, { terms: 'full', deposit: '10' }, { terms: 'deposit_amount', deposit: '0.001' }, { terms: 'later', deposit: null }]) {
      const error = await api.as('owner', (query) => makeProposal(query, terms).then(() => null, (failure: { constraint?: string }) => failure.constraint));
      expect(error, JSON.stringify(terms)).toBe('proposals_payment_terms_valid');
    }
  });

  it('is part of the version the client accepts: changed terms are a changed proposal', async () => {
    const outcome = await api.as('owner', async (query) => {
      const made = await makeProposal(query);
      await become(query, 'anon');
      const before = (await query<{ doc: { version_hash: string } }>('select public.open_proposal($1) as doc', [made.token])).rows[0]!.doc.version_hash;
      await become(query, 'owner');
      await query(`update public.proposals set deposit_value = 40 where id = $1`, [made.id]);
      await become(query, 'service_role');
      return (await query<{ a: string }>(`select public.answer_proposal($1, 'accept', $2, 'Ann') as a`, [made.token, before])).rows[0]!.a;
    });
    expect(outcome).toBe('changed');
  });
});

describe('a payment page', () => {
  it('opens only for the token of an accepted, current version that owes something by Stripe', async () => {
    const outcome = await api.as('owner', async (query) => {
      const open = await makeProposal(query);
      const declined = await makeProposal(query);
      const byTransfer = await makeProposal(query, { method: 'instructions' });
      const replaced = await makeProposal(query);
      const nothing = await makeProposal(query, { terms: 'none', deposit: null });
      await become(query, 'service_role');
      const version = (await query<{ doc: { version_hash: string } }>('select public.open_proposal($1) as doc', [declined.token])).rows[0]!.doc.version_hash;
      await query(`select public.answer_proposal($1, 'decline', $2)`, [declined.token, version]);
      for (const made of [byTransfer, replaced, nothing]) await accept(query, made.token);
      await become(query, 'owner');
      await query(`insert into public.proposals (previous_id, client_name, title, currency, valid_until, token_hash) values ($1, 'Acme', 'v2', 'EUR', '2999-12-31', $2)`, [replaced.id, hashOf(newToken())]);
      await become(query, 'service_role');
      return Promise.all([open, declined, byTransfer, replaced, { token: newToken() }].map((made) => begin(query, made.token)).concat(begin(query, nothing.token)));
    });
    expect(outcome).toEqual([null, null, null, null, null, { outcome: 'none' }]);
  });

  it('is one at a time: a valid open page is reused, never a second payment for one amount due', async () => {
    const outcome = await api.as('owner', async (query) => {
      const made = await makeProposal(query, { messageId: FIXTURE_MESSAGE });
      await accept(query, made.token);
      const first = (await begin(query, made.token))!;
      await query(`select public.attach_checkout($1, 'cs_test_1', 'https://checkout.stripe.com/c/pay/cs_test_1', now() + interval '1 hour')`, [first.payment_id]);
      const second = await begin(query, made.token);
      await become(query, 'owner');
      const count = (await query<{ n: number }>('select count(*)::int as n from public.payments where proposal_id = $1', [made.id])).rows[0]!.n;
      return { first, second, count };
    });
    expect(outcome.first).toMatchObject({ outcome: 'create', amount: '500.00', amount_minor: 50000, currency: 'eur', client_email: 'ann@acme.example', version: 1 });
    expect(outcome.second).toEqual({ outcome: 'reuse', url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    expect(outcome.count).toBe(1);
  });
});

describe('Stripe events', () => {
  async function paymentPage(query: Query, terms: Terms = {}) {
    const made = await makeProposal(query, { messageId: FIXTURE_MESSAGE, ...terms });
    await accept(query, made.token);
    const page = (await begin(query, made.token))!;
    const session = `cs_test_${randomBytes(6).toString('hex')}`;
    await query(`select public.attach_checkout($1, $2, 'https://checkout.stripe.com/c/pay/' || $2, now() + interval '1 hour')`, [page.payment_id, session]);
    return { ...made, paymentId: page.payment_id as string };
  }
  /** The payment as the owner reads it; the caller goes on as the server's key. */
  async function paymentOf(query: Query, id: string) {
    await become(query, 'owner');
    const row = (await query('select status, amount::text, amount_refunded::text, paid_at is not null as dated, mismatch is not null as mismatched from public.payments where id = $1', [id])).rows[0];
    await become(query, 'service_role');
    return row;
  }

  it('count a matching payment once: a replay changes nothing; the lead is won with the amount paid', async () => {
    const outcome = await api.as('owner', async (query) => {
      const { paymentId } = await paymentPage(query);
      const event = sessionEvent('checkout.session.completed', paymentId);
      const results = [await record(query, event), await record(query, event)];
      const payment = await paymentOf(query, paymentId);
      await become(query, 'owner');
      const lead = (await query('select stage, value_amount::text, value_currency from public.messages where id = $1', [FIXTURE_MESSAGE])).rows[0];
      return { results, payment, lead };
    });
    expect(outcome).toEqual({
      results: ['paid', 'duplicate'],
      payment: { status: 'paid', amount: '500.00', amount_refunded: '0', dated: true, mismatched: false },
      lead: { stage: 'won', value_amount: '500.00', value_currency: 'EUR' },
    });
  });

  it.each([
    ['an amount that is not the amount due', { amount_total: 49999 }],
    ['another currency', { currency: 'usd' }],
  ])('never count %s as paid: the mismatch is kept for the owner', async (_name, overrides) => {
    const outcome = await api.as('owner', async (query) => {
      const { paymentId } = await paymentPage(query);
      const result = await record(query, sessionEvent('checkout.session.completed', paymentId, overrides));
      return { result, payment: await paymentOf(query, paymentId) };
    });
    expect(outcome).toEqual({ result: 'mismatch', payment: { status: 'mismatch', amount: '500.00', amount_refunded: '0', dated: false, mismatched: true } });
  });

  it('keep an event for an unknown payment, and change nothing', async () => {
    const outcome = await api.as('service_role', async (query) => {
      const result = await record(query, sessionEvent('checkout.session.completed', '00000000-0000-4000-8000-000000000000'));
      await become(query, 'owner');
      const stored = (await query<{ outcome: string }>(`select outcome from public.payment_events order by received_at desc limit 1`)).rows[0];
      return { result, stored };
    });
    expect(outcome).toEqual({ result: 'unknown', stored: { outcome: 'unknown' } });
  });

  it('arriving out of order never undo a payment: an expiry or failure after it is stale; a late success after expiry still counts', async () => {
    const outcome = await api.as('owner', async (query) => {
      const paid = await paymentPage(query);
      const first = [await record(query, sessionEvent('checkout.session.completed', paid.paymentId)), await record(query, sessionEvent('checkout.session.expired', paid.paymentId)),
        await record(query, sessionEvent('checkout.session.async_payment_failed', paid.paymentId))];
      await become(query, 'owner');
      const late = await paymentPage(query);
      const second = [await record(query, sessionEvent('checkout.session.expired', late.paymentId)), await record(query, sessionEvent('checkout.session.completed', late.paymentId, { payment_status: 'unpaid' })),
        await record(query, sessionEvent('checkout.session.async_payment_succeeded', late.paymentId))];
      return { first, second, paid: (await paymentOf(query, paid.paymentId))!.status, late: (await paymentOf(query, late.paymentId))!.status };
    });
    expect(outcome).toEqual({ first: ['paid', 'stale', 'stale'], second: ['expired', 'processing', 'paid'], paid: 'paid', late: 'paid' });
  });

  it('record a refund in full or in part', async () => {
    const outcome = await api.as('owner', async (query) => {
      const { paymentId } = await paymentPage(query);
      await record(query, sessionEvent('checkout.session.completed', paymentId));
      const refund = (amount: number) => ({ id: `evt_${randomBytes(8).toString('hex')}`, type: 'charge.refunded', created: Math.floor(Date.now() / 1000), data: { object: { id: 'ch_1', payment_intent: 'pi_1', amount_refunded: amount } } });
      await record(query, refund(10000));
      const partial = await paymentOf(query, paymentId);
      await record(query, refund(50000));
      return { partial, full: await paymentOf(query, paymentId) };
    });
    expect(outcome.partial).toMatchObject({ status: 'partially_refunded', amount_refunded: '100' });
    expect(outcome.full).toMatchObject({ status: 'refunded', amount_refunded: '500' });
  });
});

describe('who reads and writes payments', () => {
  it('lets the owner read payments and record their own; nobody writes the table directly', async () => {
    const outcome = await api.as('owner', async (query) => {
      const made = await makeProposal(query, { method: 'instructions' });
      const id = (await query<{ id: string }>(`select public.record_manual_payment($1, 250, '2027-01-10', 'Bank transfer', 'IBAN ending 42') as id`, [made.id])).rows[0]!.id;
      const row = (await query('select source, status, amount::text, currency, method, note from public.payments where id = $1', [id])).rows[0];
      await become(query, 'stranger');
      const stranger = (await query('select count(*)::int as n from public.payments')).rows[0];
      return { row, stranger };
    });
    expect(outcome).toEqual({ row: { source: 'manual', status: 'paid', amount: '250', currency: 'EUR', method: 'Bank transfer', note: 'IBAN ending 42' }, stranger: { n: 0 } });
    for (const caller of ['anon', 'stranger', 'owner', 'service_role'] as const) {
      expect((await api.refusal(caller, `insert into public.payments (reference, client_name, source, status, amount, currency, method, paid_at) values ('P', 'X', 'manual', 'paid', 1, 'EUR', 'cash', now())`)).code).toBe('42501');
      expect((await api.refusal(caller, `update public.payments set status = 'paid'`)).code).toBe('42501');
    }
    for (const caller of ['anon', 'stranger'] as const) {
      expect((await api.refusal(caller, `select public.record_manual_payment(gen_random_uuid(), 1, '2027-01-01', 'cash')`)).code).toBe('42501');
    }
  });

  it('lets only the server\'s key start a payment page or record a Stripe event', async () => {
    for (const caller of ['anon', 'stranger', 'owner'] as const) {
      expect((await api.refusal(caller, `select public.begin_checkout('x')`)).code).toBe('42501');
      expect((await api.refusal(caller, `select public.record_stripe_event('{}'::jsonb)`)).code).toBe('42501');
    }
  });
});
