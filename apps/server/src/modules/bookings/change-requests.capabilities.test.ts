import { CHANGE_REQUEST_TYPES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCache } from '../../platform/cache';
import { createBooking, passengerFor } from '../../seed/booking-factories';
import { createSite } from '../../seed/factories';
import { createTboSupplier } from '../../suppliers/tbo/tbo-supplier';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { supplierTraveller } from '../../test/travellers';
import { CR_MSG } from './change-requests.service';

const endUserIp = '203.0.113.9';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('change requests with a supplier that has no cancellation-charge or partial-cancel call', () => {
  let t: TestApp;
  let sandbox: TestSandbox;
  let siteId: string;
  let owner: { id: string; token: string };

  beforeAll(async () => {
    sandbox = await startSandbox();
    t = await createTestApp({ supplier: sandbox.supplierConfig({ capabilities: ['hold', 'ssr'] }) });
    siteId = (await createSite(t.db)).id;
    const { user, token } = await signIn(t, siteId);
    owner = { id: user.id, token };
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });

  /** One adult on a low-cost fare, ticketed at the sandbox and stored as the order flow stores it. */
  async function ticketedBooking() {
    const supplier = createTboSupplier(sandbox.supplierConfig(), createCache(undefined));
    const found = await supplier.search({
      journeyType: 1,
      cabinClass: 2,
      segments: [{ origin: 'DEL', destination: 'BOM', departureDate: inDays(8) }],
      adults: 1,
      children: 0,
      infants: 0,
      endUserIp,
    });
    const fare = found.results[0]?.find((f) => f.isLcc);
    if (!fare) throw new Error('no low-cost fare');
    const booked = await supplier.ticket({
      kind: 'direct',
      traceId: found.traceId,
      resultIndex: fare.resultIndex,
      endUserIp,
      passengers: [supplierTraveller(fare)],
    });
    const row = await createBooking(t.db, siteId, owner.id, {
      supplierBookingId: Number(booked.bookingId),
      pnr: booked.pnr,
      segments: booked.segments.flat(),
      fareRules: booked.fareRules,
      passengers: booked.passengers.map((p, i) => ({
        ...passengerFor(p.firstName, p.lastName, i),
        ticket: p.ticket,
      })),
    });
    return { booked, row, bookingId: Number(booked.bookingId) };
  }
  const as = () => ({ siteId, token: owner.token });

  it('estimates the charge from the fare rules and never asks for GetCancellationCharges', async () => {
    const { row, bookingId } = await ticketedBooking();
    const res = await call(t.app, 'api/getCC', { bookingId }, as());
    expect(res.status).toBe(200);
    // The stored fare is non-refundable: the estimate keeps the whole base fare.
    const baseFare = row.fare.fareBreakdown.reduce((s, d) => s + d.baseFare, 0);
    expect(res.body.data).toMatchObject({ cancellationCharge: baseFare });
    expect(sandbox.operations).not.toContain('GetCancellationCharges');
  });

  it('refuses a partial refund before asking the airline, and leaves the booking ticketed', async () => {
    const { booked, bookingId } = await ticketedBooking();
    const before = sandbox.operations.length;
    const res = await call(
      t.app,
      'api/changeRequest',
      {
        bookingId,
        requestType: CHANGE_REQUEST_TYPES.PartialRefund,
        passengers: ['0'],
        sectors: booked.segments
          .flat()
          .map((s) => ({ origin: s.originAirportCode, destination: s.destinationAirportCode })),
        remarks: 'One sector only',
        agreed: true,
      },
      as(),
    );
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe(CR_MSG.noPartialCancel);
    expect(sandbox.operations.slice(before)).not.toContain('SendChangeRequest');
    const again = await call(t.app, 'api/getCC', { bookingId }, as());
    expect(again.body.data.booking.status).toBe('ticketed');
  });
});
