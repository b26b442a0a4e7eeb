import { addDaysIso, siteDay } from '@app/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attentionItems } from '../../commerce/attention/attention.schema';
import { createSite } from '../../seed/factories';
import { createDeparture, departureInput } from '../../seed/fixed-departure-factories';
import { fundedAgent, leadTraveller } from '../../test/orders';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { FD_LATE_NAMES } from './fd-product';
import { fdBookings, fixedDepartures } from './fixed-departures.schema';

const passport = {
  passportNo: 'Z1234567',
  passportIssueCountryCode: 'IN',
  passportIssueDate: '2020-01-10',
  passportExpiry: '2032-01-09',
};
const traveller = (firstName: string) => ({ ...leadTraveller(), ...passport, firstName });

/** A site far from the server's clock: its own calendar decides when a name list has closed. */
const TIME_ZONE = 'Asia/Dubai';

describe('fixed departures sold after their name list closed (decision 0060)', () => {
  let t: TestApp;
  let siteId: string;
  let admin: string;
  let agent: Awaited<ReturnType<typeof fundedAgent>>;
  const today = () => siteDay(new Date(), TIME_ZONE);

  beforeAll(async () => {
    t = await createTestApp();
    siteId = (await createSite(t.db, { timeZone: TIME_ZONE })).id;
    admin = (await signIn(t, siteId, { userType: 'staff', isSuperAdmin: true })).token;
    agent = await fundedAgent(t, siteId, 1_000_000);
  });
  afterAll(() => t.close());

  const api = (path: string, body: object, token: string) => call(t.app, path, body, { siteId, token });
  const closeNameList = (id: string, deadline: string) =>
    t.db.update(fixedDepartures).set({ nameListDeadline: deadline }).where(eq(fixedDepartures.id, id));

  /** A spreadsheet staff download, its first sheet. */
  async function download(path: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/${path}`,
      headers: { 'site-id': siteId, 'auth-token': admin },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const [sheet] = book.worksheets;
    if (!sheet) throw new Error('no sheet');
    return sheet;
  }

  /** An order of the agent's, paid from the wallet: confirmed from the block at once. */
  async function book(departureId: string, firstName: string) {
    const placed = await api(
      'fixedDeparture/createOrder',
      { departureId, passengers: [traveller(firstName)], paymentMethod: 'wallet' },
      agent.token,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { orderId } = placed.body.data;
    const paid = await api('api/payments/orderSuccessCallback', { orderId }, agent.token);
    expect(paid.body.data.status).toBe('completed');
    const [booking] = await t.db.select().from(fdBookings).where(eq(fdBookings.orderId, orderId));
    if (!booking) throw new Error('no booking');
    return { orderId, booking };
  }

  it('still sells the seats, marks the booking a late addition and puts it before staff once', async () => {
    const d = await createDeparture(t.db, siteId, departureInput(20));
    // On the deadline day itself names may still be given: not late.
    await closeNameList(d.id, today());
    const onTime = await book(d.id, 'Anita');
    expect(onTime.booking.lateAddition).toBe(false);

    await closeNameList(d.id, addDaysIso(today(), -1));
    const late = await book(d.id, 'Bhavna');
    expect(late.booking.lateAddition).toBe(true);
    // A second callback (a retry) raises nothing more.
    await api('api/payments/orderSuccessCallback', { orderId: late.orderId }, agent.token);

    const cases = await t.db.select().from(attentionItems).where(eq(attentionItems.siteId, siteId));
    expect(cases.map((c) => [c.orderId, c.kind])).toEqual([[late.orderId, FD_LATE_NAMES]]);
    expect(cases[0]?.actions).toEqual(['resolve']);
    expect(cases[0]?.summary).toContain('Mr Bhavna Traveller');
    expect(cases[0]?.summary).toContain('late addition to PNR Q7XK2M');
    const listed = await api('staff/attention/list', {}, admin);
    expect(listed.body.data.items.map((i: { kind: string }) => i.kind)).toEqual([FD_LATE_NAMES]);

    // The queue says which bookings are late, and filters them.
    const all = await api('fixedDeparture/getBookings', { page: 1 }, admin);
    const flags = Object.fromEntries(
      all.body.data.records.map((r: { orderId: string; lateAddition: boolean }) => [
        r.orderId,
        r.lateAddition,
      ]),
    );
    expect(flags).toMatchObject({ [onTime.orderId]: false, [late.orderId]: true });
    const lateOnly = await api(
      'fixedDeparture/getBookings',
      { page: 1, filters: { nameList: 'late' } },
      admin,
    );
    expect(lateOnly.body.data.records.map((r: { orderId: string }) => r.orderId)).toEqual([late.orderId]);
    // The buyer sees the same mark on their own booking.
    const mine = await api(
      'fixedDeparture/getBookings',
      { page: 1, filters: { nameList: 'late' } },
      agent.token,
    );
    expect(mine.body.data.records).toEqual([
      expect.objectContaining({ orderId: late.orderId, lateAddition: true }),
    ]);
    const wrong = await api('fixedDeparture/getBookings', { page: 1, filters: { nameList: 'yes' } }, admin);
    expect(wrong.status).toBe(400);

    // The airline's name list: the names on time, then the late addition, marked.
    const sheet = await download(`fixedDeparture/manage/nameList/${d.id}`);
    const rows = [4, 5].map((n) => [sheet.getRow(n).getCell(3).value, sheet.getRow(n).getCell(8).value]);
    expect(rows).toEqual([
      ['Anita', ''],
      ['Bhavna', 'Late addition'],
    ]);
    expect(String(sheet.getRow(2).getCell(1).value)).toContain('1 name was booked after it');

    // The staff export of the queue carries the mark too.
    const queue = await download('fixedDeparture/getBookings/export?nameList=late');
    const column = (queue.getRow(1).values as ExcelJS.CellValue[]).indexOf('Name list');
    expect(queue.getRow(2).getCell(column).value).toBe('Late addition');
    expect(queue.rowCount).toBe(2);
  });

  it('keeps names from changing once the list has closed on the site’s calendar', async () => {
    const d = await createDeparture(t.db, siteId, departureInput(21));
    const { booking } = await book(d.id, 'Chitra');
    const rename = (firstName: string) =>
      api(
        'fixedDeparture/updatePassengers',
        { bookingId: booking.id, names: [{ title: 'Mr', firstName, lastName: 'Traveller' }] },
        agent.token,
      );
    await closeNameList(d.id, today());
    expect((await rename('Chetan')).status).toBe(200);
    await closeNameList(d.id, addDaysIso(today(), -1));
    expect((await rename('Charu')).status).toBe(409);
  });
});
