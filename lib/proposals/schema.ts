import { z } from 'zod';
import { isCurrencyCode } from '@/lib/validation/currencies';
import { optionalText, requiredText } from '@/lib/validation/fields';
import { PROPOSAL_LIMITS as L } from './vocabulary';
import { isCalendarDate } from '@/lib/validation/dates';

// The owner's proposal form and the client's answers, checked as the database checks them.

const DECIMAL = /^\d{1,13}(\.\d{1,2})?$/;

/** An exact decimal with at most two places, kept as text (never a float); '' stays empty. */
const decimal = (rule: string, max: number, { positive = false } = {}) =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(/[,\s]/g, ''))
    .refine((value) => value === '' || (DECIMAL.test(value) && Number(value) <= max && (!positive || Number(value) > 0)), rule);

const QUANTITY_RULE = `Quantity must be above 0 and at most ${L.quantity.toLocaleString('en-US')}, with at most 2 decimals, e.g. 3 or 1.5`;
const PRICE_RULE = `Unit price must be 0 to ${L.unitPrice.toLocaleString('en-US')}, with at most 2 decimals, e.g. 850 or 99.50`;

const lineFields = Object.fromEntries(
  Array.from({ length: L.lines }, (_, index) => [
    [`line${index}Service`, z.string().optional().transform((value) => value || null).refine((value) => value === null || z.uuid().safeParse(value).success, 'Choose a service from the list')],
    [`line${index}Description`, optionalText('Description', L.lineDescription)],
    [`line${index}Quantity`, decimal(QUANTITY_RULE, L.quantity, { positive: true }).optional().transform((value) => value ?? '')],
    [`line${index}Price`, decimal(PRICE_RULE, L.unitPrice).optional().transform((value) => value ?? '')],
  ]).flat(),
);

const milestoneFields = Object.fromEntries(
  Array.from({ length: L.milestones }, (_, index) => [
    [`milestone${index}Title`, optionalText('Milestone', L.milestoneTitle)],
    [`milestone${index}Date`, z.string().trim().optional().transform((value) => value ?? '').refine((value) => value === '' || isCalendarDate(value), 'Date must be a real date, e.g. 2027-01-15')],
  ]).flat(),
);

const caseStudyFields = Object.fromEntries(
  Array.from({ length: L.caseStudies }, (_, index) => [`caseStudy${index}`, z.string().optional().transform((value) => value || null).refine((value) => value === null || z.uuid().safeParse(value).success, 'Choose a project from the list')]),
);

const proposalFields = z.object({
  messageId: z.string().optional().transform((value) => value || null).refine((value) => value === null || z.uuid().safeParse(value).success, 'That lead no longer exists.'),
  clientName: requiredText('Client name', L.clientName),
  title: requiredText('Title', L.title),
  introduction: optionalText('Introduction', L.markdown),
  currency: z.string().trim().refine(isCurrencyCode, 'Choose the currency of the prices (an ISO 4217 code such as EUR)'),
  discount: decimal('Discount must be 0 or more, with at most 2 decimals, e.g. 250', 100_000_000).optional().transform((value) => value || '0'),
  validUntil: z.string({ error: 'Valid until is required, e.g. 2027-01-31' }).trim().refine(isCalendarDate, 'Valid until must be a real date, e.g. 2027-01-31'),
  terms: optionalText('Terms', L.markdown),
});

/** The form: its fields, then fixed rows of price lines, milestones and case studies (an empty row is skipped). */
export const proposalFormSchema = proposalFields.extend({ ...lineFields, ...milestoneFields, ...caseStudyFields });

/** The rows' fields are read by name (line0Quantity…). */
export type ProposalForm = z.output<typeof proposalFields> & Record<string, unknown>;

export type ProposalLineInput = { serviceId: string | null; description: string; quantity: string; unitPrice: string };
export type ProposalInput = {
  messageId: string | null;
  clientName: string;
  title: string;
  introduction: string;
  currency: string;
  discount: string;
  validUntil: string;
  terms: string;
  lines: ProposalLineInput[];
  milestones: { title: string; due_on: string }[];
  projectIds: string[];
};

/** The form's rows as a proposal: empty rows left out; a service fills what its line leaves empty (`servicePrice`). */
export function toProposalInput(form: ProposalForm, services: Map<string, { name: string; price: string | null }>): ProposalInput | { field: string; message: string } {
  const values = form as Record<string, string | null>;
  const lines: ProposalLineInput[] = [];
  for (let index = 0; index < L.lines; index++) {
    const serviceId = values[`line${index}Service`] ?? null;
    const service = serviceId ? services.get(serviceId) : undefined;
    if (serviceId && !service) return { field: `line${index}Service`, message: 'That service no longer exists.' };
    const description = values[`line${index}Description`] || service?.name || '';
    const unitPrice = values[`line${index}Price`] || service?.price || '';
    const quantity = values[`line${index}Quantity`] || '';
    if (!description && !unitPrice && !quantity) continue;
    if (!description) return { field: `line${index}Description`, message: 'Description is required, or choose a service' };
    if (!quantity) return { field: `line${index}Quantity`, message: 'Quantity is required, e.g. 1' };
    if (!unitPrice) return { field: `line${index}Price`, message: 'Unit price is required, e.g. 850' };
    lines.push({ serviceId, description, quantity, unitPrice });
  }
  if (!lines.length) return { field: 'line0Description', message: 'Add at least one price line' };
  const milestones = [];
  for (let index = 0; index < L.milestones; index++) {
    const title = values[`milestone${index}Title`] ?? '';
    const date = values[`milestone${index}Date`] ?? '';
    if (!title && !date) continue;
    if (!title) return { field: `milestone${index}Title`, message: 'Milestone is required when a date is given' };
    if (!date) return { field: `milestone${index}Date`, message: 'Date is required, e.g. 2027-01-15' };
    milestones.push({ title, due_on: date });
  }
  const projectIds = [...new Set(Array.from({ length: L.caseStudies }, (_, index) => values[`caseStudy${index}`]).filter((id): id is string => Boolean(id)))];
  return {
    messageId: form.messageId,
    clientName: form.clientName,
    title: form.title,
    introduction: form.introduction,
    currency: form.currency,
    discount: form.discount,
    validUntil: form.validUntil,
    terms: form.terms,
    lines,
    milestones,
    projectIds,
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
