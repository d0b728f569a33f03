import 'server-only';
import { takeRequestLimits } from '@/lib/data/throttle';
import { serviceClient } from '@/lib/supabase/service';
import { MINUTE } from '@/lib/time';
import { createCheckoutSession } from './stripe';
import { PAYMENT_TEXTS } from './vocabulary';

// Starting a payment from a proposal's address: throttled per trusted client address, then the
// database decides (begin_checkout: only the token of an accepted, current version that owes
// something by Stripe; one payment page at a time) and computes the amount; only then does the
// server ask Stripe for the page, and the client goes there to pay.

type Begun =
  | { outcome: 'create'; payment_id: string; reference: string; version: number; title: string; client_email: string | null; currency: string; amount_minor: number; full: boolean }
  | { outcome: 'reuse'; url: string }
  | { outcome: 'paid' | 'none' };

export type CheckoutStart = { ok: true; url: string } | { ok: false; outcome: 'paid' | 'none' | 'gone'; message: string } | { ok: false; outcome: 'failed'; message: string };

/** `returnUrl`: the proposal's address, where Stripe's page sends the client back. */
export async function startCheckout(token: string, returnUrl: string): Promise<CheckoutStart> {
  const throttle = await takeRequestLimits((client) => [{ action: 'checkout', kind: 'client', value: client, max: 10, windowMs: 10 * MINUTE }], {
    throttled: PAYMENT_TEXTS.throttled,
    unavailable: PAYMENT_TEXTS.unavailable,
  });
  if (!throttle.ok) return { ...throttle, outcome: 'failed' };
  try {
    const { data, error } = await serviceClient().rpc('begin_checkout', { token });
    if (error) throw new Error(error.message);
    const begun = data as Begun | null;
    if (!begun) return { ok: false, outcome: 'gone', message: PAYMENT_TEXTS.gone };
    if (begun.outcome === 'reuse') return { ok: true, url: begun.url };
    if (begun.outcome !== 'create') return { ok: false, outcome: begun.outcome, message: PAYMENT_TEXTS.gone };
    const session = await createCheckoutSession(
      {
        paymentId: begun.payment_id,
        reference: begun.reference,
        version: begun.version,
        title: begun.title,
        clientEmail: begun.client_email,
        currency: begun.currency,
        amountMinor: begun.amount_minor,
        full: begun.full,
      },
      returnUrl,
    );
    const attached = await serviceClient().rpc('attach_checkout', { payment: begun.payment_id, session_id: session.id, session_url: session.url, expires_at: session.expiresAt });
    if (attached.error) throw new Error(attached.error.message);
    return { ok: true, url: session.url };
  } catch (failure) {
    console.error('[payments] a payment page could not be made:', failure instanceof Error ? failure.message : failure);
    return { ok: false, outcome: 'failed', message: PAYMENT_TEXTS.unavailable };
  }
}
