import { describe, expect, it } from 'vitest';
import { balanceCover } from './supplier-wallets.cover';

describe('balance cover', () => {
  it('is low below seven days of average spend, not at seven', () => {
    expect(balanceCover(6_99_999, 1_00_000)).toEqual({ daysOfCover: 6.9, lowBalance: true });
    expect(balanceCover(7_00_000, 1_00_000)).toEqual({ daysOfCover: 7, lowBalance: false });
    expect(balanceCover(45_00_000, 1_00_000)).toEqual({ daysOfCover: 45, lowBalance: false });
  });

  it('lasts indefinitely without spend, and is low with nothing available', () => {
    expect(balanceCover(5_00_000, 0)).toEqual({ daysOfCover: null, lowBalance: false });
    expect(balanceCover(0, 0)).toEqual({ daysOfCover: 0, lowBalance: true });
    expect(balanceCover(-1_000, 5_000)).toEqual({ daysOfCover: 0, lowBalance: true });
  });

  it('says nothing while the balance is unknown', () => {
    expect(balanceCover(null, 1_00_000)).toEqual({ daysOfCover: null, lowBalance: false });
  });
});
