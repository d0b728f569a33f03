// Payments: the terms a proposal asks for, the states of a payment and what they say. Zod-free,
// for the editor, the client's page and the owner's lists.

export const PAYMENT_TERMS = ['none', 'deposit_percent', 'deposit_amount', 'full'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

export const PAYMENT_TERMS_LABELS: Record<PaymentTerms, string> = {
  none: 'Nothing on acceptance',
  deposit_percent: 'A deposit: a percentage of the total',
  deposit_amount: 'A deposit: a fixed amount',
  full: 'The full amount',
};

export const PAYMENT_METHODS = ['stripe', 'instructions'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  stripe: 'By card or bank, on a Stripe payment page',
  instructions: 'As your payment instructions say (Profile)',
};

export const PAYMENT_STATUSES = ['open', 'processing', 'paid', 'failed', 'expired', 'refunded', 'partially_refunded', 'mismatch'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  open: 'Due',
  processing: 'Processing',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Not completed',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
  mismatch: 'Needs checking',
};

export const PAYMENT_LIMITS = { depositPercent: 100, amount: 10_000_000_000, method: 60, note: 500, instructions: 2000 } as const;

export const PAYMENT_TEXTS = {
  recorded: 'Payment recorded successfully',
  deleted: 'Payment deleted successfully',
  forbidden: 'This account cannot manage payments. Only the site owner can.',
  notFound: 'That payment no longer exists.',
  listFailed: 'Failed to fetch payments',
  exportFailed: 'The payments could not be exported. Please try again.',
  // The client's side.
  payDeposit: 'Pay the deposit',
  payFull: 'Pay now',
  unavailable: 'The payment page could not be opened. Please try again in a moment.',
  throttled: 'Too many attempts. Please try again in a few minutes.',
  gone: 'This proposal cannot be paid here.',
  confirming: 'Thank you. Your payment is being confirmed; this page shows it once Stripe has told us.',
} as const;

/** "Deposit" for a deposit, "Payment" for the full amount. */
export const dueLabel = (terms: PaymentTerms) => (terms === 'full' ? 'Payment' : 'Deposit');
