import type { FlightResult } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  capabilitiesOf,
  type FlightSupplier,
  type SupplierBooking,
  type SupplierBookingStatus,
  type SupplierCapability,
  SupplierError,
} from '../../suppliers/flight-supplier';
import type { OrderDetails } from './bookings.schema';
import { bookLegs, UNKNOWN_STATUS } from './order-fulfilment';

/**
 * A supplier that records every call it is asked; ticketing answers a ticketed booking, or throws
 * what `fails` gives for that call.
 */
function recordingSupplier(
  capabilities: SupplierCapability[],
  fails: Record<string, Error> = {},
  status: SupplierBookingStatus = 'ticketed',
) {
  const asked: string[] = [];
  const booking = {
    bookingId: '77',
    pnr: 'ABC123',
    status,
    isPriceChanged: false,
  } as SupplierBooking;
  const supplier = new Proxy({} as FlightSupplier, {
    get(_, name) {
      if (name === 'capabilities') return capabilitiesOf(capabilities);
      if (name === 'name') return 'Fake';
      return async (input: { kind?: string }) => {
        asked.push(name === 'ticket' ? `ticket:${input.kind}` : String(name));
        const failure = fails[String(name)];
        if (failure) throw failure;
        return booking;
      };
    },
  });
  return { supplier, asked };
}

const gdsFare = { isLcc: false, traceId: 'T1', resultIndex: 'OB1', segments: [[]], fareBreakdown: [] };
const details = { fares: [gdsFare], passengers: [], extras: [] } as unknown as OrderDetails & {
  fares: FlightResult[];
};

describe('booking legs with a supplier that cannot hold', () => {
  it('tickets a GDS fare at once, never asking for a hold', async () => {
    const { supplier, asked } = recordingSupplier(['ssr']);
    const [leg] = await bookLegs(supplier, details, { hold: false, endUserIp: '203.0.113.9' });
    expect(leg?.state).toBe('booked');
    expect(asked).toEqual(['ticket:direct']);
  });

  it('refuses a hold asked of it before calling anything', async () => {
    const { supplier, asked } = recordingSupplier(['ssr']);
    const [leg] = await bookLegs(supplier, details, { hold: true, endUserIp: '203.0.113.9' });
    expect(leg).toMatchObject({ state: 'failed', reason: expect.stringContaining('cannot hold') });
    expect(asked).toEqual([]);
  });

  it('still holds then tickets a GDS fare when the supplier can hold', async () => {
    const { supplier, asked } = recordingSupplier(['hold']);
    await bookLegs(supplier, details, { hold: false, endUserIp: '203.0.113.9' });
    expect(asked).toEqual(['hold', 'ticket:held']);
  });
});

describe('a ticket call that goes unanswered', () => {
  const timeout = new SupplierError('timeout', 'Ticket took longer than 500 ms');

  it('leaves the leg unconfirmed, keeping the hold made before it, instead of failing it', async () => {
    const { supplier } = recordingSupplier(['hold'], { ticket: timeout });
    const [leg] = await bookLegs(supplier, details, { hold: false, endUserIp: '203.0.113.9' });
    expect(leg).toMatchObject({ state: 'unconfirmed', held: { bookingId: '77', pnr: 'ABC123' } });
  });

  it('is unconfirmed too when the answer cannot be read, and failed when the supplier refused', async () => {
    const garbled = recordingSupplier([], { ticket: new TypeError('cannot read FlightItinerary') });
    const [unread] = await bookLegs(garbled.supplier, details, { hold: false, endUserIp: '203.0.113.9' });
    expect(unread).toMatchObject({ state: 'unconfirmed', held: null });
    const refusing = recordingSupplier([], {
      ticket: new SupplierError('rejected', 'Fare not available', 12),
    });
    const [refused] = await bookLegs(refusing.supplier, details, { hold: false, endUserIp: '203.0.113.9' });
    expect(refused).toMatchObject({ state: 'failed', code: 12 });
  });

  it('is a failure when only the hold went unanswered: no ticket can have been issued', async () => {
    const { supplier, asked } = recordingSupplier(['hold'], { hold: timeout });
    const [leg] = await bookLegs(supplier, details, { hold: false, endUserIp: '203.0.113.9' });
    expect(leg).toMatchObject({ state: 'failed' });
    expect(asked).toEqual(['hold']);
  });
});

describe('a booking status the supplier does not document (decision 0069 §2)', () => {
  it('leaves a ticketed-at-once leg unconfirmed with the booking it named, never failed', async () => {
    const { supplier } = recordingSupplier([], {}, 'unknown');
    const [leg] = await bookLegs(supplier, details, { hold: false, endUserIp: '203.0.113.9' });
    expect(leg).toMatchObject({
      state: 'unconfirmed',
      reason: UNKNOWN_STATUS,
      held: { bookingId: '77', pnr: 'ABC123' },
    });
  });

  it('leaves a held-then-ticketed leg unconfirmed too', async () => {
    const { supplier, asked } = recordingSupplier(['hold'], {}, 'unknown');
    const [leg] = await bookLegs(supplier, details, { hold: false, endUserIp: '203.0.113.9' });
    expect(leg).toMatchObject({ state: 'unconfirmed', held: { bookingId: '77' } });
    expect(asked).toEqual(['hold', 'ticket:held']);
  });
});
