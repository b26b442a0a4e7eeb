import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

const india = { currency: 'INR', homeCountry: 'IN' };
const dubai = { currency: 'AED', homeCountry: 'AE' };

describe('formatMoney', () => {
  it('shows whole amounts without paise, in the Indian grouping', () => {
    expect(formatMoney(2_500_000, india)).toBe('₹25,000');
    expect(formatMoney(12_345_600, india)).toBe('₹1,23,456');
    expect(formatMoney(0, india)).toBe('₹0');
  });

  it('shows the paise of an amount that is not whole, never rounding them away', () => {
    expect(formatMoney(2_500_050, india)).toBe('₹25,000.50');
    expect(formatMoney(529_817, india)).toBe('₹5,298.17');
    expect(formatMoney(99, india)).toBe('₹0.99');
    expect(formatMoney(1, india)).toBe('₹0.01');
  });

  it('keeps the sign of a debit', () => {
    expect(formatMoney(-2_500_050, india)).toBe('-₹25,000.50');
    expect(formatMoney(-500_000, india)).toBe('-₹5,000');
  });

  // Intl puts a no-break space between a currency code and the amount.
  it("shows a site's own currency in its country's grouping", () => {
    expect(formatMoney(12_345_600, dubai)).toBe('AED\u00a0123,456');
    expect(formatMoney(2_500_050, dubai)).toBe('AED\u00a025,000.50');
  });

  it("reads the amount in the currency's own minor unit", () => {
    expect(formatMoney(1_234, { currency: 'JPY', homeCountry: 'JP' })).toBe('¥1,234');
    expect(formatMoney(1_234_500, { currency: 'KWD', homeCountry: 'KW' })).toBe('KWD\u00a01,234.500');
    expect(formatMoney(1_234_000, { currency: 'KWD', homeCountry: 'KW' })).toBe('KWD\u00a01,234');
  });

  it('answers in the default site locale when no site is at hand', () => {
    expect(formatMoney(2_500_000)).toBe('₹25,000');
  });
});
