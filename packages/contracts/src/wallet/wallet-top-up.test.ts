import { describe, expect, it } from 'vitest';
import { createTopUpRequest, TOP_UP_MSG, topUpCharge, topUpFee, topUpFeeSettings } from './wallet-top-up';

const amountError = (amount: unknown) => {
  const parsed = createTopUpRequest.safeParse({ amount });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe('wallet top-up arithmetic (decision 0054)', () => {
  it('charges the fee on top of the amount credited, rounded once to the paisa', () => {
    expect(topUpCharge(10_000_00, 150)).toEqual({ amount: 10_000_00, fee: 150_00, total: 10_150_00 });
    // ₹333 at 1.25 % is ₹4.1625: ₹4.16; ₹101 at 0.5 % is ₹0.505: ₹0.51.
    expect(topUpFee(333_00, 125)).toBe(416);
    expect(topUpFee(101_00, 50)).toBe(51);
    expect(topUpCharge(5_00_000_00, 500)).toEqual({
      amount: 5_00_000_00,
      fee: 25_000_00,
      total: 5_25_000_00,
    });
    expect(topUpCharge(2_500_00, 0)).toEqual({ amount: 2_500_00, fee: 0, total: 2_500_00 });
  });

  it('takes whole rupees from ₹100 to ₹5,00,000', () => {
    expect(amountError(100_00)).toBeUndefined();
    expect(amountError('250000')).toBeUndefined();
    expect(amountError(5_00_000_00)).toBeUndefined();
    expect(amountError(100_50)).toBe(TOP_UP_MSG.wholeRupees);
    expect(amountError(99_00)).toBe(TOP_UP_MSG.tooSmall);
    expect(amountError(5_00_001_00)).toBe(TOP_UP_MSG.tooLarge);
    expect(amountError(1.5)).toBeDefined();
  });

  it('lets a site pass on 0 to 5 % of the gateway’s fee', () => {
    expect(topUpFeeSettings.safeParse({ feeBasisPoints: 500 }).success).toBe(true);
    expect(topUpFeeSettings.safeParse({ feeBasisPoints: 0 }).success).toBe(true);
    for (const feeBasisPoints of [501, -1])
      expect(topUpFeeSettings.safeParse({ feeBasisPoints }).error?.issues[0]?.message).toBe(
        TOP_UP_MSG.feePercent,
      );
  });
});
