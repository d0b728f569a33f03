import { randomBytes, randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { logInAsOwner } from './admin-helpers';
import { asOwner, makeProposal } from './proposal-helpers';
import { asNewVisitor, expect, rest, test, toast } from './fixtures';

// Paid at signing, against the production build: the client accepts and pays on Stripe's page (a
// stand-in of it on this machine), Stripe's signed event marks it paid, and the owner sees it;
// without Stripe, the owner's instructions and a payment they record. Stripe's events are signed
// with the stripe package's own test-header helper and the site's webhook secret, and only a
// signed, fresh, matching event counts.

const suffix = randomUUID().slice(0, 8);
const client = `Payer ${suffix}`;
const webhook = '/api/payments/stripe';
const DEPOSIT = { payment_terms: 'deposit_percent', deposit_value: '50', payment_method: 'stripe' };

test.describe.configure({ mode: 'serial' });
test.afterAll(async () => {
  await asOwner(`/rest/v1/proposals?client_name=eq.${encodeURIComponent(client)}`, { method: 'DELETE' });
  await asOwner('/rest/v1/profile?id=eq.true', { method: 'PATCH', body: JSON.stringify({ payment_instructions: null }) });
});

/** An event as Stripe signs it (or with `secret` or `age` to get it wrong). */
function signed(type: string, object: object, { secret = process.env.E2E_STRIPE_WEBHOOK_SECRET!, age = 0, id = `evt_${randomBytes(8).toString('hex')}` } = {}) {
  const created = Math.floor(Date.now() / 1000) - age;
  const payload = JSON.stringify({ id, object: 'event', type, created, data: { object } });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: created }) } };
}

/** An accepted proposal paid by Stripe, its payment page made; the payment's id and its session. */
async function openPaymentPage(title: string, extra: Record<string, unknown> = {}) {
  const made = await makeProposal({ client_name: client, client_email: 'payer@client.example', title, ...DEPOSIT, ...extra }, [{ description: 'Build', quantity: '1', unit_price: '1000' }]);
  return made;
}

const payments = async (proposalId: string) =>
  (await (await asOwner(`/rest/v1/payments?proposal_id=eq.${proposalId}&select=id,status,amount::text,currency,mismatch,receipt_url,paid_at`)).json()) as { id: string; status: string; amount: string; currency: string; mismatch: object | null; receipt_url: string | null }[];

test('a client accepts, pays the deposit on Stripe\'s page and comes back to it paid; the owner sees it in payments and the lead is won', async ({ page, browser }) => {
  test.slow();
  const lead = `e2e-payer-${suffix}@example.com`;
  const sent = await fetch(`${process.env.E2E_SUPABASE_URL}/rest/v1/messages`, {
    method: 'POST',
    headers: { apikey: process.env.E2E_SUPABASE_SECRET_KEY!, authorization: `Bearer ${process.env.E2E_SUPABASE_SECRET_KEY!}`, 'content-type': 'application/json', prefer: 'return=representation' },
    body: JSON.stringify({ name: client, email: lead, message: 'Dashboards, please.' }),
  });
  const [message] = (await sent.json()) as { id: string }[];
  const { id, token } = await openPaymentPage('Paid at signing', { message_id: message!.id });
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await asNewVisitor(visitor);
  await visitor.goto(`/proposals/${token}`);
  await expect(visitor.getByRole('region', { name: 'Payment' })).toContainText('A 50 % deposit, €500.00, is due on acceptance.');
  // No Stripe code on the page: Checkout is Stripe's own page.
  const scripts = await visitor.locator('script[src]').evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
  expect(scripts.filter((src) => !src.startsWith(new URL(visitor.url()).origin))).toEqual([]);
  const accept = visitor.getByRole('form', { name: 'Accept the proposal' });
  await accept.getByLabel('Your full name').fill('Ann Payer');
  await accept.getByRole('checkbox').check();
  await accept.getByRole('button', { name: 'Accept proposal' }).click();
  await expect(visitor.getByRole('heading', { name: 'Pay 500.00 EUR' })).toBeVisible();
  await visitor.getByRole('button', { name: 'Pay' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/proposals/${token}\\?checkout=success$`));
  const paid = visitor.getByRole('region', { name: 'Payment' }).getByRole('status').filter({ hasText: 'Deposit paid on' });
  await expect(paid).toContainText('€500.00');
  await expect(paid.getByRole('link', { name: 'Receipt' })).toHaveAttribute('href', /^https:\/\/pay\.stripe\.com\/receipts\//);
  await expect(visitor.getByRole('button', { name: /Pay the deposit/ })).toHaveCount(0);
  await context.close();

  expect(await payments(id)).toMatchObject([{ status: 'paid', amount: '500.00', currency: 'EUR', mismatch: null }]);
  const [won] = (await rest.messagesFrom(lead)) as unknown as { stage: string; value_amount: string | number; value_currency: string }[];
  expect([won!.stage, Number(won!.value_amount), won!.value_currency]).toEqual(['won', 500, 'EUR']);
  await logInAsOwner(page, '/admin/payments');
  await expect(page.getByRole('list', { name: 'Payments' }).getByRole('listitem').filter({ hasText: client })).toContainText(/€500\.00 · P-\d{4}-\d{3,} · .*Paid.*Stripe.*Receipt.*Invoice/);
  await expect(page.getByRole('table', { name: 'Received per month' })).toContainText('€');
  const download = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]).then(([file]) => file);
  const csv = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('paid_at,reference,client,status,amount,refunded,currency,source,method,note,receipt,invoice,created_at');
  expect(csv).toContain(`,${client},Paid,500.00,0,EUR,Stripe,`);
  await rest.removeMessagesFrom(lead);
});

test('the webhook counts only a signed, fresh, matching event, once; everything else is refused or kept for the owner', async ({ request }) => {
  test.slow();
  const page = await openPaymentPage('Webhook cases');
  // Accepted through the answer function, then a payment page made as the client's page would.
  const version = (await (await fetch(`${process.env.E2E_SUPABASE_URL}/rest/v1/rpc/open_proposal`, { method: 'POST', headers: { apikey: process.env.E2E_SUPABASE_KEY!, 'content-type': 'application/json' }, body: JSON.stringify({ token: page.token }) })).json()) as { version_hash: string };
  const key = { apikey: process.env.E2E_SUPABASE_SECRET_KEY!, authorization: `Bearer ${process.env.E2E_SUPABASE_SECRET_KEY!}`, 'content-type': 'application/json' };
  await fetch(`${process.env.E2E_SUPABASE_URL}/rest/v1/rpc/answer_proposal`, { method: 'POST', headers: key, body: JSON.stringify({ token: page.token, choice: 'accept', seen_version: version.version_hash, signer_name: 'Ann' }) });
  const begun = (await (await fetch(`${process.env.E2E_SUPABASE_URL}/rest/v1/rpc/begin_checkout`, { method: 'POST', headers: key, body: JSON.stringify({ token: page.token }) })).json()) as { payment_id: string };
  const session = { id: `cs_test_${suffix}`, object: 'checkout.session', amount_total: 50000, currency: 'eur', payment_status: 'paid', payment_intent: `pi_${suffix}`, metadata: { payment_id: begun.payment_id } };
  const post = (event: ReturnType<typeof signed>) => request.post(webhook, { data: event.payload, headers: event.headers });

  // Refused before anything is stored: unsigned, signed with another secret, five minutes stale, not an event.
  expect((await request.post(webhook, { data: JSON.stringify({ id: 'evt_x' }), headers: { 'content-type': 'application/json' } })).status()).toBe(400);
  expect((await post(signed('checkout.session.completed', session, { secret: 'whsec_wrong' }))).status()).toBe(400);
  expect((await post(signed('checkout.session.completed', session, { age: 301 }))).status()).toBe(400);
  const malformed = signed('checkout.session.completed', session, { id: 'not-an-event' });
  expect((await post(malformed)).status()).toBe(400);
  expect(await payments(page.id)).toMatchObject([{ status: 'open' }]);

  // Kept, never counted: another amount, another currency, an unknown payment.
  for (const [object, outcome] of [
    [{ ...session, amount_total: 49999 }, 'mismatch'],
    [{ ...session, currency: 'usd' }, 'mismatch'],
    [{ ...session, metadata: { payment_id: randomUUID() } }, 'unknown'],
  ] as const) {
    const answer = await post(signed('checkout.session.completed', object));
    expect([answer.status(), (await answer.json()).outcome]).toEqual([200, outcome]);
  }
  expect(await payments(page.id)).toMatchObject([{ status: 'mismatch', mismatch: { amount_total: 50000, currency: 'usd' } }]);
  // An event that happened earlier but arrives late (the expiry) after the page has been paid, and a replay.
  const paidEvent = signed('checkout.session.completed', session);
  expect((await (await post(paidEvent)).json()).outcome).toBe('paid');
  expect((await (await post(paidEvent)).json()).outcome).toBe('duplicate');
  expect((await (await post(signed('checkout.session.expired', { ...session, payment_status: 'unpaid' }))).json()).outcome).toBe('stale');
  expect(await payments(page.id)).toMatchObject([{ status: 'paid', amount: '500.00' }]);
  const events = (await (await asOwner(`/rest/v1/payment_events?payment_id=eq.${begun.payment_id}&select=outcome&order=received_at`)).json()) as { outcome: string }[];
  expect(events.map((event) => event.outcome)).toEqual(['mismatch', 'mismatch', 'paid', 'stale']);
});

test('without Stripe: the client reads the owner\'s payment instructions; the owner records the payment and the proposal shows it paid', async ({ page, browser }) => {
  await asOwner('/rest/v1/profile?id=eq.true', { method: 'PATCH', body: JSON.stringify({ payment_instructions: 'Bank transfer to **IBAN GB33 BUKB 2020 1555 5555 55**.' }) });
  const { id, token } = await openPaymentPage('Paid by transfer', { payment_method: 'instructions', payment_terms: 'full', deposit_value: null });
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await asNewVisitor(visitor);
  await visitor.goto(`/proposals/${token}`);
  const accept = visitor.getByRole('form', { name: 'Accept the proposal' });
  await accept.getByLabel('Your full name').fill('Ann Payer');
  await accept.getByRole('checkbox').check();
  await accept.getByRole('button', { name: 'Accept proposal' }).click();
  const payment = visitor.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('The full amount, €1,000.00, is due on acceptance.');
  await expect(payment).toContainText(/How to pay, quoting P-\d{4}-\d{3,}:/);
  await expect(payment.getByText('IBAN GB33 BUKB 2020 1555 5555 55')).toBeVisible();
  await expect(visitor.getByRole('button', { name: /Pay/ })).toHaveCount(0);

  await logInAsOwner(page, `/admin/proposals/${id}`);
  const record = page.getByRole('form', { name: 'Record a payment' });
  await expect(record.getByLabel('Amount (EUR)')).toHaveValue('1000.00');
  await record.getByLabel('Method').fill('Bank transfer');
  await record.getByRole('button', { name: 'Record payment' }).click();
  await expect(toast(page, 'Payment recorded successfully')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Payments' })).toContainText(/€1,000\.00 · P-\d{4}-\d{3,} · .*Paid.*Bank transfer/);

  await visitor.reload();
  await expect(visitor.getByRole('region', { name: 'Payment' }).getByRole('status')).toContainText('Paid on');
  await context.close();
});
