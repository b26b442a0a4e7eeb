import { describe, expect, it } from 'vitest';
import { PER_ADULT, priceBasisLabel, travellersOf } from './price-basis';

describe('priceBasisLabel: per adult or for all travellers', () => {
  it('says per adult for one traveller, as the fare calendar does', () => {
    expect(priceBasisLabel(1)).toBe(PER_ADULT);
    expect(PER_ADULT).toBe('per adult');
  });

  it('says the price is for everyone when more travel', () => {
    expect(priceBasisLabel(2)).toBe('for all 2 travellers');
    expect(priceBasisLabel(9)).toBe('for all 9 travellers');
  });

  it('counts every passenger of a result’s fare breakdown, infants included', () => {
    const fare = {
      fareBreakdown: [
        { passengerType: 1, passengerCount: 2 },
        { passengerType: 2, passengerCount: 1 },
        { passengerType: 3, passengerCount: 1 },
      ],
    };
    expect(travellersOf(fare)).toBe(4);
    expect(priceBasisLabel(travellersOf(fare))).toBe('for all 4 travellers');
  });
});
