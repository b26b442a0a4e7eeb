import {
  BOOKING_LIST_MSG,
  decodeTicketSlug,
  TICKET_LIST_MSG,
  TICKET_QUEUE_COLUMNS,
  TICKET_QUEUE_FILE_NAME,
  type TicketRecord,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCache } from '../../platform/cache';
import { createBooking, createChangeRequest } from '../../seed/booking-factories';
import { createSite } from '../../seed/factories';
import { createTboSupplier } from '../../suppliers/tbo/tbo-supplier';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { supplierTraveller } from '../../test/travellers';
import { walletBalance } from '../wallet/wallet.ledger';
import { flightBookings } from './bookings.schema';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

let t: TestApp;
let sandbox: TestSandbox;
let siteId: string;
let own: { token: string; id: string; email: string };
let other: { token: string; id: string };
let staff: { token: string; id: string };
let outsider: { token: string; siteId: string };
const ids: Record<string, string> = {};

beforeAll(async () => {
  sandbox = await startSandbox();
  t = await createTestApp({ supplier: sandbox.supplierConfig() });
  const site = await createSite(t.db);
  siteId = site.id;
  const a = await signIn(t, siteId, { userType: 'retail' });
  own = { token: a.token, id: a.user.id, email: a.user.email ?? '' };
  const b = await signIn(t, siteId, { userType: 'travelAgent', companyName: 'B Travels' });
  other = { token: b.token, id: b.user.id };
  const s = await signIn(t, siteId, { userType: 'staff' });
  staff = { token: s.token, id: s.user.id };
  const otherSite = await createSite(t.db);
  const o = await signIn(t, otherSite.id, { userType: 'staff' });
  outsider = { token: o.token, siteId: otherSite.id };

  const mk = async (key: string, userId: string, input: Parameters<typeof createBooking>[3]) => {
    const booking = await createBooking(t.db, siteId, userId, input);
    ids[key] = booking.id;
    return booking;
  };
  await mk('delBom', own.id, {
    pnr: 'PNRDEL',
    origin: 'DEL',
    destination: 'BOM',
    travelDate: inDays(10),
    createdAt: daysAgo(5),
    passengerNames: [
      ['Riya', 'Sharma'],
      ['Kabir', 'Sharma'],
    ],
    price: 650_000,
  });
  await mk('blrDxb', own.id, {
    status: 'cancelled',
    pnr: 'PNRDXB',
    origin: 'BLR',
    destination: 'DXB',
    airlineCode: 'EK',
    isDomestic: false,
    travelDate: inDays(30),
    createdAt: daysAgo(20),
    passengerNames: [['Aman', 'Verma']],
    price: 2_100_050,
  });
  // Its cancellation is with the airline.
  await createChangeRequest(
    t.db,
    await mk('change', own.id, {
      status: 'changeRequested',
      pnr: 'PNRCHG',
      travelDate: inDays(3),
      createdAt: daysAgo(1),
      passengerNames: [['Meera', 'Iyer']],
    }),
  );
  await mk('ownHeld', own.id, { status: 'held', pnr: 'PNRHLD', lastTicketDate: `${inDays(2)}T18:00:00` });
  await mk('ownFailed', own.id, { status: 'failed', pnr: 'PNRFLD' });
  await mk('ownReleased', own.id, { status: 'released', pnr: 'PNRREL' });
  await mk('otherTicket', other.id, { pnr: 'PNROTH', passengerNames: [['Zoya', 'Khan']] });
  await mk('otherHeld', other.id, { status: 'held', pnr: 'PNROHL', createdAt: daysAgo(2) });
  ids.foreign = (await createBooking(t.db, outsider.siteId, o.user.id, { pnr: 'PNRFOR' })).id;
});
afterAll(async () => {
  await t.close();
  await sandbox.close();
});

const tickets = async (token: string, body: object = {}, site = siteId) =>
  call(t.app, 'api/getTickets', body, { siteId: site, token });
const pnrsOf = (res: { body: { data: { records: TicketRecord[] } } }) =>
  res.body.data.records.map((r) => r.pnr);

describe('POST api/getTickets: whose tickets', () => {
  it('shows a customer their own tickets only, never held, failed or released bookings', async () => {
    const res = await tickets(own.token);
    expect(res.status).toBe(200);
    expect(pnrsOf(res).sort()).toEqual(['PNRCHG', 'PNRDEL', 'PNRDXB']);
    expect(res.body.data).toMatchObject({ totalRecords: 3, totalPages: 1, currentPage: 1 });
  });

  it('carries what the card shows', async () => {
    const res = await tickets(own.token, { pnrOrTicket: 'PNRDEL' });
    const [card] = res.body.data.records as TicketRecord[];
    expect(card).toMatchObject({
      bookingId: ids.delBom,
      status: 'ticketed',
      statusId: 3,
      statusLabel: 'Ticketed',
      origin: 'DEL',
      destination: 'BOM',
      airlineCode: '6E',
      airlineName: 'IndiGo Airlines',
      travelDate: inDays(10),
      totalPaid: 650_000,
      isDomestic: true,
      createdBy: { userId: own.id, email: own.email, userType: 'RETAIL' },
    });
    expect(card?.passengers.map((p) => p.name)).toEqual(['Riya Sharma', 'Kabir Sharma']);
    expect(card?.passengers[0]?.ticketNumber).toMatch(/^6E/);
    expect(decodeTicketSlug(card?.slug ?? '')).toEqual({ bookingId: ids.delBom, pnr: 'PNRDEL' });
  });

  it('labels cancelled tickets and change requests', async () => {
    const res = await tickets(own.token);
    const byPnr = new Map((res.body.data.records as TicketRecord[]).map((r) => [r.pnr, r]));
    expect(byPnr.get('PNRDXB')).toMatchObject({ statusId: 4, statusLabel: 'Cancelled' });
    expect(byPnr.get('PNRCHG')?.statusLabel).toBe('Change request');
    expect(byPnr.get('PNRCHG')?.statusId).not.toBe(3);
    expect(byPnr.get('PNRCHG')?.statusId).not.toBe(4);
    // What the spec's words leave out (decision 0058): its cancellation is with the airline.
    expect(byPnr.get('PNRCHG')?.facts).toEqual({
      state: 'fulfilled',
      asked: 'cancellation',
      cancelled: 'none',
      declined: null,
      refunds: [],
    });
    expect(byPnr.get('PNRDXB')?.facts).toMatchObject({ state: 'cancelled', cancelled: 'all' });
  });

  it('ignores userId from a customer', async () => {
    const res = await tickets(own.token, { userId: other.id });
    expect(pnrsOf(res)).not.toContain('PNROTH');
    expect(res.body.data.totalRecords).toBe(3);
  });

  it('shows staff every ticket of the site, or one customer’s, never another site’s', async () => {
    const all = await tickets(staff.token);
    expect(pnrsOf(all).sort()).toEqual(['PNRCHG', 'PNRDEL', 'PNRDXB', 'PNROTH']);
    const agent = await tickets(staff.token, { userId: other.id });
    expect(pnrsOf(agent)).toEqual(['PNROTH']);
    expect(agent.body.data.records[0].createdBy.userType).toBe('TRAVELAGENT');
    const foreign = await tickets(outsider.token, {}, outsider.siteId);
    expect(pnrsOf(foreign)).toEqual(['PNRFOR']);
    const crossed = await tickets(outsider.token, { userId: own.id }, outsider.siteId);
    expect(crossed.body.data.records).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'api/getTickets', {}, { siteId })).status).toBe(401);
  });
});

describe('POST api/getTickets: filters, sort and paging', () => {
  it.each([
    [{ region: 'domestic' }, ['PNRCHG', 'PNRDEL']],
    [{ region: 'international' }, ['PNRDXB']],
    [{ pnrOrTicket: 'pnrd' }, ['PNRDEL', 'PNRDXB']],
    [{ airlineCode: 'ek' }, ['PNRDXB']],
    [{ passengerName: 'riya' }, ['PNRDEL']],
    [{ passengerName: 'VERMA' }, ['PNRDXB']],
    [{ passengerName: 'kabir sharma' }, ['PNRDEL']],
    [{ passengerName: '%' }, []],
    [{ bookingFrom: inDays(-7), bookingTo: inDays(-3) }, ['PNRDEL']],
    [{ bookingFrom: inDays(-2) }, ['PNRCHG']],
    [{ travelFrom: inDays(5), travelTo: inDays(15) }, ['PNRDEL']],
    [{ travelTo: inDays(5) }, ['PNRCHG']],
    [
      { region: '', pnrOrTicket: '', airlineCode: '', passengerName: '', bookingFrom: '' },
      ['PNRCHG', 'PNRDEL', 'PNRDXB'],
    ],
  ])('%o', async (filters, expected) => {
    const res = await tickets(own.token, filters);
    expect(res.status).toBe(200);
    expect(pnrsOf(res).sort()).toEqual(expected);
  });

  it('finds a ticket by its ticket number', async () => {
    const [row] = await t.db
      .select()
      .from(flightBookings)
      .where(eq(flightBookings.id, ids.blrDxb ?? ''));
    const number = row?.passengers[0]?.ticket?.ticketNumber ?? 'missing';
    expect(pnrsOf(await tickets(own.token, { pnrOrTicket: number.toLowerCase() }))).toEqual(['PNRDXB']);
  });

  it.each([
    ['BD', ['PNRCHG', 'PNRDEL', 'PNRDXB']],
    ['BA', ['PNRDXB', 'PNRDEL', 'PNRCHG']],
    ['TD', ['PNRDXB', 'PNRDEL', 'PNRCHG']],
    ['TA', ['PNRCHG', 'PNRDEL', 'PNRDXB']],
  ])('sorts %s', async (sort, expected) => {
    expect(pnrsOf(await tickets(own.token, { sort }))).toEqual(expected);
  });

  it('pages ten at a time', async () => {
    const pager = await signIn(t, siteId);
    for (let i = 0; i < 12; i++) {
      await createBooking(t.db, siteId, pager.user.id, {
        createdAt: daysAgo(i),
        pnr: `PG${String(i).padStart(4, '0')}`,
      });
    }
    const first = await tickets(pager.token, { page: 1 });
    expect(first.body.data).toMatchObject({ totalRecords: 12, totalPages: 2, currentPage: 1 });
    expect(first.body.data.records).toHaveLength(10);
    const second = await tickets(pager.token, { page: '2' });
    expect(pnrsOf(second)).toEqual(['PG0010', 'PG0011']);
    expect((await tickets(pager.token, { page: 3 })).body.data.records).toEqual([]);
  });

  it('refuses bad filters with the field’s message', async () => {
    const badDate = await tickets(own.token, { travelFrom: '2026-02-30' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.errors.travelFrom).toBe(BOOKING_LIST_MSG.date);
    const order = await tickets(own.token, { bookingFrom: '2026-05-02', bookingTo: '2026-05-01' });
    expect(order.body.errors.bookingTo).toBe(BOOKING_LIST_MSG.dateOrder);
    expect((await tickets(own.token, { sort: 'XX' })).status).toBe(400);
    expect((await tickets(own.token, { page: 0 })).status).toBe(400);
  });
});

describe('GET api/getTickets/export', () => {
  const exportAs = (token: string, query: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: '/api/api/getTickets/export',
      query,
      headers: { 'site-id': siteId, 'auth-token': token },
    });

  it('streams the filtered ticket queue as flight-ticket-queue.xlsx', async () => {
    const res = await exportAs(staff.token, { region: 'international' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${TICKET_QUEUE_FILE_NAME}"`);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the workbook has no sheet');
    const header = sheet.getRow(1).values as unknown[];
    expect(header.slice(1)).toEqual(TICKET_QUEUE_COLUMNS.map((c) => c.header));
    expect(sheet.rowCount).toBe(2);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(row).toEqual(
      ['BLR', 'DXB', 'Aman Verma', '', own.email, inDays(30), 20_701.5, 21_000.5, 'PNRDXB', 'Cancelled'].map(
        (v) => (v === '' ? undefined : v),
      ),
    );
    expect(sheet.getRow(2).getCell(8).numFmt).toBe('#,##0.00');
  });

  it('holds every ticket of the site without filters', async () => {
    const res = await exportAs(staff.token);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.rowCount).toBeGreaterThanOrEqual(5);
  });

  it('is for staff only, and checks its filters', async () => {
    expect((await exportAs(own.token)).statusCode).toBe(403);
    const bad = await exportAs(staff.token, { travelFrom: 'tomorrow' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.travelFrom).toBe(BOOKING_LIST_MSG.date);
  });
});

describe('GET api/getMyTickets/export (decision 0054)', () => {
  const exportMine = (token: string, query: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: '/api/api/getMyTickets/export',
      query,
      headers: { 'site-id': siteId, 'auth-token': token },
    });

  it('gives an agency its own tickets, costed as it paid and as its e-ticket charges, never at our cost', async () => {
    // The agency's own changes on the e-ticket: ₹500 more markup (GST on it ₹90), ₹100 off.
    await t.db
      .update(flightBookings)
      .set({ adjustments: { txnFee: 0, userMergeTxnFeeTaxes: false, discount: 10_000, extraMarkup: 50_000 } })
      .where(eq(flightBookings.id, ids.otherTicket ?? ''));
    const res = await exportMine(other.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${TICKET_QUEUE_FILE_NAME}"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the workbook has no sheet');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(TICKET_QUEUE_COLUMNS.map((c) => c.header));
    // Its held booking is no ticket, and nobody else's tickets are there.
    expect(sheet.rowCount).toBe(2);
    const row = sheet.getRow(2);
    expect([row.getCell(3).value, row.getCell(9).value, row.getCell(10).value]).toEqual([
      'Zoya Khan',
      'PNROTH',
      'Ticketed',
    ]);
    expect([row.getCell(7).value, row.getCell(8).value]).toEqual([6_500, 6_990]);
  });

  it('is for agencies and corporates, each their own', async () => {
    expect((await exportMine(own.token)).statusCode).toBe(403);
    expect((await exportMine(staff.token)).statusCode).toBe(403);
    const corporate = await signIn(t, siteId, { userType: 'corporate', companyName: 'Corp Ltd' });
    const res = await exportMine(corporate.token);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.rowCount).toBe(1);
  });
});

describe('POST api/getBookedFlights', () => {
  it('lists the caller’s held bookings with their ticketing time limit', async () => {
    const res = await call(t.app, 'api/getBookedFlights', {}, { siteId, token: own.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ totalRecords: 1, totalPages: 1, currentPage: 1 });
    expect(res.body.data.records[0]).toMatchObject({
      bookingId: ids.ownHeld,
      status: 'held',
      lastTicketDate: `${inDays(2)}T18:00:00`,
    });
  });

  it('lists every held booking of the site for staff, newest first', async () => {
    const res = await call(t.app, 'api/getBookedFlights', { page: 1 }, { siteId, token: staff.token });
    expect(res.body.data.records.map((r: { bookingId: string }) => r.bookingId)).toEqual([
      ids.ownHeld,
      ids.otherHeld,
    ]);
    const foreign = await call(
      t.app,
      'api/getBookedFlights',
      {},
      { siteId: outsider.siteId, token: outsider.token },
    );
    expect(foreign.body.data.records).toEqual([]);
  });
});

describe('POST api/releaseFlight', () => {
  const release = (token: string, bookingId: string) =>
    call(t.app, 'api/releaseFlight', { bookingId }, { siteId, token });
  const statusOf = async (id: string) =>
    (await t.db.select().from(flightBookings).where(eq(flightBookings.id, id)))[0]?.status;

  it('refuses another customer’s booking and an unknown one', async () => {
    const res = await release(own.token, ids.otherHeld ?? '');
    expect(res.status).toBe(404);
    expect(res.body.errorMessage).toBe(TICKET_LIST_MSG.notFound);
    expect((await release(own.token, 'nope')).status).toBe(404);
    expect(
      (
        await call(
          t.app,
          'api/releaseFlight',
          { bookingId: ids.ownHeld },
          {
            siteId: outsider.siteId,
            token: outsider.token,
          },
        )
      ).status,
    ).toBe(404);
    expect(await statusOf(ids.otherHeld ?? '')).toBe('held');
  });

  it('refuses a booking that is not held', async () => {
    const res = await release(own.token, ids.delBom ?? '');
    expect(res.status).toBe(409);
    expect(res.body.errorMessage).toBe(TICKET_LIST_MSG.notHeld);
    expect(await statusOf(ids.delBom ?? '')).toBe('ticketed');
  });

  it('keeps the booking held when the supplier refuses the release', async () => {
    // The sandbox has no such supplier booking, so it refuses.
    const res = await release(own.token, ids.ownHeld ?? '');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.success).toBe(false);
    expect(await statusOf(ids.ownHeld ?? '')).toBe('held');
  });

  it('releases a paid hold really held at the supplier, once, with its money back; staff may release any of the site', async () => {
    const supplier = createTboSupplier(sandbox.supplierConfig(), createCache(undefined));
    const endUserIp = '203.0.113.9';
    const found = await supplier.search({
      journeyType: 1,
      cabinClass: 2,
      segments: [{ origin: 'DEL', destination: 'BOM', departureDate: inDays(7) }],
      adults: 1,
      children: 0,
      infants: 0,
      endUserIp,
    });
    const fare = found.results[0]?.find((f) => f.source === 'GDS');
    if (!fare) throw new Error('no GDS fare at the sandbox');
    const held = await supplier.hold({
      traceId: found.traceId,
      resultIndex: fare.resultIndex,
      endUserIp,
      passengers: [supplierTraveller(fare)],
    });
    const booking = await createBooking(t.db, siteId, other.id, {
      status: 'held',
      pnr: held.pnr,
      supplierBookingId: Number(held.bookingId),
      source: held.source,
      isLcc: false,
    });

    const before = await walletBalance(t.db, siteId, other.id);
    const res = await release(staff.token, booking.id);
    expect(res.status).toBe(200);
    // The factory's booking was paid when it was held (the model before decision 0024): its
    // money goes back to the wallet it came from.
    expect(res.body).toMatchObject({
      success: true,
      message: 'Booking released. ₹6,500 is refunded to your wallet.',
      data: { bookingId: booking.id, status: 'released' },
    });
    expect(await walletBalance(t.db, siteId, other.id)).toBe(before + 650_000);
    expect(await statusOf(booking.id)).toBe('released');
    expect((await supplier.bookingDetails({ bookingId: held.bookingId, endUserIp })).status).toBe('released');
    expect((await release(staff.token, booking.id)).status).toBe(409);
  });
});
