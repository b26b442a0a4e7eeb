import { CHANGE_REQUEST_TYPES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../seed/factories';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { sectorsOf, ticketedBooking as ticketedBookingOf } from '../../test/ticketed-booking';
import { CR_MSG } from './change-requests.service';

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

  const ticketedBooking = () => ticketedBookingOf(t, sandbox, siteId, owner.id, { adults: 1 });
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
    const { supplierBooking, bookingId } = await ticketedBooking();
    const before = sandbox.operations.length;
    const res = await call(
      t.app,
      'api/changeRequest',
      {
        bookingId,
        requestType: CHANGE_REQUEST_TYPES.PartialRefund,
        passengers: ['0'],
        sectors: sectorsOf(supplierBooking),
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
