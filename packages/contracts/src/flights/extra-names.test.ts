import { describe, expect, it } from 'vitest';
import { extraName } from './extra-names';

describe('extraName', () => {
  it('names baggage by its weight in KG and a meal by the airline’s name for it', () => {
    expect(extraName('baggage', { weight: 15, description: 'Prepaid Excess Baggage 15 Kg' })).toBe('15 KG');
    expect(extraName('meals', { weight: null, description: 'Veg Sandwich Combo' })).toBe(
      'Veg Sandwich Combo',
    );
  });

  it('falls back to the airline’s words for baggage sold without a weight', () => {
    expect(extraName('baggage', { weight: null, description: 'One extra piece' })).toBe('One extra piece');
  });
});
