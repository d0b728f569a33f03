import 'server-only';
import { columnsOf, isoInstant } from '@/lib/data/rows';
import type { Category } from '@/lib/projects/vocabulary';
import { CATEGORY_RULE } from '@/lib/projects/vocabulary';
import type { CurrencyCode } from './currencies';
import type { ServicePrice } from './price';
import { CURRENCY_RULE, PRICE_AMOUNT_RULE, SERVICE_SLUG_RULE, priceOf, type ServiceInput } from './schema';
import { SERVICE_LIMITS as L, type ServiceStatus } from './vocabulary';

/** A row of public.services exactly as the database returns it (tests/integration checks the columns). */
export type ServiceRow = {
  id: string;
  name: string;
  /** Unique; the contact form's link names the service by it. */
  slug: string;
  outcome: string;
  /** Markdown. */
  description: string;
  included: string[];
  /** numeric, read as its exact decimal text (see SERVICE_SELECT); null with the currency: on request. */
  price_amount: string | null;
  price_currency: CurrencyCode | null;
  duration: string | null;
  category: Category;
  featured: boolean;
  status: ServiceStatus;
  display_order: number;
  created_at: string;
  updated_at: string;
};

export const SERVICE_COLUMNS = columnsOf<ServiceRow>()([
  'id',
  'name',
  'slug',
  'outcome',
  'description',
  'included',
  'price_amount',
  'price_currency',
  'duration',
  'category',
  'featured',
  'status',
  'display_order',
  'created_at',
  'updated_at',
]);
// The amount as text: JSON would carry a numeric as a number, and the app never holds money as a float.
export const SERVICE_SELECT = SERVICE_COLUMNS.map((column) => (column === 'price_amount' ? 'price_amount::text' : column)).join(', ');

/** A service as the app uses it. */
export type Service = {
  id: string;
  name: string;
  slug: string;
  outcome: string;
  description: string;
  included: string[];
  price: ServicePrice;
  duration: string | null;
  category: Category;
  featured: boolean;
  status: ServiceStatus;
  updatedAt: string;
};

export const toService = (row: ServiceRow): Service => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  outcome: row.outcome,
  description: row.description,
  included: row.included,
  price: row.price_amount !== null && row.price_currency !== null ? { amount: row.price_amount, currency: row.price_currency } : null,
  duration: row.duration,
  category: row.category,
  featured: row.featured,
  status: row.status,
  updatedAt: isoInstant(row.updated_at),
});

/** The columns the form writes (the status only when adding); a null slug is made from the name. */
export const toServiceRow = (input: ServiceInput) => {
  const price = priceOf(input);
  return {
    name: input.name,
    slug: input.slug,
    outcome: input.outcome,
    description: input.description,
    included: input.included,
    price_amount: price?.amount ?? null,
    price_currency: price?.currency ?? null,
    duration: input.duration,
    category: input.category,
    featured: input.featured,
  };
};

/** Named CHECK and UNIQUE constraints of public.services → what to fix (checked against the migration). */
export const SERVICE_CONSTRAINT_MESSAGES: Record<string, string> = {
  services_slug_key: 'Another service already uses this slug. Choose another one.',
  services_name_length: `Name must be 1 to ${L.name} characters`,
  services_slug_format: SERVICE_SLUG_RULE,
  services_outcome_valid: `Outcome must be one line of 1 to ${L.outcome} characters`,
  services_description_length: `Description must be 1 to ${L.description.toLocaleString('en-US')} characters`,
  services_included_valid: `At most ${L.included} included items of 1 to ${L.includedItem} characters each`,
  services_price_amount_valid: PRICE_AMOUNT_RULE,
  services_price_currency_valid: CURRENCY_RULE,
  services_price_complete: 'A price needs both an amount and a currency; for no price choose On request',
  services_duration_length: `Typical duration must be at most ${L.duration} characters`,
  services_category_valid: CATEGORY_RULE,
  services_status_valid: 'A service is either a draft or published',
};
