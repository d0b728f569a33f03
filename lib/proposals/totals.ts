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
