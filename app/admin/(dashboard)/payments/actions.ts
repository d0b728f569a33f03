'use server';

import { refresh } from 'next/cache';
import { ownerAction, ownerFormAction } from '@/lib/actions/define';
import { deleteManualPayment, recordManualPayment } from '@/lib/payments/admin';
import { manualPaymentSchema, paymentIdSchema } from '@/lib/payments/schema';
import { PAYMENT_TEXTS } from '@/lib/payments/vocabulary';

// Payments show only in the owner's pages, which read them per request, and on the proposal's
// page, which is never cached: nothing to expire, only the owner's view to refresh.

export const recordManualPaymentAction = ownerFormAction({
  schema: manualPaymentSchema,
  hidden: ['proposalId'],
  forbidden: PAYMENT_TEXTS.forbidden,
  write: (input, { db }) => recordManualPayment(db, input),
  revalidate: () => refresh(),
  success: PAYMENT_TEXTS.recorded,
});

export const deleteManualPaymentAction = ownerAction({
  schema: paymentIdSchema,
  invalid: PAYMENT_TEXTS.notFound,
  forbidden: PAYMENT_TEXTS.forbidden,
  write: (id, { db }) => deleteManualPayment(db, id),
  revalidate: () => refresh(),
  success: PAYMENT_TEXTS.deleted,
});
