import { receiveStripeEvent } from '@/lib/payments/webhook';

// Stripe's webhook endpoint (set it up in the Stripe dashboard, or `stripe listen --forward-to`;
// the README says how). The body is read raw: the signature covers its exact bytes.
export async function POST(request: Request) {
  const { status, body } = await receiveStripeEvent(await request.text(), request.headers.get('stripe-signature'));
  return new Response(body, { status, headers: { 'content-type': status === 200 ? 'application/json' : 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}
