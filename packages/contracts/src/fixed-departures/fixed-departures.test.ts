import { describe, expect, it } from 'vitest';
import { decodeTicketSlug, encodeTicketSlug } from '../bookings/e-ticket-slug';
import {
  defaultFdDeadlines,
  FD_MSG,
  fdCancellationRefund,
  fdDepartureInput,
  fdNameListClosed,
  fdSearchRequest,
  fdSeatsOf,
} from './fixed-departures';

const leg = (departAt: string) => ({
  airlineCode: '6e',
  flightNumber: '1463',
  origin: 'del',
  destination: 'dxb',
  departAt,
  arriveAt: departAt,
});
const input = {
  tripType: 'oneWay',
  outbound: [leg('2027-01-15T09:40')],
  seatsTotal: 30,
  fareAdult: 1_450_000,
  fareChild: 1_350_000,
  fareInfant: 250_000,
  baggage: '30 KG',
  cabinBaggage: '7 KG',
  blockPnr: 'q7xk2m',
  isRefundable: true,
  cancellationCharge: 300_000,
  cancellationPolicy: '₹3,000 per passenger',
};

describe('fixed departure rules', () => {
  it('puts the name-list deadline a week and the release three days before departure, across months', () => {
    expect(defaultFdDeadlines('2027-03-02')).toEqual({
      nameListDeadline: '2027-02-23',
      releaseDate: '2027-02-27',
    });
  });

  it('closes the name list when its deadline day is over on the site’s calendar, not the server’s', () => {
    // 20:00 UTC on 1 March is already 2 March in Kolkata (01:30) but still 1 March in New York.
    const evening = '2027-03-01T20:00:00Z';
    expect(fdNameListClosed('2027-03-01', evening, 'Asia/Kolkata')).toBe(true);
    expect(fdNameListClosed('2027-03-01', evening, 'America/New_York')).toBe(false);
    // The deadline day itself is still open: names may be given until it ends.
    expect(fdNameListClosed('2027-03-02', evening, 'Asia/Kolkata')).toBe(false);
    expect(fdNameListClosed('2027-02-20', new Date(evening), 'Asia/Dubai')).toBe(true);
  });

  it('keeps the charge per passenger on cancellation, everything for a non-refundable fare', () => {
    expect(fdCancellationRefund(900_000, 2, { isRefundable: true, cancellationCharge: 100_000 })).toEqual({
      charge: 200_000,
      refund: 700_000,
    });
    expect(fdCancellationRefund(100_000, 3, { isRefundable: true, cancellationCharge: 50_000 })).toEqual({
      charge: 100_000,
      refund: 0,
    });
    expect(fdCancellationRefund(900_000, 2, { isRefundable: false, cancellationCharge: 0 })).toEqual({
      charge: 900_000,
      refund: 0,
    });
  });

  it('seats adults and children; infants fly on a lap', () => {
    expect(fdSeatsOf([{ paxType: 1 }, { paxType: 2 }, { paxType: 3 }])).toBe(2);
  });

  it('reads a departure as staff type it: codes upper-cased, a round trip needs its return after the way out', () => {
    const parsed = fdDepartureInput.parse(input);
    expect(parsed.outbound[0]).toMatchObject({ airlineCode: '6E', origin: 'DEL' });
    expect(parsed.blockPnr).toBe('Q7XK2M');
    const back = fdDepartureInput.safeParse({
      ...input,
      tripType: 'roundTrip',
      inbound: [leg('2027-01-14T09:40')],
    });
    expect(back.error?.issues[0]?.message).toBe(FD_MSG.returnBeforeDeparture);
    const late = fdDepartureInput.safeParse({
      ...input,
      nameListDeadline: '2027-01-14',
      releaseDate: '2027-01-10',
    });
    expect(late.error?.issues[0]?.message).toBe(FD_MSG.deadlinesOrder);
    expect(fdDepartureInput.safeParse({ ...input, outbound: [] }).error?.issues[0]?.message).toBe(
      FD_MSG.legsRequired,
    );
  });

  it('refuses more infants than adults in a search', () => {
    const res = fdSearchRequest.safeParse({ adultCount: 1, infantCount: 2 });
    expect(res.error?.issues[0]?.message).toBe(FD_MSG.infantsOverAdults);
  });

  it('builds the printable ticket’s slug like the e-ticket’s: the booking and the block PNR', () => {
    const slug = encodeTicketSlug('0b7c-booking', 'FDDXB1');
    expect(decodeTicketSlug(slug)).toEqual({ bookingId: '0b7c-booking', pnr: 'FDDXB1' });
  });
});
