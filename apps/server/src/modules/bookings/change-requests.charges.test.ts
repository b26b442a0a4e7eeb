import type { FareRule, FlightResult } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { segmentFor } from '../../seed/booking-factories';
import { cancellationFeeOf, estimateCancellationCharge } from './change-requests.charges';

const RULE_HTML =
  '<table border="1" cellpadding="3"><tr><th>Time before departure</th><th>Cancellation fee</th><th>Date change fee</th></tr>' +
  '<tr><td>More than 72 hours</td><td>INR 1,999</td><td>Free</td></tr>' +
  '<tr><td>4 to 72 hours</td><td>INR 2,999</td><td>INR 1,499</td></tr>' +
  '<tr><td>Less than 4 hours</td><td>Non-refundable</td><td>Not permitted</td></tr></table>';

const rule = (fareRuleDetail: string): FareRule => ({
  origin: 'DEL',
  destination: 'BOM',
  airline: '6E',
  fareBasisCode: 'R0IP',
  fareRuleDetail,
  fareRestriction: '',
});

const fare = (isRefundable: boolean) =>
  ({
    isRefundable,
    publishedFare: 1_200_000,
    fareBreakdown: [{ baseFare: 1_000_000 }],
  }) as unknown as FlightResult;

const now = new Date('2026-12-01T00:00:00Z');
const departing = (hours: number) => ({
  ...segmentFor('DEL', 'BOM', '2026-12-01', '6E'),
  departureTime: new Date(now.getTime() + hours * 3_600_000).toISOString().slice(0, 19),
});

describe('cancellation charge estimate', () => {
  it('reads the fee for the time left before departure, in paise', () => {
    expect(cancellationFeeOf(RULE_HTML, 100)).toBe(199_900);
    expect(cancellationFeeOf(RULE_HTML, 10)).toBe(299_900);
    expect(cancellationFeeOf(RULE_HTML, 2)).toBeNull();
    expect(cancellationFeeOf('<p>Call the airline</p>', 100)).toBeNull();
  });

  it('charges the fee per passenger per sector on a refundable fare', () => {
    const booking = {
      fare: fare(true),
      fareRules: [rule(RULE_HTML)],
      segments: [departing(100)],
      passengerCount: 2,
    };
    expect(estimateCancellationCharge(booking, now)).toBe(399_800);
  });

  it('keeps the whole base fare when the fare is non-refundable, closed, or its rules unreadable', () => {
    const base = { fareRules: [rule(RULE_HTML)], segments: [departing(100)], passengerCount: 2 };
    expect(estimateCancellationCharge({ ...base, fare: fare(false) }, now)).toBe(1_000_000);
    expect(estimateCancellationCharge({ ...base, fare: fare(true), segments: [departing(2)] }, now)).toBe(
      1_000_000,
    );
    expect(estimateCancellationCharge({ ...base, fare: fare(true), fareRules: [] }, now)).toBe(1_000_000);
  });
});
