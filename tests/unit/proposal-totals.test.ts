import { describe, expect, it } from 'vitest';
import { amountDue, lineAmount, proposalTotals } from '@/lib/proposals/totals';

// The editor's running totals agree with the database's to the cent (the same figures as the
// SQL tests): no float ever carries an amount.

describe('the editor\'s totals', () => {
  it('add 0.10 and 0.20 to exactly 0.30', () => {
    expect(proposalTotals([{ quantity: '1', unitPrice: '0.10' }, { quantity: '1', unitPrice: '0.20' }], '')).toEqual({ subtotal: '0.30', discount: '0.00', total: '0.30' });
  });

  it('round each line half up to the cent, as the database does', () => {
    expect(lineAmount('0.5', '0.99')).toBe('0.50');
    expect(lineAmount('999999.99', '9999999.99')).toBe('9999999890000.00');
    expect(lineAmount('12.5', '85')).toBe('1062.50');
  });

  it('never take a discount past the subtotal', () => {
    expect(proposalTotals([{ quantity: '0.5', unitPrice: '0.99' }], '5')).toEqual({ subtotal: '0.50', discount: '0.50', total: '0.00' });
  });

  it('leave out lines that are not numbers yet, and read thousands separators as the form does', () => {
    expect(lineAmount('', '850')).toBeNull();
    expect(lineAmount('1.001', '850')).toBeNull();
    expect(proposalTotals([{ quantity: '2', unitPrice: '1,250' }, { quantity: 'x', unitPrice: '3' }], '1 000')).toEqual({ subtotal: '2500.00', discount: '1000.00', total: '1500.00' });
  });
});

describe('the amount due the editor shows', () => {
  it('rounds to the currency\'s unit, as the database does', () => {
    expect(amountDue('1000.00', 'deposit_percent', '33.33', 'EUR')).toBe('333.30');
    expect(amountDue('100001.00', 'deposit_percent', '12.5', 'JPY')).toBe('12500');
    expect(amountDue('10.01', 'deposit_percent', '10', 'KWD')).toBe('1.001');
    expect(amountDue('1000.00', 'deposit_amount', '5000', 'EUR')).toBe('1000.00');
    expect(amountDue('2282.50', 'full', '', 'EUR')).toBe('2282.50');
    expect(amountDue('2282.50', 'none', '', 'EUR')).toBe('0');
    expect(amountDue('2282.50', 'deposit_percent', 'x', 'EUR')).toBeNull();
  });
});
