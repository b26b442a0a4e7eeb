import { describe, expect, it } from 'vitest';
import { refundAfterFee, siteCancellationFee } from './cancellation-fee';

describe('the site’s cancellation fee', () => {
  it('is the fee per passenger for each passenger cancelled', () => {
    expect(siteCancellationFee(25_000, 2)).toBe(50_000);
    expect(siteCancellationFee(25_000, 0)).toBe(0);
    expect(siteCancellationFee(0, 3)).toBe(0);
  });

  it('is kept from the airline’s refund', () => {
    // ₹4,000 back from the airline, ₹500 kept.
    expect(refundAfterFee(400_000, 50_000)).toBe(350_000);
    expect(refundAfterFee(400_000, 0)).toBe(400_000);
  });

  it('never turns a small refund into a bill', () => {
    expect(refundAfterFee(30_000, 50_000)).toBe(0);
    expect(refundAfterFee(0, 50_000)).toBe(0);
  });
});
