import { z } from 'zod';
import { isCurrencyCode } from '@/lib/validation/currencies';
import { MESSAGE_LIMITS, STAGES } from '@/lib/messages/vocabulary';
import type { LeadChanges } from './model';
import { isCalendarDate } from '@/lib/validation/dates';

// The owner's lead form (full zod: it runs on the server and in the admin area only).

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

export const leadSchema = z
  .object({
    id: z.uuid({ error: 'Not a valid message id' }),
    stage: z.enum(STAGES, { error: 'Choose a stage from the list' }),
    // "4,500" reads as 4500; empty is no estimate.
    valueAmount: z
      .string()
      .optional()
      .transform((value) => (value ?? '').replace(/[\s,]/g, '')),
    valueCurrency: z.string().optional().default(''),
    followUpOn: z
      .string()
      .optional()
      .transform((value) => value || null)
      .refine((value) => value === null || isCalendarDate(value), 'Enter a date'),
    notes: z
      .string()
      .optional()
      .transform((value) => value?.trim() || null)
      .refine((value) => value === null || value.length <= MESSAGE_LIMITS.notes, `Notes must be at most ${MESSAGE_LIMITS.notes.toLocaleString('en-US')} characters`),
  })
  .superRefine((lead, ctx) => {
    if (!lead.valueAmount) return;
    if (!AMOUNT.test(lead.valueAmount) || Number(lead.valueAmount) > MESSAGE_LIMITS.value)
      ctx.addIssue({ code: 'custom', path: ['valueAmount'], message: `Estimated value must be an amount from 0 to ${MESSAGE_LIMITS.value.toLocaleString('en-US')} with at most 2 decimals` });
    if (!isCurrencyCode(lead.valueCurrency)) ctx.addIssue({ code: 'custom', path: ['valueCurrency'], message: 'Choose a currency from the list' });
  });

export type LeadField = keyof z.input<typeof leadSchema>;

/** What the form's fields make of a lead's pipeline. */
export const toLeadChanges = (lead: z.output<typeof leadSchema>): LeadChanges => ({
  stage: lead.stage,
  value: lead.valueAmount && isCurrencyCode(lead.valueCurrency) ? { amount: lead.valueAmount, currency: lead.valueCurrency } : null,
  followUpOn: lead.followUpOn,
  notes: lead.notes,
});
