import { encodeTicketSlug, type FlightPriceData, type FlightResult } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarkupGroup, createMarkupRule, createSite } from '../../seed/factories';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { formLead } from '../../test/travellers';
import { flightBookings, flightCheckouts } from '../bookings/bookings.schema';
import { creditWallet } from '../wallet/wallet.ledger';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const percentOf = (amount: number, basisPoints: number) => Math.round((amount * basisPoints) / 10_000);
const DISCOUNTED = '6E';

describe('a discount rule lowers prices from the next search, and the booking keeps it', () => {
  let t: TestApp;
  let sandbox: TestSandbox;
  let siteId: string;
  let markupId: string;

  beforeAll(async () => {
    sandbox = await startSandbox();
    t = await createTestApp({ supplier: sandbox.supplierConfig(), paymentGateway: sandbox.paymentConfig() });
    siteId = (await createSite(t.db)).id;
    const group = await createMarkupGroup(t.db, siteId, { isDefault: true });
    // 10% markup on every airline, so a 5% discount has markup to give away and is not capped.
    markupId = (await createMarkupRule(t.db, siteId, { groupId: group.id, value: 1000, per: 'booking' })).id;
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });

  async function searchFares(token?: string) {
    const found = await call(
      t.app,
      'api/search',
      {
        JourneyType: 1,
        segments: [{ origin: 'DEL', destination: 'BOM', preferredDepartureTime: inDays(10) }],
        adultCount: 1,
      },
      { siteId, token },
    );
    expect(found.status).toBe(200);
    const searchId = found.body.data.searchId as string;
    const priced = await call(t.app, 'api/getFlightPrice', { searchId }, { siteId, token });
    expect(priced.status).toBe(200);
    return { searchId, fares: (priced.body.data as FlightPriceData).results[0] ?? [] };
  }

  const withMarkupOnly = (f: FlightResult) =>
    f.markup.ruleId === markupId &&
    f.markup.amount === percentOf(f.publishedFare, 1000) &&
    f.publishedPrice === f.publishedFare + f.markup.amount + percentOf(f.markup.amount, 1800) &&
    (f.discount?.amount ?? 0) === 0;

  let discountId: string;

  it('lowers that airline’s fares by 5% of the fare in the next search, and leaves the others', async () => {
    const before = await searchFares();
    expect(before.fares.some((f) => f.airlineCode === DISCOUNTED)).toBe(true);
    expect(before.fares.every(withMarkupOnly)).toBe(true);

    discountId = (
      await createMarkupRule(t.db, siteId, {
        kind: 'airlineSpecific',
        adjustment: 'discount',
        airlineCode: DISCOUNTED,
        value: 500,
        per: 'booking',
      })
    ).id;

    const after = await searchFares();
    const discounted = after.fares.filter((f) => f.airlineCode === DISCOUNTED);
    const others = after.fares.filter((f) => f.airlineCode !== DISCOUNTED);
    expect(discounted.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    for (const f of discounted) {
      const off = percentOf(f.publishedFare, 500);
      expect(off).toBeGreaterThan(0);
      expect(f.markup).toEqual({ ruleId: markupId, amount: percentOf(f.publishedFare, 1000) });
      expect(f.discount).toEqual({ ruleId: discountId, amount: off });
      expect(f.publishedPrice).toBe(
        f.publishedFare + f.markup.amount + percentOf(f.markup.amount, 1800) - off,
      );
    }
    expect(others.every(withMarkupOnly)).toBe(true);
  });

  it('a booking of a discounted fare charges it and stores it on the order, the booking and the e-ticket', async () => {
    const { user, token } = await signIn(t, siteId, {
      userType: 'travelAgent',
      companyName: 'Discount Tours',
    });
    await creditWallet(t.db, {
      siteId,
      userId: user.id,
      amount: 5_000_000,
      kind: 'topup',
      reference: `t-${user.id}`,
      description: 'test top-up',
    });
    const { searchId, fares } = await searchFares(token);
    const fare = fares.find((f) => f.airlineCode === DISCOUNTED && f.isLcc);
    if (!fare) throw new Error(`no ${DISCOUNTED} fare`);
    const discount = percentOf(fare.publishedFare, 500);
    const markup = percentOf(fare.publishedFare, 1000);
    expect(fare.discount).toEqual({ ruleId: discountId, amount: discount });

    const placed = await call(
      t.app,
      'api/setFlightDetails',
      {
        searchId,
        resultIndexes: [fare.resultIndex],
        passengers: [formLead()],
        paymentMethod: 'wallet',
      },
      { siteId, token },
    );
    expect(placed.status).toBe(200);
    const { orderId, amount } = placed.body.data;
    // GST is on the whole markup (the service fee); the discount comes off after it, untaxed.
    const gst = percentOf(markup, 1800);
    const price = fare.publishedFare + markup + gst - discount;
    expect(price).toBe(fare.publishedPrice);
    // A travel agent is charged the price less the supplier's commission they earn (decision 0030).
    expect(amount).toBe(price - (fare.commissionEarned ?? 0));

    const [checkout] = await t.db.select().from(flightCheckouts).where(eq(flightCheckouts.orderId, orderId));
    expect(checkout?.details.fareSummary).toMatchObject({
      markup,
      gstOnMarkup: gst,
      discount,
      totalPayable: price,
      totalPayableAmt: amount,
    });

    const done = await call(t.app, 'api/payments/orderSuccessCallback', { orderId }, { siteId, token });
    expect(done.body.data).toMatchObject({ status: 'completed' });
    const [booking] = await t.db.select().from(flightBookings).where(eq(flightBookings.orderId, orderId));
    expect(booking?.fare.discount).toEqual({ ruleId: discountId, amount: discount });
    expect(booking?.accounting.endCustomer).toBe(amount);

    const ticket = await call(
      t.app,
      'api/ticketDetail/getTicketDetail',
      { slug: encodeTicketSlug(booking?.id ?? '', booking?.pnr ?? '') },
      { siteId, token },
    );
    expect(ticket.status).toBe(200);
    expect(ticket.body.data.fare).toMatchObject({
      serviceFee: markup,
      gstOnServiceFee: gst,
      discount,
      // The ticket shows the traveller's price, not the agent's net.
      totalPayable: price,
    });
  });
});
