'use server';

import { refresh } from 'next/cache';
import { ownerAction, ownerFormAction } from '@/lib/actions/define';
import { deleteManualPayment, recordManualPayment } from '@/lib/payments/admin';
import { manualPaymentSchema, paymentIdSchema } from '@/lib/payments/schema';
import { PAYMENT_TEXTS } from '@/lib/payments/vocabulary';

// Payments show only in the owner's pages, which read them per request, and on the proposal's
// page, which is never cached: nothing to expire, only the owner's view to refresh.
const onPayments = { forbidden: PAYMENT_TEXTS.forbidden, revalidate: () => refresh() };

export const recordManualPaymentAction = ownerFormAction({
  ...onPayments,
  schema: manualPaymentSchema,
  hidden: ['proposalId'],
  write: (input, { db }) => recordManualPayment(db, input),
  success: PAYMENT_TEXTS.recorded,
});

export const deleteManualPaymentAction = ownerAction({
  ...onPayments,
  schema: paymentIdSchema,
  invalid: PAYMENT_TEXTS.notFound,
  write: (id, { db }) => deleteManualPayment(db, id),
  success: PAYMENT_TEXTS.deleted,
});
