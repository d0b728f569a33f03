import 'server-only';
import { after } from 'next/server';
import { z } from 'zod';
import { mailOwner } from '@/lib/mail/notify';
import { serviceClient } from '@/lib/supabase/service';
import { isStripeConfigured, paymentPages, verifiedEvent } from './stripe';

// Stripe's events at /api/payments/stripe: the signature (the raw body, at most five minutes
// old) is checked with the official SDK; anything unsigned, stale or malformed is a 400 and
// changes nothing. A verified event goes to the database (record_stripe_event), which stores it
// once by its id and matches it to its payment, amount and currency before anything counts as
// paid. Then the receipt and invoice links are fetched and the owner is told.

const eventShape = z.object({
  id: z.string().regex(/^evt_[A-Za-z0-9_]{1,250}$/),
  type: z.string().min(1).max(200),
  created: z.number().int().positive(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

export type Answer = { status: number; body: string };

const answer = (status: number, body: string): Answer => ({ status, body });

export async function receiveStripeEvent(rawBody: string, signature: string | null): Promise<Answer> {
  if (!isStripeConfigured()) return answer(404, 'Not found');
  if (!signature) return answer(400, 'Missing Stripe-Signature');
  let event: unknown;
  try {
    event = verifiedEvent(rawBody, signature);
  } catch {
    return answer(400, 'Invalid signature');
  }
  const parsed = eventShape.safeParse(event);
  if (!parsed.success) return answer(400, 'Malformed event');
  const { data: outcome, error } = await serviceClient().rpc('record_stripe_event', { event: parsed.data as never });
  if (error) {
    // Stripe sends it again later.
    console.error('[payments] storing a Stripe event failed:', error.message);
    return answer(500, 'Not stored');
  }
  const session = parsed.data.data.object;
  if (outcome === 'paid' || outcome === 'mismatch') after(() => tellOwner(outcome, session));
  return answer(200, JSON.stringify({ received: true, outcome }));
}

async function tellOwner(outcome: string, session: Record<string, unknown>) {
  const metadata = (session.metadata ?? {}) as Record<string, string>;
  const reference = metadata.proposal_reference ?? 'a proposal';
  if (outcome === 'paid' && typeof session.id === 'string') {
    try {
      const pages = await paymentPages(session.id);
      const { error } = await serviceClient().rpc('set_payment_links', { payment: metadata.payment_id!, receipt: pages.receipt ?? undefined, invoice: pages.invoice ?? undefined });
      if (error) throw new Error(error.message);
    } catch (failure) {
      console.error('[payments] the receipt links could not be stored:', failure instanceof Error ? failure.message : failure);
    }
  }
  await mailOwner(
    outcome === 'paid'
      ? { subject: `Payment received for ${reference}`, text: `Stripe confirmed the payment for proposal ${reference}.\n\nSee it in /admin/payments.` }
      : { subject: `A payment for ${reference} needs checking`, text: `Stripe reported a payment for proposal ${reference} whose amount or currency is not the amount due. It is not counted as paid.\n\nSee it in /admin/payments.` },
  );
}
