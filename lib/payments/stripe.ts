import 'server-only';
import Stripe from 'stripe';
import { env } from '@/lib/env';

// Stripe's official SDK, on the server only (no Stripe code reaches a browser: Checkout is
// Stripe's own page). Configured when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are both set
// (lib/env.ts refuses one without the other); STRIPE_API_BASE points it at a stand-in on this
// machine in the tests, through the SDK's documented host, port and protocol options.

export const isStripeConfigured = () => Boolean(env.stripeSecretKey && env.stripeWebhookSecret);

let client: Stripe | undefined;

export function stripe(): Stripe {
  if (!env.stripeSecretKey) throw new Error('STRIPE_SECRET_KEY is not set');
  if (!client) {
    const base = env.stripeApiBase ? new URL(env.stripeApiBase) : null;
    client = new Stripe(env.stripeSecretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(base ? { host: base.hostname, port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)), protocol: base.protocol.slice(0, -1) as 'http' | 'https' } : {}),
    });
  }
  return client;
}

/** How long a payment page stays open (Stripe allows 30 minutes to 24 hours). */
export const CHECKOUT_MINUTES = 60;

export type CheckoutOrder = {
  paymentId: string;
  reference: string;
  version: number;
  title: string;
  clientEmail: string | null;
  /** Lower-case ISO 4217, as Stripe takes it. */
  currency: string;
  /** The amount due in the currency's minor unit, as the database computed it. */
  amountMinor: number;
  full: boolean;
};

/**
 * A Checkout Session for one payment: the amount the database computed, the proposal's
 * reference, the client's e-mail when known, Stripe's invoice and receipt, and a way back to the
 * proposal on this site. The payment's id is the idempotency key: asking twice makes one session.
 */
export async function createCheckoutSession(order: CheckoutOrder, proposalUrl: string) {
  const what = `${order.full ? 'Payment' : 'Deposit'} for proposal ${order.reference}`;
  const metadata = { payment_id: order.paymentId, proposal_reference: order.reference, proposal_version: String(order.version) };
  const session = await stripe().checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: order.currency, unit_amount: order.amountMinor, product_data: { name: what, description: order.title } } }],
      ...(order.clientEmail ? { customer_email: order.clientEmail } : {}),
      client_reference_id: order.paymentId,
      metadata,
      payment_intent_data: { description: `${what}: ${order.title}`, metadata },
      invoice_creation: { enabled: true, invoice_data: { description: `${what}: ${order.title}`, metadata } },
      success_url: `${proposalUrl}?checkout=success`,
      cancel_url: `${proposalUrl}?checkout=cancelled`,
      expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_MINUTES * 60,
    },
    { idempotencyKey: `checkout-${order.paymentId}` },
  );
  if (!session.url) throw new Error('Stripe answered a session without an address');
  return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000).toISOString() };
}

/** Stripe's receipt (the charge's) and invoice pages for a paid session; either may be missing. */
export async function paymentPages(sessionId: string): Promise<{ receipt: string | null; invoice: string | null }> {
  const session = await stripe().checkout.sessions.retrieve(sessionId, { expand: ['invoice', 'payment_intent.latest_charge'] });
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  const charge = intent && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const invoice = typeof session.invoice === 'object' ? session.invoice : null;
  return { receipt: charge?.receipt_url ?? null, invoice: invoice?.hosted_invoice_url ?? null };
}

/** The event in a webhook's raw body, if its signature is Stripe's and at most five minutes old; throws otherwise. */
export function verifiedEvent(rawBody: string, signature: string): Stripe.Event {
  if (!env.stripeWebhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
  return stripe().webhooks.constructEvent(rawBody, signature, env.stripeWebhookSecret, 300);
}
