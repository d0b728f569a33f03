import { createHash, randomBytes } from 'node:crypto';
import { headers } from 'next/headers';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startStripeStandIn } from '../../scripts/harness/stripe-stand-in.mjs';
import { anonClient, ownerClient, serverClient } from './clients';

// A payment page made through Stripe's official SDK, pointed (by its documented host, port and
// protocol options) at the stand-in of Stripe's API on this machine: exactly the parameters the
// site sends, from the database's figures, once per amount due.

vi.mock('next/headers', () => ({ headers: vi.fn() }));

const KEYS = { secretKey: 'sk_test_integration', webhookSecret: 'whsec_integration' };
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let startCheckout: typeof import('@/lib/payments/checkout').startCheckout;
let owner: SupabaseClient;
let clients = 0;

beforeAll(async () => {
  stripe = await startStripeStandIn(KEYS);
  vi.stubEnv('STRIPE_SECRET_KEY', KEYS.secretKey);
  vi.stubEnv('STRIPE_WEBHOOK_SECRET', KEYS.webhookSecret);
  vi.stubEnv('STRIPE_API_BASE', stripe.url);
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://portfolio.example.com');
  // lib/env reads the environment once: import the payments code afresh, after the settings.
  vi.resetModules();
  ({ startCheckout } = await import('@/lib/payments/checkout'));
  owner = await ownerClient();
});
afterAll(async () => {
  await owner.from('proposals').delete().eq('client_name', 'Stripe Client');
  await stripe.stop();
  vi.unstubAllEnvs();
});
beforeEach(() => {
  vi.mocked(headers).mockResolvedValue(new Headers({ 'x-forwarded-for': `192.0.2.${++clients}` }) as unknown as Awaited<ReturnType<typeof headers>>);
});

/** An accepted proposal asking for `terms`, paid by Stripe; its token. */
async function acceptedProposal(currency: string, lines: [string, string][], terms: Record<string, string | null>) {
  const token = randomBytes(32).toString('base64url');
  const fields = { client_name: 'Stripe Client', client_email: 'ann@client.example', title: 'Dashboards', currency, valid_until: '2999-12-31', payment_method: 'stripe', token_hash: createHash('sha256').update(token).digest('hex'), ...terms };
  const { error } = await owner.rpc('create_proposal', { fields, lines: lines.map(([quantity, unit_price], i) => ({ description: `Line ${i}`, quantity, unit_price })) });
  if (error) throw new Error(error.message);
  const { data: doc } = await anonClient().rpc('open_proposal', { token });
  const { data: answer } = await serverClient().rpc('answer_proposal', { token, choice: 'accept', seen_version: (doc as { version_hash: string }).version_hash, signer_name: 'Ann' });
  expect(answer).toBe('accepted');
  const { data: reference } = await owner.from('proposals').select('id, reference').eq('token_hash', fields.token_hash).single();
  return { token, ...(reference as { id: string; reference: string }) };
}

const sessionRequests = () => stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions');

describe('a payment page', () => {
  it('asks Stripe for the database\'s amount in minor units, the reference, the client\'s e-mail, an invoice and a way back to the proposal', async () => {
    const { token, id, reference } = await acceptedProposal('EUR', [['2.5', '399.90']], { payment_terms: 'deposit_percent', deposit_value: '30' });
    const before = sessionRequests().length;
    const started = await startCheckout(token, `https://portfolio.example.com/proposals/${token}`);
    expect(started).toMatchObject({ ok: true, url: expect.stringMatching(new RegExp(`^${stripe.url}/pay/cs_test_`)) });
    const sent = sessionRequests().slice(before);
    expect(sent).toHaveLength(1);
    const { data: payment } = await owner.from('payments').select('id, amount::text, currency, status, stripe_session_id').eq('proposal_id', id).single();
    // 2.5 × 399.90 = 999.75; 30 % of it is 299.925, which rounds to €299.93.
    expect(payment).toMatchObject({ amount: '299.93', currency: 'EUR', status: 'open' });
    const proposalUrl = `https://portfolio.example.com/proposals/${token}`;
    const metadata = { payment_id: payment!.id, proposal_reference: reference, proposal_version: '1' };
    expect(sent[0]!.idempotencyKey).toBe(`checkout-${payment!.id}`);
    expect(sent[0]!.form).toEqual({
      mode: 'payment',
      line_items: [{ quantity: '1', price_data: { currency: 'eur', unit_amount: '29993', product_data: { name: `Deposit for proposal ${reference}`, description: 'Dashboards' } } }],
      customer_email: 'ann@client.example',
      client_reference_id: payment!.id,
      metadata,
      payment_intent_data: { description: `Deposit for proposal ${reference}: Dashboards`, metadata },
      invoice_creation: { enabled: 'true', invoice_data: { description: `Deposit for proposal ${reference}: Dashboards`, metadata } },
      success_url: `${proposalUrl}?checkout=success`,
      cancel_url: `${proposalUrl}?checkout=cancelled`,
      expires_at: expect.stringMatching(/^\d{10}$/),
    });
    expect(payment!.stripe_session_id).toBe(stripe.sessions.get(payment!.stripe_session_id)!.id);
  });

  it('reuses the open page instead of making a second one for the same amount', async () => {
    const { token } = await acceptedProposal('EUR', [['1', '1000']], { payment_terms: 'full', deposit_value: null });
    const first = await startCheckout(token, `https://portfolio.example.com/proposals/${token}`);
    const before = sessionRequests().length;
    const second = await startCheckout(token, `https://portfolio.example.com/proposals/${token}`);
    expect(second).toEqual(first);
    expect(sessionRequests().length).toBe(before);
  });

  it('sends a currency without cents in whole units', async () => {
    const { token } = await acceptedProposal('JPY', [['1', '100001']], { payment_terms: 'deposit_percent', deposit_value: '12.5' });
    const before = sessionRequests().length;
    await startCheckout(token, `https://portfolio.example.com/proposals/${token}`);
    const [sent] = sessionRequests().slice(before);
    expect(sent!.form.line_items[0].price_data).toMatchObject({ currency: 'jpy', unit_amount: '12500' });
  });

  it('is refused for a token that opens no accepted proposal, and makes nothing', async () => {
    const before = stripe.requests.length;
    expect(await startCheckout(randomBytes(32).toString('base64url'), 'https://portfolio.example.com/proposals/x')).toMatchObject({ ok: false, outcome: 'gone' });
    expect(stripe.requests.length).toBe(before);
  });
});
