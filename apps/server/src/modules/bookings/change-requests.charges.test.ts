import type { FareRule, FlightResult } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { segmentFor } from '../../seed/booking-factories';
import { cancellationFeeOf, estimateCancellationCharge, feesPerRequest } from './change-requests.charges';

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
const ZONES: Record<string, string> = { DEL: 'Asia/Kolkata', DXB: 'Asia/Dubai' };
const zoneOf = (code: string) => ZONES[code];
const HOUR = 3_600_000;
/** A departure `hours` from now, printed as the airline prints it: the airport's wall clock. */
const departing = (hours: number, origin = 'DEL') => {
  const offsetHours = origin === 'DEL' ? 5.5 : origin === 'DXB' ? 4 : 0;
  const wall = new Date(now.getTime() + (hours + offsetHours) * HOUR);
  return { ...segmentFor(origin, 'BOM', '2026-12-01', '6E'), departureTime: wall.toISOString().slice(0, 19) };
};

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
    expect(estimateCancellationCharge(booking, now, zoneOf)).toBe(399_800);
  });

  it('keeps the whole base fare when the fare is non-refundable, closed, or its rules unreadable', () => {
    const base = { fareRules: [rule(RULE_HTML)], segments: [departing(100)], passengerCount: 2 };
    expect(estimateCancellationCharge({ ...base, fare: fare(false) }, now, zoneOf)).toBe(1_000_000);
    expect(
      estimateCancellationCharge({ ...base, fare: fare(true), segments: [departing(2)] }, now, zoneOf),
    ).toBe(1_000_000);
    expect(estimateCancellationCharge({ ...base, fare: fare(true), fareRules: [] }, now, zoneOf)).toBe(
      1_000_000,
    );
  });

  it("reads an Indian departure in India's zone: 72 h before it the dearer band starts, not 5½ h later", () => {
    const at = (hours: number) =>
      estimateCancellationCharge(
        { fare: fare(true), fareRules: [rule(RULE_HTML)], segments: [departing(hours)], passengerCount: 1 },
        now,
        zoneOf,
      );
    expect(at(72.25)).toBe(199_900);
    // Read as UTC this departure would seem 77¾ h away and still cost the cheaper fee.
    expect(at(72)).toBe(299_900);
    expect(at(71.75)).toBe(299_900);
  });

  it('reads each departure in its own airport zone, and an unknown airport in the earliest zone', () => {
    const from = (origin: string) =>
      estimateCancellationCharge(
        {
          fare: fare(true),
          fareRules: [rule(RULE_HTML)],
          segments: [departing(71.9, origin)],
          passengerCount: 1,
        },
        now,
        zoneOf,
      );
    expect(from('DXB')).toBe(299_900);
    // 71.9 h away as UTC wall clock: read at UTC+14 it is 14 h nearer, still inside the dearer band.
    expect(from('XXX')).toBe(299_900);
  });
});

describe('the site’s cancellation fee on each request the airline opens', () => {
  it('puts each passenger’s fee on the request of their ticket', () => {
    // A full refund of two passengers: the airline opens one request per ticket.
    expect(feesPerRequest(25_000, [71, 72], [71, 72])).toEqual([25_000, 25_000]);
    // A partial refund of one: only their request, and only their fee.
    expect(feesPerRequest(25_000, [72], [72])).toEqual([25_000]);
  });

  it('charges a passenger whose ticket opened no request on the first, so the total is what was shown', () => {
    expect(feesPerRequest(25_000, [71, null, 99], [71])).toEqual([75_000]);
    expect(feesPerRequest(25_000, [71, 72], [72, 71, 72])).toEqual([25_000, 25_000, 0]);
  });

  it('is nothing without a fee, and nothing to spread without a request', () => {
    expect(feesPerRequest(0, [71, 72], [71, 72])).toEqual([0, 0]);
    expect(feesPerRequest(25_000, [71], [])).toEqual([]);
  });
});
