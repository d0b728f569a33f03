import { z } from 'zod';
import { optionalText, requiredText } from '@/lib/validation/fields';
import { isCalendarDate } from '@/lib/validation/dates';
import { PAYMENT_LIMITS as L, PAYMENT_TEXTS } from './vocabulary';

// The client's "pay" button (a proposal's token) and the owner's record of a payment received
// another way, checked as the database checks them.

export const payTokenSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, PAYMENT_TEXTS.gone) });

const utcToday = () => new Date().toISOString().slice(0, 10);

export const manualPaymentSchema = z.object({
  proposalId: z.uuid({ error: 'That proposal no longer exists.' }),
  amount: z
    .string()
    .trim()
    .transform((value) => value.replace(/[,\s]/g, ''))
    .refine((value) => /^\d{1,11}(\.\d{1,2})?$/.test(value) && Number(value) > 0, 'Amount must be above 0, with at most 2 decimals, e.g. 500'),
  paidOn: z
    .string({ error: 'Date is required, e.g. 2027-01-15' })
    .trim()
    .refine(isCalendarDate, 'Date must be a real date, e.g. 2027-01-15')
    .refine((value) => value <= utcToday(), 'Date cannot be in the future'),
  method: requiredText('Method', L.method, { singleLine: true }),
  note: optionalText('Note', L.note).transform((value) => value || null),
});

export type ManualPaymentField = keyof z.input<typeof manualPaymentSchema>;
export type ManualPayment = z.output<typeof manualPaymentSchema>;

export const paymentIdSchema = z.uuid({ error: PAYMENT_TEXTS.notFound });
