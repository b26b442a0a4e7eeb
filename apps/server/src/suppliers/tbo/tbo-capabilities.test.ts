import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCache } from '../../platform/cache';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { supplierTraveller } from '../../test/travellers';
import { type FlightSupplier, SupplierError } from '../flight-supplier';
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

describe('TBO adapter: capabilities, cancellation charges and malformed answers', () => {
  let sandbox: TestSandbox;
  let supplier: FlightSupplier;

  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });
  beforeEach(async () => {
    await sandbox.faults('');
    supplier = createTboSupplier(sandbox.supplierConfig(), createCache(undefined));
  });

  async function ticketedLcc(days = 7) {
    const found = await supplier.search({
      journeyType: 1,
      cabinClass: 2,
      segments: [{ origin: 'DEL', destination: 'BOM', departureDate: inDays(days) }],
      adults: 1,
      children: 0,
      infants: 0,
      endUserIp,
    });
    const fare = found.results[0]?.find((f) => f.isLcc);
    if (!fare) throw new Error('no low-cost fare');
    return supplier.ticket({
      kind: 'direct',
      traceId: found.traceId,
      resultIndex: fare.resultIndex,
      endUserIp,
      passengers: [supplierTraveller(fare)],
    });
  }

  it('declares what TBO can do, less what the account configuration leaves out', () => {
    expect(supplier.capabilities).toEqual({
      hold: true,
      seatMap: false,
      ssr: true,
      cancellationCharges: true,
      partialCancel: true,
    });
    const narrow = createTboSupplier(
      sandbox.supplierConfig({ capabilities: ['ssr'] }),
      createCache(undefined),
    );
    expect(narrow.capabilities).toMatchObject({ hold: false, ssr: true, cancellationCharges: false });
  });

  it("quotes a ticketed booking's cancellation with GetCancellationCharges, in paise", async () => {
    const booking = await ticketedLcc();
    const quote = await supplier.cancellationCharges({ bookingId: booking.bookingId, endUserIp });
    expect(sandbox.operations.at(-1)).toBe('GetCancellationCharges');
    expect(Number.isInteger(quote.cancellationCharge) && Number.isInteger(quote.refundAmount)).toBe(true);
    expect(quote.cancellationCharge).toBeGreaterThan(0);
    expect(quote.cancellationCharge + quote.refundAmount).toBe(booking.fare.publishedFare);
    expect(quote.currency).toBe('INR');
  });

  it('never asks a supplier for a call its configuration lacks', async () => {
    const booking = await ticketedLcc();
    const narrow = createTboSupplier(
      sandbox.supplierConfig({ capabilities: ['ssr'] }),
      createCache(undefined),
    );
    const before = sandbox.operations.length;
    const refused = await Promise.all([
      failure(narrow.cancellationCharges({ bookingId: booking.bookingId, endUserIp })),
      failure(
        narrow.release({ bookingId: booking.bookingId, supplierSource: booking.supplierSource, endUserIp }),
      ),
      failure(
        narrow.changeRequest({
          bookingId: booking.bookingId,
          requestType: 2,
          cancellationType: 3,
          sectors: [{ origin: 'DEL', destination: 'BOM' }],
          remarks: 'one sector',
          endUserIp,
        }),
      ),
    ]);
    expect(refused.map((e) => e.kind)).toEqual(['unsupported', 'unsupported', 'unsupported']);
    expect(sandbox.operations.length).toBe(before);
  });

  it('turns a successful answer in the wrong shape into a supplier error, not a TypeError', async () => {
    const booking = await ticketedLcc();
    await sandbox.faults('malformed');
    const error = await failure(supplier.bookingDetails({ bookingId: booking.bookingId, endUserIp }));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(/^GetBookingDetails answered in a shape we cannot read \(Response\./);
    const quote = await failure(supplier.cancellationCharges({ bookingId: booking.bookingId, endUserIp }));
    expect(quote.kind).toBe('unavailable');
  });

  it('checks a search answer where it is read, and names the first field in the wrong shape', async () => {
    const search = () =>
      supplier.search({
        journeyType: 1,
        cabinClass: 2,
        segments: [{ origin: 'DEL', destination: 'BOM', departureDate: inDays(9) }],
        adults: 1,
        children: 0,
        infants: 0,
        endUserIp,
      });
    expect((await search()).results[0]?.length).toBeGreaterThan(0);
    await sandbox.faults('malformed');
    const error = await failure(search());
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe(
      'Search answered in a shape we cannot read (Response.Results.0.0.Source: expected number, received string)',
    );
  });

  it('refuses an id that is not a TBO id without calling the supplier', async () => {
    const before = sandbox.operations.length;
    const error = await failure(supplier.bookingDetails({ bookingId: 'ORD-12', endUserIp }));
    expect(error.kind).toBe('invalidRequest');
    expect(sandbox.operations.length).toBe(before);
  });
});
