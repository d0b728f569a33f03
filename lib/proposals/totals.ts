// A proposal's sums while the owner types, for display only: the database computes the stored
// ones (the same rules: each line rounded to cents half away from zero, the discount never past
// the subtotal). Exact: decimal text is counted in whole hundredths, never in floats. Zod-free,
// for the editor.

/** What the database takes: up to 13 digits, at most 2 decimals. */
export const DECIMAL = /^\d{1,13}(\.\d{1,2})?$/;

/** "12.5" → 1250n hundredths; null when it is no such decimal. */
function hundredths(value: string): bigint | null {
  const text = value.trim().replace(/[,\s]/g, '');
  if (!DECIMAL.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
}

const asText = (cents: bigint) => `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;

/** quantity × unit price in cents, rounded half up (both are never negative); null while either is not a number. */
function lineCents(quantity: string, unitPrice: string): bigint | null {
  const q = hundredths(quantity);
  const p = hundredths(unitPrice);
  return q === null || p === null ? null : (q * p + 50n) / 100n;
}

/** A line's amount as decimal text, or null while it cannot be worked out. */
export function lineAmount(quantity: string, unitPrice: string): string | null {
  const cents = lineCents(quantity, unitPrice);
  return cents === null ? null : asText(cents);
}

/** Subtotal, discount and total as decimal text, over the lines that can be worked out. */
export function proposalTotals(lines: readonly { quantity: string; unitPrice: string }[], discount: string) {
  const subtotal = lines.reduce((sum, line) => sum + (lineCents(line.quantity, line.unitPrice) ?? 0n), 0n);
  const off = hundredths(discount || '0') ?? 0n;
  const taken = off < subtotal ? off : subtotal;
  return { subtotal: asText(subtotal), discount: asText(taken), total: asText(subtotal - taken) };
}

/** The digits after the point a currency has (JPY none, KWD three), as Intl knows them. */
const currencyDigits = (currency: string) => {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
};

/**
 * What the terms make due on acceptance, as the database will (a percentage of the total, an
 * amount no larger than it, or all of it; rounded half up to the currency's minor unit), or null
 * while the deposit is not a number yet.
 */
export function amountDue(total: string, terms: string, deposit: string, currency: string): string | null {
  const totalCents = hundredths(total);
  if (totalCents === null || terms === 'none') return terms === 'none' ? '0' : null;
  const digits = currencyDigits(currency);
  // An amount in millionths of the currency, rounded to its unit.
  const toUnit = (millionths: bigint) => {
    const step = 10n ** BigInt(6 - Math.min(digits, 6));
    const units = (millionths + step / 2n) / step;
    const text = units.toString().padStart(digits + 1, '0');
    return digits ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
  };
  if (terms === 'full') return toUnit(totalCents * 10_000n);
  const value = hundredths(deposit);
  if (value === null) return null;
  // cents × hundredths of a percent is millionths of the currency.
  if (terms === 'deposit_percent') return toUnit(totalCents * value);
  return toUnit((value < totalCents ? value : totalCents) * 10_000n);
}
