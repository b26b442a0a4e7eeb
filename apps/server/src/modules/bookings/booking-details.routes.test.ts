import { BOOKING_DETAILS_MSG, encodeTicketSlug } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '../../seed/booking-factories';
import { createSite } from '../../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { type FlightBookingRow, flightBookings, flightCheckouts } from './bookings.schema';

describe('e-ticket, booking details, fare editors and the e-ticket email', () => {
  let t: TestApp;
  let siteId: string;
  let otherSiteId: string;
  let agent: { token: string; user: { id: string } };
  let stranger: { token: string };
  let staff: { token: string };
  let booking: FlightBookingRow;
  let slug: string;

  const ticket = (body: object, token?: string, site = siteId) =>
    call(t.app, 'api/ticketDetail/getTicketDetail', body, { siteId: site, token });
  const update = (fare: object, token: string, bookingId = booking.id) =>
    call(t.app, 'api/updateBookingDetails', { bookingId, fare }, { siteId, token });

  beforeAll(async () => {
    t = await createTestApp();
    siteId = (await createSite(t.db)).id;
    otherSiteId = (await createSite(t.db)).id;
    agent = await signIn(t, siteId, { userType: 'travelAgent', companyName: 'Agent Co' });
    stranger = await signIn(t, siteId, { userType: 'travelAgent', companyName: 'Other Co' });
    staff = await signIn(t, siteId, { userType: 'staff' });
    booking = await createBooking(t.db, siteId, agent.user.id, {
      passengerNames: [
        ['Riya', 'Sharma'],
        ['Arun', 'Sharma'],
      ],
    });
    slug = encodeTicketSlug(booking.id, booking.pnr ?? '');
  });
  afterAll(async () => {
    await t.close();
  });

  describe('api/ticketDetail/getTicketDetail', () => {
    it.each([
      ['garbage', 'not base64 at all!'],
      ['wrong PNR', () => encodeTicketSlug(booking.id, 'ZZZZZZ')],
      ['unknown booking', () => encodeTicketSlug('no-such-booking', 'ABC123')],
    ])('answers 404 for a %s slug', async (_, make) => {
      const res = await ticket({ slug: typeof make === 'string' ? make : make() });
      expect(res.status).toBe(404);
      expect(res.body.errorMessage).toBe(BOOKING_DETAILS_MSG.ticketNotFound);
    });

    it("answers 404 for another site's booking", async () => {
      const res = await ticket({ slug }, undefined, otherSiteId);
      expect(res.status).toBe(404);
    });

    it('shows anonymous visitors the ticket with no fare figures at all', async () => {
      const res = await ticket({ slug });
      expect(res.status).toBe(200);
      const data = res.body.data;
      expect(data).toMatchObject({ bookingId: booking.id, pnr: booking.pnr, priceHidden: true });
      // The printed ticket names the order as people quote it, and its fare's conditions in short.
      expect(data.orderReference).toMatch(/^[A-Z]{3}-\d{2}-\d{6}$/);
      expect(data).toMatchObject({ isDomestic: true, isRefundable: false, airlineRemark: '' });
      expect(data.fare).toBeUndefined();
      expect(data.contact).toBeNull();
      expect(JSON.stringify(data)).not.toMatch(/totalPayable|publishedFare|baseFare|markup"?:\s*\d/);
      expect(JSON.stringify(data)).not.toMatch(/lead@example\.test|9876543210/);
      expect(data.canEdit).toEqual({ markup: false, discount: false, txnFee: false });
      expect(data.passengers).toHaveLength(2);
      expect(data.passengers[0].barcodes[0].svg).toContain('<svg');
      expect(data.passengers[1].ticketNumber).toBe(booking.passengers[1]?.ticket?.ticketNumber);
    });

    it('shows a signed-in link holder who is neither owner nor staff the printed ticket only', async () => {
      const res = await ticket({ slug }, stranger.token);
      const data = res.body.data;
      expect(data.priceHidden).toBe(true);
      expect(data.fare).toBeUndefined();
      expect(data.contact).toBeNull();
      expect(data.supplierError).toBeNull();
      expect(data.canEmail).toBe(false);
      // What a printed ticket shows is all there: itinerary, names, ticket numbers, barcodes.
      expect(data.segments[0].originAirportCode).toBe('DEL');
      expect(data.passengers.map((p: { firstName: string }) => p.firstName)).toEqual(['Riya', 'Arun']);
      expect(data.passengers[0].barcodes[0].svg).toContain('<svg');
      // Neither the lead passenger's e-mail and phone nor any fare figure anywhere in the answer.
      expect(JSON.stringify(data)).not.toMatch(/lead@example\.test|9876543210/);
      expect(JSON.stringify(data)).not.toMatch(/totalPayable|publishedFare|baseFare|"price":\s*\d/);
    });

    it("gives the owner and the site's staff the lead passenger's contact data", async () => {
      const contact = { email: 'lead@example.test', phone: '+91 9876543210', address: null };
      for (const token of [agent.token, staff.token]) {
        const data = (await ticket({ slug }, token)).body.data;
        expect(data.contact).toEqual(contact);
        expect(data.canEmail).toBe(true);
      }
    });

    it("shows the supplier's error code and message to staff only", async () => {
      await t.db
        .update(flightBookings)
        .set({ failureReason: 'Ticketing refused by the airline', failureCode: 9 })
        .where(eq(flightBookings.id, booking.id));
      try {
        const seen = await ticket({ slug }, staff.token);
        expect(seen.body.data.supplierError).toEqual({
          code: 9,
          message: 'Ticketing refused by the airline',
        });
        for (const token of [agent.token, stranger.token, undefined]) {
          const res = await ticket({ slug }, token);
          expect(res.body.data.supplierError).toBeNull();
          expect(JSON.stringify(res.body)).not.toContain('Ticketing refused');
        }
      } finally {
        await t.db
          .update(flightBookings)
          .set({ failureReason: null, failureCode: null })
          .where(eq(flightBookings.id, booking.id));
      }
    });

    it('gives the owner the fare summary, lines adding up to the total', async () => {
      const res = await ticket({ slug }, agent.token);
      const fare = res.body.data.fare;
      expect(res.body.data.priceHidden).toBe(false);
      expect(res.body.data.canEdit).toEqual({ markup: true, discount: true, txnFee: false });
      expect(fare).toMatchObject({ serviceFee: 29_900, gstOnServiceFee: 5_382, discount: 0, txnFee: 0 });
      const lines =
        fare.baseFare +
        fare.taxes +
        fare.otherCharges +
        fare.baggageMealCharges +
        fare.txnFee +
        fare.serviceFee +
        fare.gstOnServiceFee -
        fare.discount;
      expect(lines).toBe(fare.totalPayable);
      // An agent's tickets are issued in its agency's name unless it switched that off (decision 0045).
      expect(res.body.data.site.companyName).toBe('Agent Co');
    });

    it('answers on the flight client base too', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/nfs/flights/api/ticketDetail/getTicketDetail',
        headers: { 'site-id': siteId },
        payload: { slug },
      });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('api/updateBookingDetails', () => {
    it('lets only staff set the transaction fee', async () => {
      const denied = await update({ txnFee: 5_000, userMergeTxnFeeTaxes: true }, agent.token);
      expect(denied.status).toBe(403);
      const res = await update({ txnFee: 5_000, userMergeTxnFeeTaxes: true }, staff.token);
      expect(res.status).toBe(200);
      expect(res.body.data.txnFee).toBe(0);
      expect(res.body.data.adjustments).toMatchObject({ txnFee: 5_000, userMergeTxnFeeTaxes: true });
      const seen = await ticket({ slug }, staff.token);
      expect(seen.body.data.fare.canEdit).toBeUndefined();
      expect(seen.body.data.canEdit.txnFee).toBe(true);
    });

    it('lets the owning agent add a markup and a discount, keeping the fee', async () => {
      const marked = await update({ markup: 10_000 }, agent.token);
      expect(marked.body.data.serviceFee).toBe(39_900);
      const res = await update({ discount: 2_000 }, agent.token);
      expect(res.status).toBe(200);
      expect(res.body.data.discount).toBe(2_000);
      expect(res.body.data.adjustments).toEqual({
        txnFee: 5_000,
        userMergeTxnFeeTaxes: true,
        discount: 2_000,
        extraMarkup: 10_000,
      });
    });

    it('refuses a discount above the fare, and bad amounts', async () => {
      const res = await update({ discount: 100_000_000 }, agent.token);
      expect(res.status).toBe(400);
      expect(res.body.errorMessage).toBe(BOOKING_DETAILS_MSG.discountTooHigh);
      for (const discount of [-1, 1.5, '100']) {
        expect((await update({ discount }, agent.token)).status).toBe(400);
      }
    });

    it("answers 404 for another user's booking", async () => {
      expect((await update({ discount: 1 }, stranger.token)).status).toBe(404);
    });
  });

  describe('api/getBookingDetails', () => {
    it("lists the caller's bookings of a search, never another user's", async () => {
      const mine = await call(
        t.app,
        'api/getBookingDetails',
        { searchId: booking.searchId },
        { siteId, token: agent.token },
      );
      expect(mine.status).toBe(200);
      expect(mine.body.data.bookings).toHaveLength(1);
      expect(mine.body.data.showReturn).toBe(false);
      const theirs = await call(
        t.app,
        'api/getBookingDetails',
        { searchId: booking.searchId },
        { siteId, token: stranger.token },
      );
      expect(theirs.status).toBe(404);
      const byStaff = await call(
        t.app,
        'api/getBookingDetails',
        { bookingId: booking.id },
        { siteId, token: staff.token },
      );
      expect(byStaff.body.data.bookings[0].bookingId).toBe(booking.id);
    });

    it("shows a failed booking's supplier error code to staff, not to its owner", async () => {
      const failed = await createBooking(t.db, siteId, agent.user.id, {
        status: 'failed',
        pnr: null,
        failureReason: 'Supplier is unable to process the request',
        failureCode: 5,
      });
      const details = (token: string) =>
        call(t.app, 'api/getBookingDetails', { bookingId: failed.id }, { siteId, token });
      const byStaff = await details(staff.token);
      expect(byStaff.body.data.bookings[0].supplierError).toEqual({
        code: 5,
        message: 'Supplier is unable to process the request',
      });
      const byOwner = await details(agent.token);
      expect(byOwner.status).toBe(200);
      expect(byOwner.body.data.bookings[0].supplierError).toBeNull();
    });

    it('asks for the return when a return pair has only the outbound booked', async () => {
      const outbound = await createBooking(t.db, siteId, agent.user.id);
      const [checkout] = await t.db
        .select()
        .from(flightCheckouts)
        .where(eq(flightCheckouts.orderId, outbound.orderId));
      const details = checkout?.details;
      if (!details?.fares[0]) throw new Error('order without fare');
      await t.db
        .update(flightCheckouts)
        .set({ details: { ...details, fares: [details.fares[0], details.fares[0]] } })
        .where(eq(flightCheckouts.orderId, outbound.orderId));
      const res = await call(
        t.app,
        'api/getBookingDetails',
        { bookingId: outbound.id },
        { siteId, token: agent.token },
      );
      expect(res.body.data.showReturn).toBe(true);
    });
  });
});
