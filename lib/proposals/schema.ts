import { z } from 'zod';
import { isCurrencyCode } from '@/lib/validation/currencies';
import { isCalendarDate } from '@/lib/validation/dates';
import { optionalText, requiredText } from '@/lib/validation/fields';
import { PAYMENT_METHODS, PAYMENT_TERMS } from '@/lib/payments/vocabulary';
import { PROPOSAL_LIMITS as L } from './vocabulary';
import { DECIMAL } from './totals';

// The owner's proposal form and the client's answers, checked as the database checks them. The
// form is sent as typed data: its price lines, milestones and case studies are lists of any
// length up to their limits, and a problem is keyed by its place ('lines.2.quantity').

/** An exact decimal with at most two places, kept as text (never a float); '' stays empty. */
const decimal = (rule: string, max: number, { positive = false } = {}) =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(/[,\s]/g, ''))
    .refine((value) => value === '' || (DECIMAL.test(value) && Number(value) <= max && (!positive || Number(value) > 0)), rule);

const QUANTITY_RULE = `Quantity must be above 0 and at most ${L.quantity.toLocaleString('en-US')}, with at most 2 decimals, e.g. 3 or 1.5`;
const PRICE_RULE = `Unit price must be 0 to ${L.unitPrice.toLocaleString('en-US')}, with at most 2 decimals, e.g. 850 or 99.50`;

/** An id from a list the form offers, or none. */
const optionalId = (message: string) =>
  z
    .string()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || z.uuid().safeParse(value).success, message);

const lineSchema = z.object({
  serviceId: optionalId('Choose a service from the list'),
  description: optionalText('Description', L.lineDescription),
  quantity: decimal(QUANTITY_RULE, L.quantity, { positive: true }),
  unitPrice: decimal(PRICE_RULE, L.unitPrice),
});

const milestoneSchema = z.object({
  title: optionalText('Milestone', L.milestoneTitle),
  dueOn: z.string().trim().refine((value) => value === '' || isCalendarDate(value), 'Date must be a real date, e.g. 2027-01-15'),
});

export const proposalFormSchema = z.object({
  id: optionalId('That proposal no longer exists.'),
  messageId: optionalId('That lead no longer exists.'),
  clientName: requiredText('Client name', L.clientName, { singleLine: true }),
  clientEmail: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || (value.length <= L.email && z.email().safeParse(value).success), 'Enter a valid email address, e.g. name@example.com'),
  title: requiredText('Title', L.title, { singleLine: true }),
  introduction: optionalText('Introduction', L.markdown),
  currency: z.string().trim().refine(isCurrencyCode, 'Choose the currency of the prices (an ISO 4217 code such as EUR)'),
  discount: decimal('Discount must be 0 or more, with at most 2 decimals, e.g. 250', 100_000_000)
    .optional()
    .transform((value) => value || '0'),
  validUntil: z.string({ error: 'Valid until is required, e.g. 2027-01-31' }).trim().refine(isCalendarDate, 'Valid until must be a real date, e.g. 2027-01-31'),
  terms: optionalText('Terms', L.markdown),
  lines: z.array(lineSchema).max(L.lines, `A proposal has at most ${L.lines} price lines`),
  milestones: z.array(milestoneSchema).max(L.milestones, `A proposal has at most ${L.milestones} milestones`),
  projectIds: z
    .array(optionalId('Choose a project from the list'))
    .max(L.caseStudies, `Choose at most ${L.caseStudies} case studies`)
    .transform((ids) => [...new Set(ids.filter((id): id is string => id !== null))]),
  paymentTerms: z.enum(PAYMENT_TERMS, { error: 'Choose what the client pays on accepting' }).default('none'),
  depositValue: decimal('Deposit must be a number above 0 with at most 2 decimals, e.g. 30 or 500', 10_000_000_000)
    .optional()
    .transform((value) => value || null),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose how the client pays' }).default('instructions'),
}).superRefine(({ paymentTerms, depositValue }, ctx) => {
  const isDeposit = paymentTerms === 'deposit_percent' || paymentTerms === 'deposit_amount';
  if (isDeposit && (depositValue === null || Number(depositValue) <= 0)) ctx.addIssue({ code: 'custom', path: ['depositValue'], message: 'Deposit is required, e.g. 30 (%) or 500' });
  else if (paymentTerms === 'deposit_percent' && Number(depositValue) > 100) ctx.addIssue({ code: 'custom', path: ['depositValue'], message: 'A deposit is at most 100 % of the total' });
});

export type ProposalForm = z.output<typeof proposalFormSchema>;
export type ProposalFormInput = z.input<typeof proposalFormSchema>;

export type ProposalLineInput = { serviceId: string | null; description: string; quantity: string; unitPrice: string };
export type ProposalInput = {
  messageId: string | null;
  clientName: string;
  clientEmail: string | null;
  title: string;
  introduction: string;
  currency: string;
  discount: string;
  validUntil: string;
  terms: string;
  lines: ProposalLineInput[];
  milestones: { title: string; due_on: string }[];
  projectIds: string[];
  paymentTerms: (typeof PAYMENT_TERMS)[number];
  /** A percentage or an amount for a deposit; null otherwise. */
  depositValue: string | null;
  paymentMethod: (typeof PAYMENT_METHODS)[number];
};

type Problem = { field: string; message: string };

/** The form as a proposal: empty rows left out; a service fills what its line leaves empty (its name and price). */
export function toProposalInput(form: ProposalForm, services: Map<string, { name: string; price: string | null }>): ProposalInput | Problem {
  const lines: ProposalLineInput[] = [];
  for (const [index, line] of form.lines.entries()) {
    const field = (name: string) => `lines.${index}.${name}`;
    const service = line.serviceId ? services.get(line.serviceId) : undefined;
    if (line.serviceId && !service) return { field: field('serviceId'), message: 'That service no longer exists.' };
    const description = line.description || service?.name || '';
    const unitPrice = line.unitPrice || service?.price || '';
    if (!description && !unitPrice && !line.quantity) continue;
    if (!description) return { field: field('description'), message: 'Description is required, or choose a service' };
    if (!line.quantity) return { field: field('quantity'), message: 'Quantity is required, e.g. 1' };
    if (!unitPrice) return { field: field('unitPrice'), message: 'Unit price is required, e.g. 850' };
    lines.push({ serviceId: line.serviceId, description, quantity: line.quantity, unitPrice });
  }
  if (!lines.length) return { field: 'lines.0.description', message: 'Add at least one price line' };
  const milestones = [];
  for (const [index, { title, dueOn }] of form.milestones.entries()) {
    if (!title && !dueOn) continue;
    if (!title) return { field: `milestones.${index}.title`, message: 'Milestone is required when a date is given' };
    if (!dueOn) return { field: `milestones.${index}.dueOn`, message: 'Date is required, e.g. 2027-01-15' };
    milestones.push({ title, due_on: dueOn });
  }
  return {
    messageId: form.messageId,
    clientName: form.clientName,
    clientEmail: form.clientEmail,
    title: form.title,
    introduction: form.introduction,
    currency: form.currency,
    discount: form.discount,
    validUntil: form.validUntil,
    terms: form.terms,
    lines,
    milestones,
    projectIds: form.projectIds,
    paymentTerms: form.paymentTerms,
    depositValue: form.paymentTerms === 'deposit_percent' || form.paymentTerms === 'deposit_amount' ? form.depositValue : null,
    paymentMethod: form.paymentMethod,
  };
}

const TOKEN = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This proposal can no longer be answered.');
const VERSION = z.string().regex(/^[0-9a-f]{64}$/, 'This proposal can no longer be answered.');

export const acceptSchema = z.object({
  token: TOKEN,
  version: VERSION,
  name: requiredText('Your name', L.signerName, { singleLine: true }),
  agree: z.literal('on', { error: 'Tick the box to accept the proposal' }),
});

export const declineSchema = z.object({
  token: TOKEN,
  version: VERSION,
  reason: optionalText('Reason', L.declineReason),
});

export const proposalIdSchema = z.uuid({ error: 'That proposal no longer exists.' });
