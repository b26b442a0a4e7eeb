import type { FlightPriceData, FlightResult } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { orderItems } from '../commerce/orders/order-items.schema';
import { orders } from '../commerce/orders/orders.schema';
import { flightBookings } from '../modules/bookings/bookings.schema';
import { creditWallet } from '../modules/wallet/wallet.ledger';
import type { Db } from '../platform/db/client';
import type { UserInput } from '../seed/factories';
import { inDays } from './searches';
import { call, signIn, type TestApp } from './test-app';

/** The lead traveller of a booking: the one the confirmation and the e-ticket go to. */
export const leadTraveller = (email = 'lead@example.test') => ({
  title: 'Mr',
  firstName: 'Kabir',
  lastName: 'Traveller',
  paxType: 1 as const,
  gender: 1 as const,
  dateOfBirth: '1988-05-20',
  email,
  phoneCode: '+91',
  mobileNo: '9876543210',
  addressLine1: '12 MG Road',
  city: 'Delhi',
  countryCode: 'IN',
});

/** A travel agent signed in on the site with `rupees` in the wallet (and what else `input` says). */
export async function fundedAgent(t: TestApp, siteId: string, rupees: number, input: UserInput = {}) {
  const agent = await signIn(t, siteId, { userType: 'travelAgent', companyName: 'Test Tours', ...input });
  await creditWallet(t.db, {
    siteId,
    userId: agent.user.id,
    amount: rupees * 100,
    kind: 'topup',
    reference: `t-${agent.user.id}`,
    description: 'test top-up',
  });
  return agent;
}

/** A traveller abroad (DEL → DXB): every one carries a passport; only the lead gives a mail and a mobile. */
export const abroadTraveller = (firstName: string, lead = false) => ({
  ...leadTraveller(),
  firstName,
  ...(lead ? {} : { email: undefined, mobileNo: undefined }),
  passportNo: 'Z1234567',
  passportIssueCountryCode: 'IN',
  passportIssueDate: '2020-01-10',
  passportExpiry: '2032-01-09',
});

/** A second adult of the same party: only the lead traveller gives an e-mail and a mobile. */
export const companion = (firstName = 'Vikram') => ({
  ...leadTraveller(),
  firstName,
  email: undefined,
  mobileNo: undefined,
});

/**
 * A one-way DEL → BOM order for one adult (or two), `days` ahead, on the first fare `pick` takes;
 * answers the order as api/setFlightDetails answered it and the fare.
 */
export async function placeOrder(
  t: TestApp,
  siteId: string,
  token: string,
  options: {
    paymentMethod: 'wallet' | 'gateway';
    pick?: (f: FlightResult) => boolean;
    days?: number;
    /** the lead traveller's address, where the booking's mails go */
    email?: string;
    adults?: 1 | 2;
  },
) {
  const adults = options.adults ?? 1;
  const api = (path: string, body: object) => call(t.app, path, body, { siteId, token });
  const found = await api('api/search', {
    JourneyType: 1,
    segments: [{ origin: 'DEL', destination: 'BOM', preferredDepartureTime: inDays(options.days ?? 12) }],
    adultCount: adults,
  });
  const searchId = found.body.data.searchId as string;
  const priced = await api('api/getFlightPrice', { searchId });
  const fare = (priced.body.data as FlightPriceData).results[0]?.find(options.pick ?? ((f) => f.isLcc));
  if (!fare) throw new Error('no such fare');
  const placed = await api('api/setFlightDetails', {
    searchId,
    resultIndexes: [fare.resultIndex],
    passengers: [leadTraveller(options.email), ...(adults === 2 ? [companion()] : [])],
    paymentMethod: options.paymentMethod,
  });
  if (placed.status !== 200) throw new Error(`order refused: ${JSON.stringify(placed.body)}`);
  return { orderId: placed.body.data.orderId as string, amount: placed.body.data.amount as number, fare };
}

/** A GDS fare (Air India, Vistara…: one that may be held) on DEL → BOM `days` ahead, for one adult. */
export async function gdsFare(t: TestApp, siteId: string, token: string, days = 12) {
  const api = (path: string, body: object) => call(t.app, path, body, { siteId, token });
  const found = await api('api/search', {
    JourneyType: 1,
    segments: [{ origin: 'DEL', destination: 'BOM', preferredDepartureTime: inDays(days) }],
    adultCount: 1,
  });
  const searchId = found.body.data.searchId as string;
  const priced = await api('api/getFlightPrice', { searchId });
  const fare = (priced.body.data as FlightPriceData).results[0]?.find((f) => !f.isLcc);
  if (!fare) throw new Error('no GDS fare');
  return { searchId, fare };
}

/**
 * Holds a GDS fare for one adult (the buyer may hold): no money is taken. Answers the order's
 * outcome after the hold (status held, its bookings and amount) and the fare.
 */
export async function placeHold(
  t: TestApp,
  siteId: string,
  token: string,
  options: { email?: string; paymentMethod?: 'wallet' | 'gateway'; days?: number } = {},
) {
  const api = (path: string, body: object) => call(t.app, path, body, { siteId, token });
  const { searchId, fare } = await gdsFare(t, siteId, token, options.days);
  const placed = await api('api/setFlightDetails', {
    searchId,
    resultIndexes: [fare.resultIndex],
    passengers: [leadTraveller(options.email)],
    paymentMethod: options.paymentMethod ?? 'wallet',
    holdBooking: true,
  });
  if (placed.status !== 200) throw new Error(`hold refused: ${JSON.stringify(placed.body)}`);
  const held = await api('api/payments/orderSuccessCallback', { orderId: placed.body.data.orderId });
  if (held.status !== 200 || held.body.data.status !== 'held')
    throw new Error(`not held: ${JSON.stringify(held.body)}`);
  return { outcome: held.body.data, placed: placed.body.data, fare };
}

/** The buyer on the sandbox gateway's hosted page: opens it and pays (or declines); answers the return. */
export async function payAtGateway(redirectUrl: string, outcome: 'success' | 'failure') {
  await fetch(redirectUrl);
  return fetch(`${redirectUrl}/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
    redirect: 'manual',
  });
}

/**
 * A crash after the order was paid and before the airline's answer was saved: the order is left
 * processing since `minutesAgo`, with no leg saved and its items not yet booked.
 */
export async function crashBeforeLegsSaved(db: Db, orderId: string, minutesAgo: number) {
  const stopped = new Date(Date.now() - minutesAgo * 60_000);
  await db.delete(flightBookings).where(eq(flightBookings.orderId, orderId));
  await db
    .update(orderItems)
    .set({ state: 'pending', supplierRef: null })
    .where(eq(orderItems.orderId, orderId));
  await db.update(orders).set({ status: 'processing', paidAt: stopped }).where(eq(orders.id, orderId));
  return stopped;
}
