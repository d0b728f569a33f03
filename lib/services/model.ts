import 'server-only';
import { asColumns, columnsOf, filledByTrigger, isoInstant, oneOf } from '@/lib/data/rows';
import { CATEGORIES, CATEGORY_RULE, type Category } from '@/lib/projects/vocabulary';
import type { Tables, TablesInsert } from '@/lib/supabase/database.types';
import { CURRENCY_CODES } from '@/lib/validation/currencies';
import type { ServicePrice } from './price';
import { CURRENCY_RULE, PRICE_AMOUNT_RULE, SERVICE_SLUG_RULE, priceOf, type ServiceInput } from './schema';
import { PUBLISHING_STATUSES } from '@/lib/lists/vocabulary';
import { SERVICE_LIMITS as L, type ServiceStatus } from './vocabulary';

export const SERVICE_COLUMNS = columnsOf('services', [
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
  'deleted_at',
]);

/** A service as the app uses it. */
export type Service = {
  id: string;
  name: string;
  /** Unique; the contact form's link names the service by it. */
  slug: string;
  outcome: string;
  /** Markdown. */
  description: string;
  included: string[];
  price: ServicePrice;
  duration: string | null;
  category: Category;
  featured: boolean;
  status: ServiceStatus;
  updatedAt: string;
};

// The amount is a numeric, which the API carries as a JSON number. Every amount the CHECK lets in
// (above 0, at most 1,000,000, two decimals) has at most 9 significant digits, and a double keeps
// 15: the number read is the stored decimal exactly, and String() writes it back as that decimal
// ("99.5", "1500"). The app formats that text (lib/services/price.ts), never sums floats.
const toPrice = (amount: number | null, currency: string | null): ServicePrice =>
  amount !== null && currency !== null ? { amount: String(amount), currency: oneOf(CURRENCY_CODES, currency, 'services.price_currency') } : null;

export const toService = (row: Tables<'services'>): Service => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  outcome: row.outcome,
  description: row.description,
  included: row.included,
  price: toPrice(row.price_amount, row.price_currency),
  duration: row.duration,
  category: oneOf(CATEGORIES, row.category, 'services.category'),
  featured: row.featured,
  status: oneOf(PUBLISHING_STATUSES, row.status, 'services.status'),
  updatedAt: isoInstant(row.updated_at),
});

/**
 * The columns the form writes (a new service's status is its declaration's, lib/services/list.ts);
 * the database fills in the order and, when the slug is null, makes one from the name. The
 * amount's text passes the schema's isPriceAmount, so its number is that decimal exactly (see toPrice).
 */
export const toServiceRow = (input: ServiceInput) => {
  const price = priceOf(input);
  return filledByTrigger<TablesInsert<'services'>, 'display_order' | 'slug'>({
    ...asColumns('services', input, ['name', 'slug', 'outcome', 'description', 'included', 'duration', 'category', 'featured']),
    price_amount: price ? Number(price.amount) : null,
    price_currency: price?.currency ?? null,
  });
};

/** Named CHECK and UNIQUE constraints of public.services → what to fix (checked against the migration). */
export const SERVICE_CONSTRAINT_MESSAGES: Record<string, string> = {
  services_slug_key: 'Another service already uses this slug (perhaps one in the trash). Choose another one.',
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
