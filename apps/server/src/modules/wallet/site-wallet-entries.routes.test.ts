import { SITE_WALLET_MSG, type SiteWalletEntry, WALLET_PAGE_SIZE } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '../../seed/booking-factories';
import { createSite, createUser } from '../../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { changeRequests } from '../bookings/bookings.schema';
import { walletLedger } from './wallet.schema';

const PATH = 'wl/user/getSiteWalletEntries';

describe('every wallet entry of the site', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A site of its own, so that its list and totals hold only what the test put there. */
  async function newSite() {
    const siteId = (await createSite(t.db)).id;
    const { user: staff, token } = await signIn(t, siteId, { userType: 'staff', firstName: 'Sunita' });
    const list = (body: object = {}) => call(t.app, PATH, body, { siteId, token });
    return { siteId, staff, token, list };
  }

  /** A ledger entry at a set instant (India time in the tests' wording), signed paise. */
  const entry = (
    siteId: string,
    userId: string,
    amount: number,
    at: string,
    extra: Partial<typeof walletLedger.$inferInsert> = {},
  ) =>
    t.db.insert(walletLedger).values({
      siteId,
      userId,
      amount,
      kind: amount > 0 ? 'topup' : 'adjustment',
      reference: `test:${crypto.randomUUID()}`,
      description: `Entry of ${amount}`,
      createdAt: new Date(at),
      ...extra,
    });

  it('lists the site’s entries newest first with customer, reference, creator, balance and totals', async () => {
    const { siteId, staff, list } = await newSite();
    const asha = await createUser(t.db, siteId, {
      userType: 'travelAgent',
      firstName: 'Asha',
      lastName: 'Rao',
      email: `asha-${crypto.randomUUID()}@example.test`,
    });
    const vikram = await createUser(t.db, siteId, { firstName: 'Vikram', lastName: 'Shah' });
    const booking = await createBooking(t.db, siteId, asha.id, { pnr: 'PNR7QX', price: 300_000 });
    const [request] = await t.db
      .insert(changeRequests)
      .values({
        siteId,
        bookingId: booking.id,
        supplierChangeRequestId: 88_001,
        requestType: 1,
        remarks: 'Cancel',
        status: 3,
        statusText: 'Completed',
        refundedAmount: 100_000,
        createdById: staff.id,
      })
      .returning();
    await entry(siteId, asha.id, 500_000, '2025-03-01T10:00:00+05:30', {
      createdById: staff.id,
      description: 'NEFT',
    });
    await entry(siteId, asha.id, -300_000, '2025-03-02T10:00:00+05:30', {
      kind: 'booking',
      reference: booking.orderId,
      orderId: booking.orderId,
      description: 'Flight booking',
    });
    await entry(siteId, asha.id, 100_000, '2025-03-03T10:00:00+05:30', {
      kind: 'refund',
      reference: `cr:${request?.id}`,
      orderId: booking.orderId,
      description: 'Refund',
    });
    await entry(siteId, vikram.id, 20_000, '2025-03-04T10:00:00+05:30');

    const res = await list();
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      totalRecords: 4,
      totalPages: 1,
      currentPage: 1,
      totals: { credits: 620_000, debits: 300_000 },
    });
    const records = data.records as SiteWalletEntry[];
    expect(records.map((r) => r.amount)).toEqual([20_000, 100_000, -300_000, 500_000]);
    expect(records[0]).toMatchObject({
      customer: { id: vikram.id, name: 'Vikram Shah', email: vikram.email },
      balanceAfter: 20_000,
      orderId: null,
      pnr: null,
    });
    // Each customer's balance runs on its own, whatever is listed between their entries.
    expect(records.map((r) => r.balanceAfter)).toEqual([20_000, 300_000, 200_000, 500_000]);
    const orderReference = expect.stringMatching(/^[A-Z]{3}-\d{2}-\d{6}$/);
    expect(records[1]).toMatchObject({
      kind: 'refund',
      orderId: booking.orderId,
      orderReference,
      pnr: 'PNR7QX',
    });
    expect(records[2]).toMatchObject({
      kind: 'booking',
      orderId: booking.orderId,
      orderReference,
      pnr: 'PNR7QX',
    });
    expect(records[3]).toMatchObject({
      customer: { id: asha.id, name: 'Asha Rao', email: asha.email, userType: 'travelAgent' },
      description: 'NEFT',
      createdByEmail: staff.email,
    });
  });

  it('filters by Indian calendar days, credit or debit, and customer; totals follow the filters', async () => {
    const { siteId, list } = await newSite();
    const meera = await createUser(t.db, siteId, {
      firstName: 'Meera',
      lastName: 'Iyer',
      email: 'meera.i@example.test',
    });
    const kabir = await createUser(t.db, siteId, {
      firstName: 'Kabir',
      lastName: 'Das',
      email: 'kd@example.test',
    });
    await entry(siteId, meera.id, 10_000, '2025-01-09T23:59:00+05:30');
    await entry(siteId, meera.id, 20_000, '2025-01-10T00:00:00+05:30');
    await entry(siteId, meera.id, -5_000, '2025-01-10T23:59:00+05:30');
    await entry(siteId, kabir.id, 40_000, '2025-01-11T00:00:00+05:30');
    await entry(siteId, kabir.id, -7_000, '2025-01-12T09:00:00+05:30');

    const amounts = async (body: object) => {
      const res = await list(body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return {
        amounts: res.body.data.records.map((r: SiteWalletEntry) => r.amount),
        totals: res.body.data.totals,
      };
    };
    expect(await amounts({ fromDate: '2025-01-10', toDate: '2025-01-10' })).toEqual({
      amounts: [-5_000, 20_000],
      totals: { credits: 20_000, debits: 5_000 },
    });
    expect((await amounts({ fromDate: '2025-01-11' })).amounts).toEqual([-7_000, 40_000]);
    expect((await amounts({ toDate: '2025-01-09' })).amounts).toEqual([10_000]);
    expect(await amounts({ type: 'debit' })).toEqual({
      amounts: [-7_000, -5_000],
      totals: { credits: 0, debits: 12_000 },
    });
    expect((await amounts({ type: 'credit', customer: 'meera' })).amounts).toEqual([20_000, 10_000]);
    expect((await amounts({ customer: 'kabir das' })).amounts).toEqual([-7_000, 40_000]);
    expect((await amounts({ customer: 'KD@EXAMPLE' })).amounts).toEqual([-7_000, 40_000]);
    // LIKE wildcards typed by staff match themselves only.
    expect((await amounts({ customer: '%' })).amounts).toEqual([]);
    // Blank boxes are no filter at all.
    expect((await amounts({ fromDate: '', toDate: '', type: '', customer: ' ' })).amounts).toHaveLength(5);
  });

  it('pages newest first and refuses a page past the end', async () => {
    const { siteId, list } = await newSite();
    const user = await createUser(t.db, siteId);
    for (let i = 0; i < WALLET_PAGE_SIZE + 3; i++) {
      await entry(siteId, user.id, 100 + i, `2025-05-01T10:${String(i).padStart(2, '0')}:00+05:30`);
    }
    const second = await list({ page: 2 });
    expect(second.body.data).toMatchObject({
      totalRecords: WALLET_PAGE_SIZE + 3,
      totalPages: 2,
      currentPage: 2,
    });
    expect(second.body.data.records.map((r: SiteWalletEntry) => r.amount)).toEqual([102, 101, 100]);
    expect(second.body.data.records.at(-1).balanceAfter).toBe(100);
    const past = await list({ page: 3 });
    expect(past.status).toBe(400);
    expect(past.body.errorMessage).toBe(SITE_WALLET_MSG.pastLastPage(3, 2));
  });

  it('answers bad filters with a clear 400', async () => {
    const { list } = await newSite();
    const refused = async (body: object) => {
      const res = await list(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
      return res.body.errorMessage as string;
    };
    expect(await refused({ fromDate: '2025-02-30' })).toBe(`fromDate: ${SITE_WALLET_MSG.date}`);
    expect(await refused({ toDate: '10/01/2025' })).toBe(`toDate: ${SITE_WALLET_MSG.date}`);
    expect(await refused({ fromDate: '2025-01-11', toDate: '2025-01-10' })).toBe(
      `toDate: ${SITE_WALLET_MSG.dateOrder}`,
    );
    expect(await refused({ type: 'gift' })).toBe(`type: ${SITE_WALLET_MSG.type}`);
    expect(await refused({ page: 0 })).toBe(`page: ${SITE_WALLET_MSG.page}`);
    expect(await refused({ page: 2 })).toBe(SITE_WALLET_MSG.pastLastPage(2, 1));
    // An empty site is an empty list on page 1, not an error.
    const empty = await list();
    expect(empty.body.data).toMatchObject({ records: [], totalRecords: 0, totalPages: 1 });
  });

  it('keeps each site to its own entries and the list to staff', async () => {
    const a = await newSite();
    const b = await newSite();
    const inA = await createUser(t.db, a.siteId);
    const inB = await createUser(t.db, b.siteId);
    await entry(a.siteId, inA.id, 1_000, '2025-06-01T10:00:00+05:30');
    await entry(b.siteId, inB.id, 2_000, '2025-06-01T10:00:00+05:30');
    // Even a row filed under A for B's customer (which the ledger never makes) stays out of both.
    await entry(a.siteId, inB.id, 3_000, '2025-06-01T11:00:00+05:30');

    const ofA = (await a.list()).body.data;
    expect(ofA.records.map((r: SiteWalletEntry) => r.customer.id)).toEqual([inA.id]);
    expect(ofA.totals).toEqual({ credits: 1_000, debits: 0 });
    // Naming site A while holding B's session is refused before anything is read.
    const crossed = await call(t.app, PATH, {}, { siteId: a.siteId, token: b.token });
    expect(crossed.status).toBe(401);
    expect((await b.list({ customer: inA.email })).body.data.records).toEqual([]);

    const { token } = await signIn(t, a.siteId, { userType: 'retail' });
    expect((await call(t.app, PATH, {}, { siteId: a.siteId, token })).status).toBe(403);
    expect((await call(t.app, PATH, {}, { siteId: a.siteId })).status).toBe(401);
  });
});
