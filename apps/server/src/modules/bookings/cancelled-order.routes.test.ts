import {
  CHANGE_REQUEST_TYPES,
  encodeTicketSlug,
  type ItemFacts,
  itemStanding,
  type MyRefund,
  type OrderView,
  orderHeadline,
  type TicketDetail,
  type TicketRecord,
  ticketStatusDetail,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobKind } from '../../commerce/jobs/job-queue';
import { createSite } from '../../seed/factories';
import { flightSettingsOf } from '../../test/flight-settings';
import { payAtGateway, placeOrder } from '../../test/orders';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { refundOf, sectorsOf, ticketedBooking } from '../../test/ticketed-booking';
import { changeRequests, flightBookings } from './bookings.schema';

/**
 * Issue 24, decision 0058: once a cancellation completes and its money goes back, the order's page,
 * its e-ticket, the ticket queue (and its export) and the buyer's list of refunds say so, each from
 * the same facts through the same rule; while it is asked, or declined, they say that.
 */
describe('what a cancelled order shows', { timeout: 60_000 }, () => {
  let t: TestApp;
  let sandbox: TestSandbox;
  let siteId: string;

  beforeAll(async () => {
    sandbox = await startSandbox();
    // The airline completes each request it opens at the first status call: no clock to wait on.
    await sandbox.faults('changeMinutes=0');
    t = await createTestApp({ supplier: sandbox.supplierConfig(), paymentGateway: sandbox.paymentConfig() });
    siteId = (await createSite(t.db, { shortCode: 'CXL' })).id;
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });

  const api = (path: string, body: object, token?: string, site = siteId) =>
    call(t.app, path, body, { siteId: site, token });
  const orderOf = async (orderId: string, token: string) =>
    (await api('api/getFlightDetails', { orderId }, token)).body.data as OrderView;
  const ticketOf = async (bookingId: string, token: string, site = siteId) =>
    ((await api('api/getTickets', {}, token, site)).body.data.records as TicketRecord[]).find(
      (r) => r.bookingId === bookingId,
    );
  const eTicketOf = async (slug: string, token?: string) =>
    (await api('api/ticketDetail/getTicketDetail', { slug }, token)).body.data as TicketDetail;
  const refundsOf = async (token: string, body: object = {}) =>
    (await api('user/refunds/list', { page: 1, ...body }, token)).body.data.records as MyRefund[];
  /** The buyer presses Refresh Status on each request of the booking: the airline has completed them. */
  async function airlineCompletes(bookingId: string, token: string) {
    const requests = await t.db.select().from(changeRequests).where(eq(changeRequests.bookingId, bookingId));
    for (const r of requests) {
      const refreshed = await api('api/getCRStatus', { changeRequestId: r.supplierChangeRequestId }, token);
      expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    }
  }
  const headline = (view: OrderView) =>
    orderHeadline(
      view.status,
      view.bookings.map((b) => b.facts),
    );
  const sendRefunds = () =>
    t.app.jobs.queue.runDue(t.app.jobs.queue.kinds.get('send-refund') as JobKind<never>);

  it('a card-paid booking cancelled and refunded reads so on its page, e-ticket, ticket card and the buyer’s refunds', async () => {
    const buyer = await signIn(t, siteId, { userType: 'retail' });
    // A GDS fare: its cancellation stays asked until the airline completes it (an LCC's completes at once).
    const { orderId } = await placeOrder(t, siteId, buyer.token, {
      paymentMethod: 'gateway',
      pick: (f) => !f.isLcc,
    });
    const created = await api('payment/createPayment', { orderId }, buyer.token);
    await payAtGateway(created.body.data.redirectUrl, 'success');
    expect((await api('payment/phonepe/verifyPayment', { orderId }, buyer.token)).body.data.status).toBe(
      'completed',
    );
    const [leg] = await t.db.select().from(flightBookings).where(eq(flightBookings.orderId, orderId));
    if (!leg?.pnr || leg.supplierBookingId === null) throw new Error('not ticketed');
    const slug = encodeTicketSlug(leg.id, leg.pnr);
    expect(headline(await orderOf(orderId, buyer.token)).headline).toBe('Your booking is confirmed.');

    const asked = await api(
      'api/changeRequest',
      {
        bookingId: leg.supplierBookingId,
        requestType: CHANGE_REQUEST_TYPES.Refund,
        passengers: ['0'],
        sectors: leg.segments.map((s) => ({
          origin: s.originAirportCode,
          destination: s.destinationAirportCode,
        })),
        remarks: 'Plans changed',
        agreed: true,
      },
      buyer.token,
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    // Asked: the airline has it, nothing is cancelled yet.
    const asking = await orderOf(orderId, buyer.token);
    expect(asking.bookings[0]?.facts).toMatchObject({
      asked: 'cancellation',
      cancelled: 'none',
      refunds: [],
    });
    expect(headline(asking)).toMatchObject({ title: 'Cancellation requested' });
    const askedCard = await ticketOf(leg.id, buyer.token);
    expect(askedCard).toMatchObject({ statusLabel: 'Change request' });
    if (!askedCard) throw new Error('no ticket card');
    expect(ticketStatusDetail(askedCard.statusLabel, itemStanding(askedCard.facts))).toBe(
      'Cancellation requested',
    );

    // Completed: cancelled, its refund on its way to the card.
    await airlineCompletes(leg.id, buyer.token);
    const cancelled = await orderOf(orderId, buyer.token);
    const facts = cancelled.bookings[0]?.facts as ItemFacts;
    expect(facts).toMatchObject({ state: 'cancelled', asked: null, cancelled: 'all' });
    expect(facts.refunds).toEqual([
      { method: 'gateway', state: 'requested', amount: cancelled.refunds[0]?.amount },
    ]);
    expect(facts.refunds[0]?.amount).toBeGreaterThan(0);
    expect(headline(cancelled)).toEqual({
      title: 'Booking cancelled',
      headline: 'Your booking is cancelled. Your refund to your card is on its way.',
      tone: 'info',
    });
    expect(cancelled.refunds).toMatchObject([
      { method: 'gateway', state: 'requested', reason: 'Your cancellation was completed' },
    ]);

    // The gateway pays it: every view says refunded to the card.
    expect(await sendRefunds()).toBe(1);
    const refunded = await orderOf(orderId, buyer.token);
    expect(refunded.bookings[0]?.facts.refunds).toMatchObject([{ method: 'gateway', state: 'settled' }]);
    expect(headline(refunded).headline).toBe('Your booking is cancelled. It is refunded to your card.');
    const card = await ticketOf(leg.id, buyer.token);
    expect(card).toMatchObject({ statusId: 4, statusLabel: 'Cancelled' });
    if (!card) throw new Error('no ticket card');
    expect(ticketStatusDetail(card.statusLabel, itemStanding(card.facts))).toBe('Refunded to card');

    const eTicket = await eTicketOf(slug, buyer.token);
    expect(itemStanding(eTicket.facts).label).toBe('Cancelled · Refunded to card');
    expect(eTicket.passengers[0]).toMatchObject({
      cancelledSegments: leg.segments.map((_, i) => i),
      barcodes: [],
    });
    // Whoever holds the link reads that it is cancelled, not what went back nor where.
    const shared = await eTicketOf(slug);
    expect(shared.facts).toMatchObject({ state: 'cancelled', cancelled: 'all', refunds: [] });

    // The buyer's own refunds: to the card, paid, with the order it belongs to; none to the wallet.
    const mine = await refundsOf(buyer.token);
    expect(mine).toEqual([
      expect.objectContaining({
        orderId,
        orderReference: cancelled.reference,
        productKind: 'flight',
        method: 'gateway',
        state: 'settled',
        reason: 'Your cancellation was completed',
      }),
    ]);
    expect(await refundsOf(buyer.token, { method: 'wallet' })).toEqual([]);
  });

  it('part of a wallet booking cancelled: that traveller marked, the other still boarding, refunded to the wallet', async () => {
    const agent = await signIn(t, siteId, { userType: 'travelAgent', companyName: 'Part Tours' });
    const { supplierBooking, row } = await ticketedBooking(t, sandbox, siteId, agent.user.id);
    const asked = await api(
      'api/changeRequest',
      {
        ...refundOf(supplierBooking),
        requestType: CHANGE_REQUEST_TYPES.PartialRefund,
        passengers: ['1'],
        sectors: sectorsOf(supplierBooking),
      },
      agent.token,
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    await airlineCompletes(row.id, agent.token);

    const card = await ticketOf(row.id, agent.token);
    if (!card) throw new Error('no ticket card');
    expect(card.statusLabel).toBe('Change request');
    expect(ticketStatusDetail(card.statusLabel, itemStanding(card.facts))).toBe(
      'Partly cancelled · Refunded to wallet',
    );
    const view = await orderOf(row.orderId, agent.token);
    expect(headline(view)).toMatchObject({
      title: 'Booking partly cancelled',
      headline: 'Part of your booking is cancelled; the rest is confirmed. It is refunded to your wallet.',
    });
    const eTicket = await eTicketOf(encodeTicketSlug(row.id, row.pnr ?? ''), agent.token);
    const [kept, gone] = eTicket.passengers;
    expect(kept).toMatchObject({ cancelledSegments: [] });
    expect(kept?.barcodes.length).toBeGreaterThan(0);
    expect(gone).toMatchObject({ cancelledSegments: row.segments.map((_, i) => i), barcodes: [] });

    const walletRefunds = await refundsOf(agent.token, { method: 'wallet' });
    expect(walletRefunds).toMatchObject([{ orderId: row.orderId, method: 'wallet', state: 'settled' }]);
  });

  it('a cancellation waiting for review, then declined by staff, says so and leaves the ticket ticketed', async () => {
    const site = await createSite(t.db);
    const staff = await signIn(t, site.id, { userType: 'staff', isSuperAdmin: true });
    const saved = await api(
      'staff/flightSettings/save',
      flightSettingsOf({ reviewCancellations: true }),
      staff.token,
      site.id,
    );
    expect(saved.status).toBe(200);
    const customer = await signIn(t, site.id, { userType: 'retail' });
    const { supplierBooking, row } = await ticketedBooking(t, sandbox, site.id, customer.user.id, {
      adults: 1,
    });
    expect((await api('api/changeRequest', refundOf(supplierBooking), customer.token, site.id)).status).toBe(
      200,
    );

    const waiting = await ticketOf(row.id, customer.token, site.id);
    if (!waiting) throw new Error('no ticket card');
    expect(waiting.facts.asked).toBe('review');
    expect(ticketStatusDetail(waiting.statusLabel, itemStanding(waiting.facts))).toBe(
      'Cancellation awaiting review',
    );

    const queue = await api('api/getChangeRequests', { page: 1 }, staff.token, site.id);
    const reviewId = queue.body.data.records[0]?.review?.reviewId;
    const rejected = await api(
      'api/reviewChangeRequest',
      { reviewId, decision: 'reject', reason: 'The fare is non-refundable' },
      staff.token,
      site.id,
    );
    expect(rejected.status).toBe(200);
    const back = await ticketOf(row.id, customer.token, site.id);
    if (!back) throw new Error('no ticket card');
    expect(back).toMatchObject({ statusId: 3, statusLabel: 'Ticketed' });
    expect(itemStanding(back.facts)).toMatchObject({
      state: 'confirmed',
      note: 'Your last cancellation was declined by our team: The fare is non-refundable',
    });
  });

  it('another buyer’s refunds are never in the list; a way back it does not know is refused', async () => {
    const stranger = await signIn(t, siteId, { userType: 'retail' });
    expect(await refundsOf(stranger.token)).toEqual([]);
    const bad = await api('user/refunds/list', { page: 1, method: 'cheque' }, stranger.token);
    expect(bad.status).toBe(400);
  });
});
