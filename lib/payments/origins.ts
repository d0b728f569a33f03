// Stripe's hosted payment page, the one place outside this site a proposal's form may lead
// (next.config.ts names it in that page's Content-Security-Policy). No import: next.config.ts loads it.
export const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com';
