import { FD_MSG, type FdBookingView, fdSeatsOf, itemStanding } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../commerce/orders/order-items.schema';
import { orders } from '../../commerce/orders/orders.schema';
import { payments } from '../../commerce/payments/payments.schema';
import { refunds } from '../../commerce/payments/refunds.schema';
import { createMarkupGroup, createMarkupRule, createSite } from '../../seed/factories';
import { createDeparture, departureInput } from '../../seed/fixed-departure-factories';
import { fundedAgent, leadTraveller, payAtGateway } from '../../test/orders';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { walletBalance } from '../wallet/wallet.ledger';
import { fdBookings, fixedDepartures } from './fixed-departures.schema';

/** DEL → DXB is abroad: every traveller carries a passport. */
const passport = {
  passportNo: 'Z1234567',
  passportIssueCountryCode: 'IN',
  passportIssueDate: '2020-01-10',
  passportExpiry: '2032-01-09',
};
const lead = () => ({ ...leadTraveller(), ...passport });
const adult = (firstName: string) => ({ ...lead(), firstName, email: undefined, mobileNo: undefined });
const nameOf = ({ title, firstName, lastName }: { title: string; firstName: string; lastName: string }) => ({
  title,
  firstName,
  lastName,
});
const child = { ...adult('Chhotu'), title: 'Mstr', paxType: 2 as const, dateOfBirth: '2018-03-01' };

describe('fixed departures: seats sold from inventory on the commerce core', () => {
  let t: TestApp;
  let sandbox: TestSandbox;
  let siteId: string;
  let admin: string;
  let agent: Awaited<ReturnType<typeof fundedAgent>>;

  beforeAll(async () => {
    sandbox = await startSandbox();
    t = await createTestApp({ supplier: sandbox.supplierConfig(), paymentGateway: sandbox.paymentConfig() });
    siteId = (await createSite(t.db)).id;
    const group = await createMarkupGroup(t.db, siteId, { isDefault: true });
    // ₹500 a passenger on every FD, for everyone in the default group.
    await createMarkupRule(t.db, siteId, {
      kind: 'fixedDeparture',
      groupId: group.id,
      valueType: 'fixed',
      value: 50_000,
      per: 'passenger',
    });
    admin = (await signIn(t, siteId, { userType: 'staff', isSuperAdmin: true })).token;
    agent = await fundedAgent(t, siteId, 1_000_000);
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });

  const api = (path: string, body: object, token?: string, site = siteId) =>
    call(t.app, path, body, { siteId: site, ...(token ? { token } : {}) });
  const departureRow = async (id: string) =>
    (await t.db.select().from(fixedDepartures).where(eq(fixedDepartures.id, id)))[0];

  async function orderSeats(
    token: string,
    departureId: string,
    passengers: object[],
    paymentMethod = 'wallet',
  ) {
    return api('fixedDeparture/createOrder', { departureId, passengers, paymentMethod }, token);
  }

  it('lists a sector’s departures for visitors, priced with the FD markup, with the seats left', async () => {
    const d = await createDeparture(t.db, siteId, departureInput(20, { seatsTotal: 4 }));
    const found = await api('fixedDeparture/search', {
      origin: 'DEL',
      destination: 'DXB',
      month: d.departureDate.slice(0, 7),
      adultCount: 2,
    });
    expect(found.status).toBe(200);
    const view = found.body.data.departures.find((v: { id: string }) => v.id === d.id);
    // Net ₹14,500 + ₹500 markup + 18% GST on the markup (₹90).
    expect(view).toMatchObject({ seatsLeft: 4, fares: { adult: 1_509_000 }, total: 2 * 1_509_000 });
    expect(view.airlineName).toMatch(/IndiGo/i);
    // Too many travellers for the seats left: not offered.
    const five = await api('fixedDeparture/search', { origin: 'DEL', destination: 'DXB', adultCount: 5 });
    expect(five.body.data.departures.map((v: { id: string }) => v.id)).not.toContain(d.id);
  });

  it('books seats from the wallet: reserved, paid once, confirmed at once with the block PNR', async () => {
    const d = await createDeparture(t.db, siteId, departureInput(25));
    const placed = await orderSeats(agent.token, d.id, [lead(), adult('Ravi'), child]);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { orderId, amount } = placed.body.data;
    expect(amount).toBe(2 * 1_509_000 + 1_409_000);
    expect(await departureRow(d.id)).toMatchObject({ seatsHeld: 3, seatsSold: 0 });

    const before = await walletBalance(t.db, siteId, agent.user.id);
    const paid = await api('api/payments/orderSuccessCallback', { orderId }, agent.token);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({
      status: 'completed',
      bookings: [{ pnr: 'Q7XK2M', status: 'confirmed' }],
    });
    // A second callback changes nothing.
    await api('api/payments/orderSuccessCallback', { orderId }, agent.token);
    expect(await walletBalance(t.db, siteId, agent.user.id)).toBe(before - amount);
    expect(await departureRow(d.id)).toMatchObject({ seatsHeld: 0, seatsSold: 3 });
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(item).toMatchObject({
      productKind: 'fixedDeparture',
      state: 'fulfilled',
      supplierRef: 'Q7XK2M',
      total: amount,
    });

    const queue = await api('fixedDeparture/getBookings', { page: 1 }, agent.token);
    expect(queue.body.data.records[0]).toMatchObject({
      orderId,
      status: 'confirmed',
      seats: 3,
      pnr: 'Q7XK2M',
    });
    expect(queue.body.data.records[0].slug).toBeTruthy();
    // The printable ticket: a barcode per passenger and flight, the price to its buyer only.
    const slug = encodeURIComponent(queue.body.data.records[0].slug);
    const printed = await call(
      t.app,
      `fixedDeparture/print/${slug}`,
      {},
      { siteId, token: agent.token, method: 'GET' },
    );
    expect(printed.status).toBe(200);
    expect(printed.body.data.passengers).toHaveLength(3);
    expect(printed.body.data.passengers[0].barcodes[0].svg).toContain('<svg');
    expect(printed.body.data.amount).toBe(amount);
    const anonymous = await call(t.app, `fixedDeparture/print/${slug}`, {}, { siteId, method: 'GET' });
    expect(anonymous.body.data.amount).toBeNull();
  });

  it('pays at the gateway like a flight: the hosted page, the return, the booking confirmed', async () => {
    const d = await createDeparture(t.db, siteId, departureInput(26));
    const retail = await signIn(t, siteId, { userType: 'retail' });
    const placed = await orderSeats(retail.token, d.id, [lead()], 'gateway');
    expect(placed.body.data.isPayingOnline).toBe(true);
    const page = await api('payment/createPayment', { orderId: placed.body.data.orderId }, retail.token);
    await payAtGateway(page.body.data.redirectUrl, 'success');
    const verified = await api(
      'payment/phonepe/verifyPayment',
      { orderId: placed.body.data.orderId },
      retail.token,
    );
    expect(verified.body.data).toMatchObject({ status: 'completed' });
    expect(await departureRow(d.id)).toMatchObject({ seatsSold: 1, seatsHeld: 0 });
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, placed.body.data.orderId));
    expect(payment).toMatchObject({ method: 'gateway', state: 'paid' });
  });

  it('gives the last seat to one of two buyers racing for it; the other is told plainly and not charged', async () => {
    const d = await createDeparture(t.db, siteId, departureInput(27, { seatsTotal: 1 }));
    const other = await fundedAgent(t, siteId, 100_000);
    const [a, b] = await Promise.all([
      orderSeats(agent.token, d.id, [lead()]),
      orderSeats(other.token, d.id, [lead()]),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body.errorMessage).toBe(FD_MSG.soldOut);
    expect(await departureRow(d.id)).toMatchObject({ seatsHeld: 1, seatsSold: 0 });
    const made = await t.db.select().from(fdBookings).where(eq(fdBookings.departureId, d.id));
    expect(made).toHaveLength(1);
    expect(await walletBalance(t.db, siteId, other.user.id)).toBe(10_000_000);
  });

  it('gives an unpaid order’s seats back when it runs out of time', async () => {
    const d = await createDeparture(t.db, siteId, departureInput(28, { seatsTotal: 2 }));
    const placed = await orderSeats(agent.token, d.id, [lead(), adult('Ravi')]);
    expect(await departureRow(d.id)).toMatchObject({ seatsHeld: 2 });
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, placed.body.data.orderId));
    await t.app.jobs.recoverOrders();
    expect(await departureRow(d.id)).toMatchObject({ seatsHeld: 0, seatsSold: 0 });
    const [booking] = await t.db
      .select()
      .from(fdBookings)
      .where(eq(fdBookings.orderId, placed.body.data.orderId));
    expect(booking?.status).toBe('released');
    // Paying now is too late: the order expired, nothing is taken.
    const before = await walletBalance(t.db, siteId, agent.user.id);
    const late = await api(
      'api/payments/orderSuccessCallback',
      { orderId: placed.body.data.orderId },
      agent.token,
    );
    expect(late.body.data.status).toBe('expired');
    expect(await walletBalance(t.db, siteId, agent.user.id)).toBe(before);
  });

  it('cancels by the departure’s policy: the amount less the charge per passenger back to the wallet, the seats free again', async () => {
    const d = await createDeparture(t.db, siteId, departureInput(29));
    const placed = await orderSeats(agent.token, d.id, [lead(), adult('Ravi')]);
    await api('api/payments/orderSuccessCallback', { orderId: placed.body.data.orderId }, agent.token);
    const [booking] = await t.db
      .select()
      .from(fdBookings)
      .where(eq(fdBookings.orderId, placed.body.data.orderId));
    const before = await walletBalance(t.db, siteId, agent.user.id);
    const cancelled = await api('fixedDeparture/cancelBooking', { bookingId: booking?.id }, agent.token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      charge: 600_000,
      refunded: placed.body.data.amount - 600_000,
    });
    expect(await walletBalance(t.db, siteId, agent.user.id)).toBe(before + placed.body.data.amount - 600_000);
    expect(await departureRow(d.id)).toMatchObject({ seatsSold: 0 });
    // The queue says it is cancelled, and where the money went (decision 0058).
    const queue = await api('fixedDeparture/getBookings', { page: 1 }, agent.token);
    const listed = queue.body.data.records.find((r: FdBookingView) => r.bookingId === booking?.id);
    expect(listed?.facts).toEqual({
      state: 'cancelled',
      asked: null,
      cancelled: 'all',
      declined: null,
      refunds: [{ method: 'wallet', state: 'settled', amount: placed.body.data.amount - 600_000 }],
    });
    expect(itemStanding(listed.facts).label).toBe('Cancelled · Refunded to wallet');
    // Once: a second cancel finds nothing to cancel, and nothing more is refunded.
    const again = await api('fixedDeparture/cancelBooking', { bookingId: booking?.id }, agent.token);
    expect(again.status).toBe(409);
    expect(
      await t.db.select().from(refunds).where(eq(refunds.orderId, placed.body.data.orderId)),
    ).toHaveLength(1);
  });

  it('keeps each site’s departures and bookings to itself, and another buyer’s booking to its buyer', async () => {
    const d = await createDeparture(t.db, siteId, departureInput(30));
    const other = await createSite(t.db);
    const outsider = await signIn(t, other.id, { userType: 'travelAgent' });
    const there = await api(
      'fixedDeparture/getDeparture',
      { id: d.id, adultCount: 1 },
      outsider.token,
      other.id,
    );
    expect(there.status).toBe(404);
    const order = await api(
      'fixedDeparture/createOrder',
      { departureId: d.id, passengers: [lead()], paymentMethod: 'wallet' },
      outsider.token,
      other.id,
    );
    expect(order.status).toBe(404);
    const placed = await orderSeats(agent.token, d.id, [lead()]);
    await api('api/payments/orderSuccessCallback', { orderId: placed.body.data.orderId }, agent.token);
    const [booking] = await t.db
      .select()
      .from(fdBookings)
      .where(eq(fdBookings.orderId, placed.body.data.orderId));
    const stranger = await signIn(t, siteId, { userType: 'travelAgent' });
    const cancel = await api('fixedDeparture/cancelBooking', { bookingId: booking?.id }, stranger.token);
    expect(cancel.status).toBe(404);
    expect((await api('fixedDeparture/getBookings', { page: 1 }, stranger.token)).body.data.records).toEqual(
      [],
    );
  });

  it('refuses bad passengers and parties under the right field', async () => {
    const d = await createDeparture(t.db, siteId, departureInput(31));
    const noName = await orderSeats(agent.token, d.id, [{ ...lead(), firstName: '' }]);
    expect(noName.status).toBe(400);
    expect(Object.keys(noName.body.errors ?? {})).toContain('passengers.0.firstName');
    const lapOnly = await orderSeats(agent.token, d.id, [
      { ...adult('Baby'), title: 'Miss', paxType: 3, dateOfBirth: '2026-01-01' },
    ]);
    expect(lapOnly.status).toBe(400);
    expect(lapOnly.body.errorMessage).toBe(FD_MSG.adultRequired);
    expect(fdSeatsOf([{ paxType: 1 }, { paxType: 3 }])).toBe(1);
  });

  it('staff create, copy, close and list departures, with sold, held and left', async () => {
    const saved = await api('fixedDeparture/manage/save', departureInput(40, { seatsTotal: 12 }), admin);
    expect(saved.status).toBe(200);
    const copied = await api(
      'fixedDeparture/manage/copy',
      { id: saved.body.data.id, dates: ['2027-03-01', '2027-03-08'] },
      admin,
    );
    expect(copied.body.data.ids).toHaveLength(2);
    const [copy] = await t.db
      .select()
      .from(fixedDepartures)
      .where(eq(fixedDepartures.id, copied.body.data.ids[0]));
    expect(copy).toMatchObject({
      departureDate: '2027-03-01',
      nameListDeadline: '2027-02-22',
      releaseDate: '2027-02-26',
    });
    expect(copy?.outbound[0]?.departAt).toBe('2027-03-01T09:40');
    // Fewer seats than sold or held is refused.
    const d = await createDeparture(t.db, siteId, departureInput(41, { seatsTotal: 3 }));
    await orderSeats(agent.token, d.id, [lead(), adult('Ravi')]);
    const shrink = await api(
      'fixedDeparture/manage/save',
      { ...departureInput(41, { seatsTotal: 1 }), id: d.id },
      admin,
    );
    expect(shrink.status).toBe(409);
    await api('fixedDeparture/manage/close', { id: saved.body.data.id }, admin);
    const listed = await api('fixedDeparture/manage/list', {}, admin);
    const mine = listed.body.data.departures.find((v: { id: string }) => v.id === d.id);
    expect(mine).toMatchObject({ seatsTotal: 3, seatsHeld: 2, seatsSold: 0, seatsLeft: 1, bookings: 1 });
    expect(listed.body.data.departures.find((v: { id: string }) => v.id === saved.body.data.id).status).toBe(
      'closed',
    );
    // Buyers may not manage.
    expect((await api('fixedDeparture/manage/list', {}, agent.token)).status).toBe(403);
  });

  it('imports a sheet only when every row is right, listing what is wrong by row', async () => {
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/fixedDeparture/manage/template',
      headers: { 'site-id': siteId, 'auth-token': admin },
    });
    expect(template.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    // Row 2 is the template's example; row 3 a copy with no seats and a bad airport.
    const example = sheet.getRow(2).values as ExcelJS.CellValue[];
    sheet.addRow(example.slice(1));
    sheet.getRow(3).getCell(11).value = 0;
    sheet.getRow(3).getCell(4).value = 'DELHI';
    const file = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    const before = (await t.db.select().from(fixedDepartures).where(eq(fixedDepartures.siteId, siteId)))
      .length;
    const refused = await api('fixedDeparture/manage/import', { file }, admin);
    expect(refused.body.data).toMatchObject({ imported: 0, message: FD_MSG.importRefused });
    expect(refused.body.data.errors.map((e: { row: number }) => e.row)).toEqual([3, 3]);
    expect((await t.db.select().from(fixedDepartures).where(eq(fixedDepartures.siteId, siteId))).length).toBe(
      before,
    );
    sheet.spliceRows(3, 1);
    const good = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    const imported = await api('fixedDeparture/manage/import', { file: good }, admin);
    expect(imported.body.data).toMatchObject({ imported: 1, errors: [] });
    const notASheet = await api(
      'fixedDeparture/manage/import',
      { file: Buffer.from('hello').toString('base64') },
      admin,
    );
    expect(notASheet.status).toBe(400);
  });

  it('exports the name list of a departure for the airline', async () => {
    const d = await createDeparture(t.db, siteId, departureInput(42));
    const placed = await orderSeats(agent.token, d.id, [lead(), adult('Ravi')]);
    await api('api/payments/orderSuccessCallback', { orderId: placed.body.data.orderId }, agent.token);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/fixedDeparture/manage/nameList/${d.id}`,
      headers: { 'site-id': siteId, 'auth-token': admin },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const names = book.worksheets[0]?.getColumn(3).values.filter(Boolean);
    expect(names).toEqual(['First name', 'Kabir', 'Ravi']);
  });

  it('changes names until the name list goes to the airline, and mails the confirmation once, in the agency’s name', async () => {
    const d = await createDeparture(t.db, siteId, departureInput(32));
    const placed = await orderSeats(agent.token, d.id, [lead(), adult('Ravi')]);
    await api('api/payments/orderSuccessCallback', { orderId: placed.body.data.orderId }, agent.token);
    const [booking] = await t.db
      .select()
      .from(fdBookings)
      .where(eq(fdBookings.orderId, placed.body.data.orderId));
    const renamed = await api(
      'fixedDeparture/updatePassengers',
      { bookingId: booking?.id, names: [lead(), adult('Rohan')].map(nameOf) },
      agent.token,
    );
    expect(renamed.body.data.message).toBe(FD_MSG.passengersUpdated);
    const morePeople = await api(
      'fixedDeparture/updatePassengers',
      { bookingId: booking?.id, names: [lead(), adult('Rohan'), adult('Extra')].map(nameOf) },
      agent.token,
    );
    expect(morePeople.body.errorMessage).toBe(FD_MSG.samePartyOnly);
    const badName = await api(
      'fixedDeparture/updatePassengers',
      { bookingId: booking?.id, names: [nameOf(lead()), { title: 'Mr', firstName: 'R0han', lastName: '' }] },
      agent.token,
    );
    expect(badName.status).toBe(400);
    expect(Object.keys(badName.body.errors ?? {})).toEqual(
      expect.arrayContaining(['passengers.1.firstName', 'passengers.1.lastName']),
    );
    await t.db
      .update(fixedDepartures)
      .set({ nameListDeadline: '2020-01-01' })
      .where(eq(fixedDepartures.id, d.id));
    const late = await api(
      'fixedDeparture/updatePassengers',
      { bookingId: booking?.id, names: [lead(), adult('Rahul')].map(nameOf) },
      agent.token,
    );
    expect(late.status).toBe(409);
    expect(late.body.errorMessage).toBe(FD_MSG.nameListClosed);
    const [kept] = await t.db
      .select()
      .from(fdBookings)
      .where(eq(fdBookings.id, booking?.id ?? ''));
    expect(kept?.passengers.map((p) => p.firstName)).toEqual(['Kabir', 'Rohan']);
    // Only the names changed: each traveller keeps the passport booked with it.
    expect(kept?.passengers.map((p) => p.passportNo)).toEqual([passport.passportNo, passport.passportNo]);
    // The buyer's confirmation is a job keyed by the event and the order: sent once.
    const mail = t.app.jobs.queue.kinds.get('send-mail');
    if (!mail) throw new Error('no mail job');
    while ((await t.app.jobs.queue.runDue(mail as never)) > 0);
    const outbox = await call(
      t.app,
      'notifications/getOutbox',
      { page: 1 },
      { siteId, token: admin, method: 'GET' },
    );
    const subjects = (outbox.body.data.records as { subject: string }[]).map((m) => m.subject);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.body.data.orderId));
    const confirmations = subjects.filter((s) => s.startsWith(`Booking confirmed ${order?.reference}`));
    // The agent's traveller hears from the agency, not the site (decision 0045).
    expect(confirmations).toEqual([`Booking confirmed ${order?.reference} - Test Tours`]);
  });

  it('releases unsold seats on the release date, once', async () => {
    const d = await createDeparture(
      t.db,
      siteId,
      departureInput(5, { releaseDate: '2020-01-01', nameListDeadline: '2019-12-30' } as never),
    );
    await t.app.jobs.recoverOrders();
    await t.app.jobs.recoverOrders();
    expect((await departureRow(d.id))?.status).toBe('released');
    const refused = await orderSeats(agent.token, d.id, [lead()]);
    expect(refused.status).toBe(409);
    expect(refused.body.errorMessage).toBe(FD_MSG.closed);
    const still = await t.db
      .select()
      .from(fdBookings)
      .where(and(eq(fdBookings.departureId, d.id)));
    expect(still).toEqual([]);
  });
});
