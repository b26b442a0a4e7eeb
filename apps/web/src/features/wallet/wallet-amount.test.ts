import { describe, expect, it } from 'vitest';
import { amountError, rupeesToPaise } from './wallet-amount';

describe('rupees to paise', () => {
  it('reads whole and decimal rupees with Indian grouping', () => {
    expect(rupeesToPaise('5000')).toBe(500_000);
    expect(rupeesToPaise('1,00,000.5')).toBe(10_000_050);
    expect(rupeesToPaise('0.01')).toBe(1);
  });
  it('refuses what is not a positive amount', () => {
    expect(rupeesToPaise('0')).toBeUndefined();
    expect(rupeesToPaise('-5')).toBeUndefined();
    expect(rupeesToPaise('1.234')).toBeUndefined();
    expect(rupeesToPaise('abc')).toBeUndefined();
  });
  it('explains what is wrong', () => {
    expect(amountError('')).toBe('This is required field.');
    expect(amountError('1000001')).toBe('At most ₹10,00,000 at a time');
    expect(amountError('1000000')).toBeUndefined();
  });
});
