import { REFERRAL_REPORT_MSG } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '../../seed/booking-factories';
import { createPermissionGroup, createSite, createUser, type UserInput } from '../../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { users } from '../accounts/accounts.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PATH = 'wl/user/getReferralReport';
const uniqueCode = () => `R${crypto.randomUUID().replaceAll('-', '').slice(0, 9).toUpperCase()}`;

/** A fresh site with a logged-in staff member (default permissions, which include referrals.view). */
async function staffSite() {
  const site = await createSite(t.db);
  const { token } = await signIn(t, site.id, { userType: 'staff' });
  const report = (body: object = {}) => call(t.app, PATH, body, { siteId: site.id, token });
  const referrer = (input: UserInput = {}) =>
    createUser(t.db, site.id, { referralCode: uniqueCode(), ...input });
  /** `n` customers who signed up with the referrer's code, at `createdAt` if given */
  const referred = async (referrerId: string, n = 1, createdAt?: Date) => {
    const made = [];
    for (let i = 0; i < n; i++) {
      made.push(
        await createUser(t.db, site.id, { referredById: referrerId, ...(createdAt && { createdAt }) }),
      );
    }
    return made;
  };
  return { site, report, referrer, referred };
}

describe('POST wl/user/getReferralReport', () => {
  it('is refused to visitors (401), customers (403) and staff without referrals.view (403)', async () => {
    const site = await createSite(t.db);
    expect((await call(t.app, PATH, {}, { siteId: site.id })).status).toBe(401);
    const retail = await signIn(t, site.id);
    expect((await call(t.app, PATH, {}, { siteId: site.id, token: retail.token })).status).toBe(403);
    const group = await createPermissionGroup(t.db, site.id, { permissions: ['customers.view'] });
    const limited = await signIn(t, site.id, { userType: 'staff', rbacUserGroupId: group.id });
    expect((await call(t.app, PATH, {}, { siteId: site.id, token: limited.token })).status).toBe(403);
  });

  it('ranks referrers by sign-ups, then sales, with who booked, their sold bookings and what they paid', async () => {
    const { site, report, referrer, referred } = await staffSite();
    const arjun = await referrer({
      firstName: 'Arjun',
      lastName: 'Agent',
      userType: 'travelAgent',
      email: 'arjun@example.test',
    });
    const quiet = await referrer({ firstName: 'Quiet' });
    const bela = await referrer({ firstName: 'Bela', lastName: null });
    const [buyer, tryer] = await referred(arjun.id, 3);
    await createBooking(t.db, site.id, buyer!.id, { price: 650_000 });
    await createBooking(t.db, site.id, buyer!.id, { price: 300_000, status: 'changeRequested' });
    // Failed and cancelled attempts are not sales; the customer has not booked.
    await createBooking(t.db, site.id, tryer!.id, { price: 999_000, status: 'failed' });
    await createBooking(t.db, site.id, tryer!.id, { price: 999_000, status: 'cancelled' });
    await referred(quiet.id, 3);
    const [holder] = await referred(bela.id, 1);
    await createBooking(t.db, site.id, holder!.id, { price: 100_000, status: 'held' });
    // Someone who names themselves as referrer is not counted.
    const self = await referrer();
    await t.db.update(users).set({ referredById: self.id }).where(eq(users.id, self.id));

    const res = await report({ page: 1 });
    expect(res.status).toBe(200);
    const { records, totals, top, ...paging } = res.body.data;
    expect(paging).toEqual({ totalRecords: 3, totalPages: 1, currentPage: 1 });
    expect(records).toEqual([
      {
        userId: arjun.id,
        name: 'Arjun Agent',
        email: 'arjun@example.test',
        userType: 'travelAgent',
        referralCode: arjun.referralCode,
        signups: 3,
        booked: 1,
        bookings: 2,
        sales: 950_000,
      },
      expect.objectContaining({ userId: quiet.id, signups: 3, booked: 0, bookings: 0, sales: 0 }),
      expect.objectContaining({
        userId: bela.id,
        name: 'Bela',
        signups: 1,
        booked: 1,
        bookings: 1,
        sales: 100_000,
      }),
    ]);
    expect(totals).toEqual({ signups: 7, booked: 2, bookings: 3, sales: 1_050_000 });
    expect(top).toEqual(records);
  });

  it('never counts users, referrers or bookings of another site', async () => {
    const { site, report, referrer, referred } = await staffSite();
    const mine = await referrer();
    const [customer] = await referred(mine.id);
    const other = await createSite(t.db);
    // Rows of another site pointing at this site's referrer, and that site's own referrals.
    await createUser(t.db, other.id, { referredById: mine.id });
    const theirs = await createUser(t.db, other.id, { referralCode: uniqueCode() });
    await createUser(t.db, other.id, { referredById: theirs.id });
    await createBooking(t.db, other.id, customer!.id, { price: 500_000 });
    // A user of this site naming the other site's referrer.
    await createUser(t.db, site.id, { referredById: theirs.id });

    const res = await report();
    expect(res.body.data.records).toEqual([
      expect.objectContaining({ userId: mine.id, signups: 1, booked: 0, bookings: 0, sales: 0 }),
    ]);
    expect(res.body.data.totals).toEqual({ signups: 1, booked: 0, bookings: 0, sales: 0 });
  });

  it('counts the sign-ups of the period, in Indian calendar days, with the bookings they made since', async () => {
    const { site, report, referrer, referred } = await staffSite();
    const early = await referrer({ firstName: 'Early' });
    const late = await referrer({ firstName: 'Late' });
    // 31 March 18:00 UTC is still 31 March in India; 18:40 UTC is already 1 April.
    await referred(early.id, 2, new Date('2026-03-31T18:00:00Z'));
    const [april] = await referred(late.id, 1, new Date('2026-03-31T18:40:00Z'));
    await createBooking(t.db, site.id, april!.id, {
      price: 200_000,
      createdAt: new Date('2026-05-20T10:00:00Z'),
    });

    const march = await report({ from: '2026-03-01', to: '2026-03-31' });
    expect(march.body.data.records.map((r: { userId: string }) => r.userId)).toEqual([early.id]);
    expect(march.body.data.totals).toEqual({ signups: 2, booked: 0, bookings: 0, sales: 0 });

    const april1 = await report({ from: '2026-04-01', to: '2026-04-01' });
    expect(april1.body.data.records).toEqual([
      expect.objectContaining({ userId: late.id, signups: 1, booked: 1, bookings: 1, sales: 200_000 }),
    ]);
    expect((await report({ from: '2026-04-02' })).body.data).toMatchObject({ records: [], totalRecords: 0 });
    expect((await report({ to: '2026-03-31' })).body.data.totals.signups).toBe(2);
    // Blank dates are "not given": all time.
    expect((await report({ from: '', to: '' })).body.data.totals.signups).toBe(3);
  });

  it('pages 20 referrers at a time and keeps the chart’s top 10 on every page', async () => {
    const { report, referrer, referred } = await staffSite();
    const made = [];
    for (let i = 0; i < 21; i++) {
      const r = await referrer({ firstName: `R${String(i).padStart(2, '0')}` });
      await referred(r.id, i === 0 ? 2 : 1);
      made.push(r);
    }
    const page1 = await report({ page: 1 });
    expect(page1.body.data).toMatchObject({ totalRecords: 21, totalPages: 2, currentPage: 1 });
    expect(page1.body.data.records).toHaveLength(20);
    expect(page1.body.data.records[0].userId).toBe(made[0]!.id);
    const page2 = await report({ page: '2' });
    expect(page2.status).toBe(200);
    expect(page2.body.data.records).toHaveLength(1);
    expect(page2.body.data.top).toEqual(page1.body.data.records.slice(0, 10));
    expect(page2.body.data.totals).toEqual(page1.body.data.totals);

    const past = await report({ page: 3 });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual({ page: REFERRAL_REPORT_MSG.pastLastPage(3, 2) });
  });

  it.each<[string, object, string]>([
    ['a day that does not exist', { from: '2026-02-30' }, 'from'],
    ['a date typed dd/MM/yyyy', { to: '31/03/2026' }, 'to'],
    ['a date with a time', { from: '2026-03-01T00:00:00' }, 'from'],
    ['a number', { from: 20260301 }, 'from'],
  ])('refuses %s with 400 under the field', async (_name, body, field) => {
    const { report } = await staffSite();
    const res = await report(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ [field]: REFERRAL_REPORT_MSG.date });
  });

  it('refuses a period that ends before it starts, under to', async () => {
    const { report } = await staffSite();
    const res = await report({ from: '2026-03-10', to: '2026-03-09' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ to: REFERRAL_REPORT_MSG.dateOrder });
  });
});
