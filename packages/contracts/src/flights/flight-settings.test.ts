import { describe, expect, it } from 'vitest';
import { tripFareSummary } from '../bookings/fare-summary';
import { convenienceFee, feeChannelOf, flightSettingsInput, tripConvenienceFee } from './flight-settings';

describe('convenience fee', () => {
  it('is the fixed part per passenger plus the percent of the fares’ price, rounded once to the paisa', () => {
    expect(
      convenienceFee({ perPassenger: 15_000, basisPoints: 0 }, { passengers: 3, farePrice: 999_999 }),
    ).toBe(45_000);
    // 1.25% of ₹4,567.89 is ₹57.098625: 5,710 paise.
    expect(convenienceFee({ perPassenger: 0, basisPoints: 125 }, { passengers: 2, farePrice: 456_789 })).toBe(
      5_710,
    );
    expect(
      convenienceFee({ perPassenger: 10_000, basisPoints: 200 }, { passengers: 1, farePrice: 500_000 }),
    ).toBe(20_000);
  });

  it('charges the percent on the trip’s fares as shown (markup, GST and discount in), not on extras', () => {
    const fares = [
      { publishedFare: 400_000, markup: 29_900, discount: 0 },
      { publishedFare: 300_000, markup: 0, discount: 10_000 },
    ];
    // 400,000 + 29,900 + 18% GST (5,382) and 300,000 − 10,000: 725,282 paise; 2% is 14,506.
    expect(tripConvenienceFee({ perPassenger: 0, basisPoints: 200 }, fares, 1)).toBe(14_506);
    expect(tripConvenienceFee(undefined, fares, 4)).toBe(0);
  });

  it('is part of the fare summary’s total fare and payable, once for the trip', () => {
    const fares = [{ publishedFare: 400_000, markup: 0, discount: 0 }];
    const summary = tripFareSummary(fares, { baggagePrice: 0, mealPrice: 0, txnFee: 12_345 });
    expect(summary).toMatchObject({ txnFee: 12_345, totalFare: 412_345, totalPayable: 412_345 });
  });

  it('is the retail one for visitors and retail customers, its own for agents and corporates, none for others', () => {
    expect(feeChannelOf(null)).toBe('retail');
    expect(feeChannelOf('retail')).toBe('retail');
    expect(feeChannelOf('travelAgent')).toBe('travelAgent');
    expect(feeChannelOf('corporate')).toBe('corporate');
    expect(feeChannelOf('staff')).toBeNull();
    expect(feeChannelOf('consumer')).toBeNull();
  });
});

describe('flight settings input', () => {
  const base = {
    suppliersOn: ['TBO'],
    accounts: [],
    holdAllowedByDefault: false,
    refundableOnly: false,
    hiddenAirlines: [' 6e', 'AI', 'ai'],
    lookToBookLimit: null,
    fees: {
      retail: { perPassenger: 0, basisPoints: 0 },
      travelAgent: { perPassenger: 0, basisPoints: 0 },
      corporate: { perPassenger: 0, basisPoints: 0 },
    },
    reviewCancellations: false,
    cancellationFees: { retail: 0, travelAgent: 0, corporate: 0 },
  };

  it('reads airline codes in capitals, once each', () => {
    expect(flightSettingsInput.parse(base).hiddenAirlines).toEqual(['6E', 'AI']);
  });

  it('needs the client id and user name of a site’s own account, but not a password (the stored one stays)', () => {
    const own = { supplierCode: 'TBO', useOwn: true };
    const result = flightSettingsInput.safeParse({ ...base, accounts: [own] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'accounts.0.clientId',
      'accounts.0.userName',
    ]);
    expect(
      flightSettingsInput.safeParse({ ...base, accounts: [{ ...own, clientId: 'c', userName: 'u' }] })
        .success,
    ).toBe(true);
  });

  it('takes a cancellation fee per channel in whole paise, at most ₹10,000 a passenger', () => {
    const fees = { retail: 25_000, travelAgent: 0, corporate: 10_000 };
    expect(flightSettingsInput.parse({ ...base, cancellationFees: fees }).cancellationFees).toEqual(fees);
    const tooHigh = flightSettingsInput.safeParse({
      ...base,
      cancellationFees: { ...fees, travelAgent: 1_000_001 },
    });
    expect(tooHigh.error?.issues).toMatchObject([
      { path: ['cancellationFees', 'travelAgent'], message: 'At most ₹10,000 a passenger' },
    ]);
    expect(
      flightSettingsInput.safeParse({ ...base, cancellationFees: { ...fees, retail: -1 } }).success,
    ).toBe(false);
  });
});
