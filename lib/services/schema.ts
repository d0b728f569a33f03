import { z } from 'zod';
import { CATEGORIES, CATEGORY_RULE } from '@/lib/projects/vocabulary';
import { checkbox, itemList, optionalLabel, optionalSlug, requiredText as text } from '@/lib/validation/fields';
import { isCurrencyCode } from '@/lib/validation/currencies';
import type { ServicePrice } from './price';
import { newItemStatus } from '@/lib/lists/schema';
import { PRICINGS, SERVICE_LABELS as LABEL, SERVICE_LIMITS as L } from './vocabulary';

export const SERVICE_SLUG_RULE = 'Slug must be lowercase letters, digits and hyphens, e.g. wordpress-care-plan';
export const PRICE_AMOUNT_RULE = `Price must be a number above 0 and at most ${L.priceAmount.toLocaleString('en-US')}, with at most ${L.priceDecimals} decimals, e.g. 1500 or 99.50`;
export const CURRENCY_RULE = 'Choose the currency of the price (an ISO 4217 code such as EUR)';

/** "1,500" and "1 500" read as 1500: the decimal text, checked by isPriceAmount (the row takes the number it names exactly). */
const amount = z
  .string()
  .optional()
  .transform((value) => (value ?? '').replace(/[\s,]/g, ''));

const AMOUNT_PATTERN = new RegExp(`^\\d{1,7}(\\.\\d{1,${L.priceDecimals}})?$`);

/** Whether `value` is a price the database takes: above 0, at most the limit, at most two decimals. */
export function isPriceAmount(value: string): boolean {
  if (!AMOUNT_PATTERN.test(value)) return false;
  const [whole = '0', fraction = ''] = value.split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
  return cents > 0n && cents <= BigInt(L.priceAmount) * 100n;
}

export const serviceSchema = z
  .object({
    name: text(LABEL.name, L.name),
    // Empty: the database makes one from the name.
    slug: optionalSlug(L.slug, SERVICE_SLUG_RULE),
    outcome: text(LABEL.outcome, L.outcome).refine((value) => !value.includes('\n'), `${LABEL.outcome} must be one line`),
    description: text(LABEL.description, L.description),
    included: itemList({ label: "What's included", item: 'included item', items: 'included items', count: L.included, max: L.includedItem, by: 'line' }),
    pricing: z.enum(PRICINGS, { error: 'Choose a starting price or On request' }),
    priceAmount: amount,
    priceCurrency: z
      .string()
      .trim()
      .toUpperCase()
      .optional()
      .transform((value) => value ?? ''),
    duration: optionalLabel(LABEL.duration, L.duration),
    category: z.enum(CATEGORIES, { error: CATEGORY_RULE }),
    featured: checkbox(),
  })
  .superRefine((service, ctx) => {
    // On request: whatever the hidden price fields held is dropped (see priceOf).
    if (service.pricing !== 'from') return;
    if (!isPriceAmount(service.priceAmount)) ctx.addIssue({ code: 'custom', path: ['priceAmount'], message: service.priceAmount ? PRICE_AMOUNT_RULE : 'Price is required, or choose On request' });
    if (!isCurrencyCode(service.priceCurrency)) ctx.addIssue({ code: 'custom', path: ['priceCurrency'], message: CURRENCY_RULE });
  });

export type ServiceFormField = keyof z.input<typeof serviceSchema>;
export type ServiceInput = z.output<typeof serviceSchema>;

/** The price the form describes: both parts, or neither (on request). */
export function priceOf(input: Pick<ServiceInput, 'pricing' | 'priceAmount' | 'priceCurrency'>): ServicePrice {
  return input.pricing === 'from' && isCurrencyCode(input.priceCurrency) ? { amount: input.priceAmount, currency: input.priceCurrency } : null;
}

/** A new service: "Add Service" posts published, "Save as draft" posts draft. An edit keeps the status. */
export const newServiceSchema = serviceSchema.safeExtend({ status: newItemStatus() });
export type NewServiceInput = z.output<typeof newServiceSchema>;

/** What the form's Markdown preview sends. */
export const serviceDescriptionPreviewSchema = z.string().max(L.description);
