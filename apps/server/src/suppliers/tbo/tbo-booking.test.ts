import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCache } from '../../platform/cache';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { supplierTraveller } from '../../test/travellers';
import { type FlightSupplier, SupplierError, type SupplierFare } from '../flight-supplier';
import { createTboSupplier } from './tbo-supplier';

const endUserIp = '203.0.113.9';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SupplierError);
  return error as SupplierError;
}

describe('TBO adapter booking against the sandbox', () => {
  let sandbox: TestSandbox;
  /** the sandbox's clock runs this far ahead of ours, so change requests can age */
  let skewMs = 0;
  let supplier: FlightSupplier;

  beforeAll(async () => {
    sandbox = await startSandbox({ now: () => new Date(Date.now() + skewMs) });
  });
  afterAll(async () => {
    await sandbox.close();
  });
  beforeEach(async () => {
    await sandbox.faults('');
    supplier = createTboSupplier(sandbox.supplierConfig(), createCache(undefined));
  });
  afterEach(() => {
    skewMs = 0;
  });

  async function fareOf(pick: (fare: SupplierFare) => boolean) {
    const found = await supplier.search({
      journeyType: 1,
      cabinClass: 2,
      segments: [{ origin: 'DEL', destination: 'BOM', departureDate: inDays(7) }],
      adults: 1,
      children: 0,
      infants: 0,
      endUserIp,
    });
    const fare = found.results[0]?.find(pick);
    if (!fare) throw new Error('no fare of that kind');
    return { traceId: found.traceId, fare };
  }
  const gdsFare = () => fareOf((f) => f.source === 'GDS');
  const lccFare = () => fareOf((f) => f.isLcc);

  async function holdGds() {
    const { traceId, fare } = await gdsFare();
    const held = await supplier.hold({
      traceId,
      resultIndex: fare.resultIndex,
      endUserIp,
      passengers: [supplierTraveller(fare)],
    });
    return { traceId, fare, held };
  }

  async function ticketLcc() {
    const { traceId, fare } = await lccFare();
    return supplier.ticket({
      kind: 'direct',
      traceId,
      resultIndex: fare.resultIndex,
      endUserIp,
      passengers: [supplierTraveller(fare)],
    });
  }

  it('holds a GDS fare, reads it back and tickets it', async () => {
    const { traceId, fare, held } = await holdGds();
    expect(held).toMatchObject({
      status: 'held',
      isLcc: false,
      source: 'GDS',
      isPriceChanged: false,
      isTimeChanged: false,
      invoiceCreatedOn: null,
    });
    expect(held.pnr).toMatch(/^[A-Z0-9]{6}$/);
    expect(held.bookingId).toMatch(/^[1-9]\d*$/);
    expect(held.lastTicketDate).toBeTruthy();
    expect(held.fare.publishedFare).toBe(fare.publishedFare);
    expect(Number.isInteger(held.fare.tax) && held.fare.tax > 0).toBe(true);
    expect(held.segments[0]?.[0]?.originAirportCode).toBe('DEL');
    expect(held.segments.at(-1)?.at(-1)?.destinationAirportCode).toBe('BOM');
    expect(held.segments[0]?.[0]?.airlinePnr).toBe(held.pnr);
    const [pax] = held.passengers;
    expect(pax).toMatchObject({
      firstName: 'Asha',
      lastName: 'Rao',
      paxType: 1,
      gender: 2,
      dateOfBirth: '1990-04-12',
      isLead: true,
      ticket: null,
    });
    expect(pax?.baggageAllowance).toHaveLength(held.segments.flat().length);

    const details = await supplier.bookingDetails({ bookingId: held.bookingId, pnr: held.pnr, endUserIp });
    expect(details).toMatchObject({ bookingId: held.bookingId, pnr: held.pnr, status: 'held' });
    expect(details.fareRules.length).toBeGreaterThan(0);

    const ticketed = await supplier.ticket({
      kind: 'held',
      traceId,
      bookingId: held.bookingId,
      pnr: held.pnr,
      endUserIp,
    });
    expect(ticketed.status).toBe('ticketed');
    expect(ticketed.lastTicketDate).toBeNull();
    expect(ticketed.invoiceCreatedOn).toBeTruthy();
    expect(ticketed.passengers[0]?.ticket?.ticketNumber).toMatch(/^\d+$/);
    expect(ticketed.passengers[0]?.ticket?.validatingAirline).toBe(fare.airlineCode);
    expect((await supplier.bookingDetails({ bookingId: held.bookingId, endUserIp })).status).toBe('ticketed');

    const again = await failure(
      supplier.ticket({ kind: 'held', traceId, bookingId: held.bookingId, pnr: held.pnr, endUserIp }),
    );
    expect(again.kind).toBe('rejected');
  });

  it('tickets an LCC fare directly, with the baggage chosen from its SSR', async () => {
    const { traceId, fare } = await lccFare();
    const ssr = await supplier.ssr({ traceId, resultIndex: fare.resultIndex, endUserIp });
    const bag = ssr.baggage[0]?.find((b) => (b.weight ?? 0) > 0);
    if (!bag) throw new Error('no baggage option');
    const booking = await supplier.ticket({
      kind: 'direct',
      traceId,
      resultIndex: fare.resultIndex,
      endUserIp,
      passengers: [supplierTraveller(fare, { baggage: [bag] })],
    });
    expect(booking).toMatchObject({ status: 'ticketed', isLcc: true, source: fare.airlineCode });
    expect(booking.passengers[0]?.ticket?.ticketId).toBeGreaterThan(0);
    expect(booking.fare.publishedFare).toBe(fare.publishedFare);
  });

  it('refuses to hold an LCC fare, in our words', async () => {
    const { traceId, fare } = await lccFare();
    const error = await failure(
      supplier.hold({
        traceId,
        resultIndex: fare.resultIndex,
        endUserIp,
        passengers: [supplierTraveller(fare)],
      }),
    );
    expect(error.kind).toBe('invalidRequest');
    expect(error.message).toBe('Low-cost carrier fares cannot be held; ticket them directly.');
  });

  it('releases a held booking, once, in the source TBO gave it', async () => {
    const { held } = await holdGds();
    expect([4, 5]).toContain(held.supplierSource);
    await supplier.release({ bookingId: held.bookingId, supplierSource: held.supplierSource, endUserIp });
    expect((await supplier.bookingDetails({ bookingId: held.bookingId, endUserIp })).status).toBe('released');
    const again = await failure(
      supplier.release({ bookingId: held.bookingId, supplierSource: held.supplierSource, endUserIp }),
    );
    expect(again.kind).toBe('rejected');
    expect(again.message).toContain('not on hold');
  });

  it('asks TBO for the source of a hold stored without one, and releases it there', async () => {
    const { held } = await holdGds();
    const before = sandbox.operations.length;
    await supplier.release({ bookingId: held.bookingId, supplierSource: null, endUserIp });
    expect(sandbox.operations.slice(before)).toEqual(['GetBookingDetails', 'ReleasePNRRequest']);
    expect((await supplier.bookingDetails({ bookingId: held.bookingId, endUserIp })).status).toBe('released');
  });

  it('cancels a ticketed GDS booking through a change request, Pending until the airline completes it', async () => {
    const { traceId, held } = await holdGds();
    const booking = await supplier.ticket({
      kind: 'held',
      traceId,
      bookingId: held.bookingId,
      pnr: held.pnr,
      endUserIp,
    });
    const ticketId = booking.passengers[0]?.ticket?.ticketId;
    const sent = await supplier.changeRequest({
      bookingId: booking.bookingId,
      requestType: 1,
      cancellationType: 3,
      remarks: 'Traveller cancelled',
      endUserIp,
    });
    // TBO's numbers (decision 0069): Pending 7, Completed 4.
    expect(sent.changeRequests).toEqual([
      { changeRequestId: expect.stringMatching(/^\d+$/), ticketId, status: 7, statusText: 'Pending' },
    ]);
    const changeRequestId = sent.changeRequests[0]?.changeRequestId ?? '0';
    expect(await supplier.changeRequestStatus({ changeRequestId, endUserIp })).toEqual({
      changeRequestId,
      status: 7,
      statusText: 'Pending',
      refundedAmount: 0,
      cancellationCharge: 0,
    });

    skewMs = 16 * 60_000;
    const done = await supplier.changeRequestStatus({ changeRequestId, endUserIp });
    expect(done).toMatchObject({ changeRequestId, status: 4, statusText: 'Completed' });
    expect(Number.isInteger(done.refundedAmount) && Number.isInteger(done.cancellationCharge)).toBe(true);
    expect(done.cancellationCharge).toBeGreaterThan(0);
    expect(done.refundedAmount + done.cancellationCharge).toBeLessThanOrEqual(booking.fare.publishedFare);
    expect((await supplier.bookingDetails({ bookingId: booking.bookingId, endUserIp })).status).toBe(
      'cancelled',
    );
  });

  it('reads an LCC cancellation TBO answers Completed as it is sent', async () => {
    const booking = await ticketLcc();
    const sent = await supplier.changeRequest({
      bookingId: booking.bookingId,
      requestType: 1,
      cancellationType: 3,
      remarks: 'Traveller cancelled',
      endUserIp,
    });
    expect(sent.changeRequests).toMatchObject([{ status: 4, statusText: 'Completed' }]);
  });

  it('refuses change requests that would cancel more than asked, without calling the supplier', async () => {
    const before = sandbox.operations.length;
    const error = await failure(
      supplier.changeRequest({
        bookingId: '1',
        requestType: 1,
        cancellationType: 3,
        ticketIds: [1],
        remarks: 'one ticket only',
        endUserIp,
      }),
    );
    expect(error.kind).toBe('invalidRequest');
    expect(sandbox.operations.length).toBe(before);
  });

  it('reports a price change on hold', async () => {
    const { traceId, fare } = await gdsFare();
    await sandbox.faults('priceChange=10');
    const held = await supplier.hold({
      traceId,
      resultIndex: fare.resultIndex,
      endUserIp,
      passengers: [supplierTraveller(fare)],
    });
    expect(held.isPriceChanged).toBe(true);
    expect(held.fare.publishedFare).toBeGreaterThan(fare.publishedFare);
  });

  it('a booking that does not exist is a SupplierError of its own kind, by id or by trace', async () => {
    const error = await failure(supplier.bookingDetails({ bookingId: '987654321', endUserIp }));
    expect(error.kind).toBe('notFound');
    expect(error.code).toBe(8);
    expect(error.message).toContain('987654321');
    const byTrace = await failure(supplier.bookingDetails({ traceId: 'no-such-trace', endUserIp }));
    expect(byTrace.kind).toBe('notFound');
  });
});
