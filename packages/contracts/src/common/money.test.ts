import { describe, expect, it } from 'vitest';
import { formatInr } from './money';

describe('formatInr', () => {
  it('shows whole amounts without paise, in the Indian grouping', () => {
    expect(formatInr(2_500_000)).toBe('₹25,000');
    expect(formatInr(12_345_600)).toBe('₹1,23,456');
    expect(formatInr(0)).toBe('₹0');
  });

  it('shows the paise of an amount that is not whole, never rounding them away', () => {
    expect(formatInr(2_500_050)).toBe('₹25,000.50');
    expect(formatInr(529_817)).toBe('₹5,298.17');
    expect(formatInr(99)).toBe('₹0.99');
    expect(formatInr(1)).toBe('₹0.01');
  });

  it('keeps the sign of a debit', () => {
    expect(formatInr(-2_500_050)).toBe('-₹25,000.50');
    expect(formatInr(-500_000)).toBe('-₹5,000');
  });
});
