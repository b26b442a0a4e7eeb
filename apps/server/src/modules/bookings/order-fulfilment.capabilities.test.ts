import type { FlightResult } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  capabilitiesOf,
  type FlightSupplier,
  type SupplierBooking,
  type SupplierCapability,
} from '../../suppliers/flight-supplier';
import type { OrderDetails } from './bookings.schema';
import { bookLegs } from './order-fulfilment';

/** A supplier that records every call it is asked; ticketing answers a ticketed booking. */
function recordingSupplier(capabilities: SupplierCapability[]) {
  const asked: string[] = [];
  const booking = {
    bookingId: '77',
    pnr: 'ABC123',
    status: 'ticketed',
    isPriceChanged: false,
  } as SupplierBooking;
  const supplier = new Proxy({} as FlightSupplier, {
    get(_, name) {
      if (name === 'capabilities') return capabilitiesOf(capabilities);
      if (name === 'name') return 'Fake';
      return async (input: { kind?: string }) => {
        asked.push(name === 'ticket' ? `ticket:${input.kind}` : String(name));
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
    expect(leg?.ok).toBe(true);
    expect(asked).toEqual(['ticket:direct']);
  });

  it('refuses a hold asked of it before calling anything', async () => {
    const { supplier, asked } = recordingSupplier(['ssr']);
    const [leg] = await bookLegs(supplier, details, { hold: true, endUserIp: '203.0.113.9' });
    expect(leg).toMatchObject({ ok: false, reason: expect.stringContaining('cannot hold') });
    expect(asked).toEqual([]);
  });

  it('still holds then tickets a GDS fare when the supplier can hold', async () => {
    const { supplier, asked } = recordingSupplier(['hold']);
    await bookLegs(supplier, details, { hold: false, endUserIp: '203.0.113.9' });
    expect(asked).toEqual(['hold', 'ticket:held']);
  });
});
