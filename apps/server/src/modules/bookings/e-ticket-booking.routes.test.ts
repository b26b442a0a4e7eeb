import { encodeTicketSlug, type FlightPriceData, type SsrOption } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSite } from '../../seed/factories';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { users } from '../accounts/accounts.schema';
import { creditWallet } from '../wallet/wallet.ledger';
import { flightBookings } from './bookings.schema';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const lead = {
  title: 'Mr',
  firstName: 'Arjun',
  lastName: 'Mehta',
  paxType: 1,
  gender: 1,
  dateOfBirth: '1988-05-20',
  email: 'arjun@example.test',
  phoneCode: '+91',
  mobileNo: '9876543210',
  addressLine1: '12 MG Road',
  city: 'Delhi',
  countryCode: 'IN',
};

/**
 * Through the sandbox supplier, as a customer books: what the booking keeps for its e-ticket
 * (the purchased extras, the fare rules) and for staff (the supplier's error code when it fails).
 */
describe('e-ticket of a real booking: extras, fare rules and supplier errors', () => {
  let t: TestApp;
  let sandbox: TestSandbox;
  let siteId: string;
  let agent: Awaited<ReturnType<typeof signIn>>;
  let staff: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    sandbox = await startSandbox();
    t = await createTestApp({ supplier: sandbox.supplierConfig(), paymentGateway: sandbox.paymentConfig() });
    siteId = (await createSite(t.db)).id;
    agent = await signIn(t, siteId, { userType: 'travelAgent', companyName: 'Extras Tours' });
    staff = await signIn(t, siteId, { userType: 'staff' });
    await creditWallet(t.db, {
      siteId,
      userId: agent.user.id,
      amount: 10_000_000,
      kind: 'topup',
      reference: `t-${agent.user.id}`,
      description: 'test top-up',
    });
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });
  beforeEach(() => sandbox.faults(''));

  const api = (path: string, body: object, token?: string) => call(t.app, path, body, { siteId, token });

  async function searchFare(days: number, lcc: boolean) {
    const found = await api(
      'api/search',
      {
        JourneyType: 1,
        segments: [{ origin: 'DEL', destination: 'BOM', preferredDepartureTime: inDays(days) }],
        adultCount: 1,
      },
      agent.token,
    );
    const searchId = found.body.data.searchId as string;
    const priced = await api('api/getFlightPrice', { searchId }, agent.token);
    const fare = (priced.body.data as FlightPriceData).results[0]?.find((f) => f.isLcc === lcc);
    if (!fare) throw new Error('no such fare');
    return { searchId, resultIndex: fare.resultIndex };
  }

  /** An LCC fare (those sell extras), its first baggage and meal, booked and paid from the wallet. */
  async function bookWithExtras(days: number) {
    const chosen = await searchFare(days, true);
    const { searchId } = chosen;
    const ssr = await api('api/getSSR', chosen, agent.token);
    const baggage = ssr.body.data.baggage[0]?.find((o: SsrOption) => o.price > 0) as SsrOption;
    const meal = ssr.body.data.meals[0]?.find((o: SsrOption) => o.price > 0) as SsrOption;
    if (!baggage || !meal) throw new Error('the fare sells no extras');
    const passenger = { ...lead, baggage: [baggage.code], meals: [meal.code] };
    const ordered = await api(
      'api/setFlightDetails',
      { searchId, resultIndexes: [chosen.resultIndex], passengers: [passenger], paymentMethod: 'wallet' },
      agent.token,
    );
    expect(ordered.status).toBe(200);
    const done = await api(
      'api/payments/orderSuccessCallback',
      { orderId: ordered.body.data.orderId },
      agent.token,
    );
    return { done, baggage, meal };
  }

  it('the e-ticket shows the purchased baggage and meal and the fare rules; prices only to its owner', async () => {
    const { done, baggage, meal } = await bookWithExtras(12);
    const booked = done.body.data.bookings[0];
    expect(booked.status).toBe('ticketed');
    const slug = encodeTicketSlug(booked.bookingId, booked.pnr);

    const mine = (await api('api/ticketDetail/getTicketDetail', { slug }, agent.token)).body.data;
    expect(mine.baggages).toEqual([
      expect.objectContaining({
        passengerIndex: 0,
        description: baggage.description,
        flightNumber: baggage.flightNumber,
        weight: baggage.weight,
        price: baggage.price,
      }),
    ]);
    expect(mine.meals).toEqual([
      expect.objectContaining({ passengerIndex: 0, description: meal.description, price: meal.price }),
    ]);
    expect(mine.fare.baggageMealCharges).toBe(baggage.price + meal.price);
    // The supplier books without the rules' text; the rules quoted for the order are kept instead.
    expect(mine.fareRules.length).toBeGreaterThan(0);
    expect(mine.fareRules[0]).toMatchObject({ origin: 'DEL', destination: 'BOM' });
    expect(mine.fareRules[0].fareRuleDetail).toContain('Cancellation fee');

    // A link holder sees the extras and rules a printed ticket shows, without their prices.
    const anyone = (await api('api/ticketDetail/getTicketDetail', { slug })).body.data;
    expect(anyone.baggages[0]).toMatchObject({ description: baggage.description, price: null });
    expect(anyone.meals[0]).toMatchObject({ description: meal.description, price: null });
    expect(anyone.fareRules[0].fareRuleDetail).toContain('Cancellation fee');
  });

  it("a booking the supplier refuses keeps the supplier's error code, shown to staff only", async () => {
    await sandbox.faults('error=Ticket');
    const { done } = await bookWithExtras(13);
    const failed = done.body.data.bookings[0];
    expect(failed.status).toBe('failed');
    const [row] = await t.db.select().from(flightBookings).where(eq(flightBookings.id, failed.bookingId));
    expect(row).toMatchObject({ failureCode: 5, failureReason: expect.stringContaining('injected fault') });

    const details = (token: string) => api('api/getBookingDetails', { bookingId: failed.bookingId }, token);
    const byStaff = (await details(staff.token)).body.data.bookings[0];
    expect(byStaff.supplierError).toEqual({ code: 5, message: row?.failureReason });
    const byOwner = await details(agent.token);
    expect(byOwner.body.data.bookings[0].supplierError).toBeNull();
    expect(JSON.stringify(byOwner.body)).not.toContain('"code":5');
  });

  it("a held booking the supplier refuses to ticket shows the refusal's code on its e-ticket to staff", async () => {
    await t.db.update(users).set({ isFlightHoldAllowed: true }).where(eq(users.id, agent.user.id));
    const { searchId, resultIndex } = await searchFare(14, false);
    const placed = await api(
      'api/setFlightDetails',
      {
        searchId,
        resultIndexes: [resultIndex],
        passengers: [lead],
        paymentMethod: 'wallet',
        holdBooking: true,
      },
      agent.token,
    );
    const held = await api(
      'api/payments/orderSuccessCallback',
      { orderId: placed.body.data.orderId },
      agent.token,
    );
    const { bookingId, pnr, status } = held.body.data.bookings[0];
    expect(status).toBe('held');
    const slug = encodeTicketSlug(bookingId, pnr);
    const ticketOf = async (token: string) =>
      (await api('api/ticketDetail/getTicketDetail', { slug }, token)).body.data;

    await sandbox.faults('error=Ticket');
    const ticketNow = () =>
      api('api/ticketHeldOrder', { orderId: placed.body.data.orderId, paymentMethod: 'wallet' }, agent.token);
    const refused = await ticketNow();
    // Paid, refused, refunded: still held, to ticket again.
    expect(refused.body.data.outcome).toMatchObject({ status: 'held' });
    expect((await ticketOf(staff.token)).supplierError).toEqual({
      code: 5,
      message: expect.stringContaining('injected fault'),
    });
    expect((await ticketOf(agent.token)).supplierError).toBeNull();

    // Ticketed after all: the refusal is history.
    await sandbox.faults('');
    expect((await ticketNow()).body.data.outcome).toMatchObject({ status: 'completed' });
    expect((await ticketOf(staff.token)).supplierError).toBeNull();
  });
});
