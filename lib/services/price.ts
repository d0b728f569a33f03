import type { CurrencyCode } from '@/lib/validation/currencies';
import { SERVICE_TEXTS } from './vocabulary';

// A service's price as visitors and the owner read it. Zod-free and client-safe.

/** A starting price: an exact decimal ("1500", "99.50") in a currency. Null: on request. */
export type ServicePrice = { amount: string; currency: CurrencyCode } | null;

/**
 * "From €1,500", "From £99.50", "On request": Intl in en-GB, the amount passed as its exact
 * decimal text (never through a float); whole amounts without decimals.
 */
export function formatPrice(price: ServicePrice): string {
  if (!price) return SERVICE_TEXTS.onRequest;
  const whole = /^\d+(\.0+)?$/.test(price.amount);
  const format = new Intl.NumberFormat('en-GB', { style: 'currency', currency: price.currency, ...(whole ? { maximumFractionDigits: 0 } : {}) });
  return `${SERVICE_TEXTS.from} ${format.format(price.amount as `${number}`)}`;
}

/** How a list of services is priced: each from a starting price, each on request, or some of each. */
export type PricingMix = 'from' | 'on_request' | 'mixed';

export function pricingMix(prices: readonly ServicePrice[]): PricingMix {
  const priced = prices.filter(Boolean).length;
  if (priced === prices.length) return 'from';
  return priced === 0 ? 'on_request' : 'mixed';
}
