import { CUSTOMER_MSG, DEFAULT_PERMISSIONS, MSG, OWN_MSG, RBAC_MSG } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '../../seed/booking-factories';
import {
  createMarkupGroup,
  createPermissionGroup,
  createSite,
  createUser,
  type UserInput,
} from '../../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { phoneNumbers, users } from '../accounts/accounts.schema';
import { flightSearches } from '../flights/flights.schema';
import { outboxEmails } from '../notifications/outbox.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A fresh site with a logged-in staff member (default permissions unless told); `as` calls as them. */
async function staffSite(staff: UserInput = {}, siteInput: Parameters<typeof createSite>[1] = {}) {
  const site = await createSite(t.db, siteInput);
  const { token } = await signIn(t, site.id, { userType: 'staff', ...staff });
  const as = (path: string, body: object = {}) => call(t.app, path, body, { siteId: site.id, token });
  const customer = (input: UserInput = {}) => createUser(t.db, site.id, input);
  return { site, as, customer };
}

const login = (siteId: string, email: string | null) =>
  call(t.app, 'wl/user/login', { email, password: 'Demo@1234', status: 'password' }, { siteId });

describe('staff customer calls', () => {
  it('are refused to visitors (401) and to customers (403)', async () => {
    const site = await createSite(t.db);
    const retail = await signIn(t, site.id);
    for (const path of ['wl/user/getCustomers', 'wl/user/toggleBlock', 'wl/user/getApiConsumers']) {
      expect((await call(t.app, path, { page: 1 }, { siteId: site.id })).status).toBe(401);
      const res = await call(t.app, path, { page: 1 }, { siteId: site.id, token: retail.token });
      expect(res.status).toBe(403);
    }
  });

  it('lists this site’s customers newest first, 20 a page, and narrows to one by userId', async () => {
    const { as, customer } = await staffSite();
    const made = [];
    for (let i = 0; i < 22; i++) {
      made.push(await customer({ firstName: `C${i}`, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) }));
    }
    await createSite(t.db).then((other) => createUser(t.db, other.id));
    const page1 = await as('wl/user/getCustomers', { staffId: 'x', page: 1 });
    expect(page1.status).toBe(200);
    expect(page1.body.data).toMatchObject({ totalRecords: 22, totalPages: 2, currentPage: 1 });
    expect(page1.body.data.records).toHaveLength(20);
    expect(page1.body.data.records[0]).toMatchObject({
      firstName: 'C21',
      userType: 'retail',
      phone: '9876543210',
      isBlocked: false,
      flightLookToBook: { is_exempted: false },
    });
    const page2 = await as('wl/user/getCustomers', { page: 2 });
    expect(page2.body.data.records.map((r: { firstName: string }) => r.firstName)).toEqual(['C1', 'C0']);
    const one = await as('wl/user/getCustomers', { page: 1, userId: made[3]?.id });
    expect(one.body.data.records).toHaveLength(1);
    expect(one.body.data.totalRecords).toBe(1);
  });

  it('searches by name, e-mail, phone and company, within the site', async () => {
    const { as, customer } = await staffSite();
    const agent = await customer({
      firstName: 'Meera',
      lastName: 'Kapoor',
      userType: 'travelAgent',
      companyName: 'Skyline Holidays',
      phone: { phoneNumber: '9123456780', phoneCountryCode: '+91' },
    });
    for (const searchQuery of ['meera kap', agent.email?.slice(0, 10) ?? '', '23456', 'skyline']) {
      const res = await as('wl/user/searchWlUser', { searchQuery });
      expect(
        res.body.data.map((r: { users_id: string }) => r.users_id),
        searchQuery,
      ).toEqual([agent.id]);
    }
    expect((await as('wl/user/searchWlUser', { searchQuery: '%' })).body.data).toEqual([]);
    expect((await as('wl/user/searchWlUser', { searchQuery: ' ' })).status).toBe(400);
  });

  it('reads one customer with company, markup group and look-to-book flag; another site’s is 404', async () => {
    const { site, as, customer } = await staffSite();
    const group = await createMarkupGroup(t.db, site.id, { groupName: 'Gold' });
    const agent = await customer({ userType: 'travelAgent', companyName: 'Sky', markupGroupId: group.id });
    const res = await as('wl/user/getUserById', { id: agent.id });
    expect(res.body.data).toMatchObject({
      users_id: agent.id,
      companyName: 'Sky',
      groupName: 'Gold',
      flightLookToBook: { is_exempted: false },
      isFlightHoldAllowed: false,
    });
    const stranger = await createUser(t.db, (await createSite(t.db)).id);
    for (const [path, body] of [
      ['wl/user/getUserById', { id: stranger.id }],
      ['wl/user/toggleBlock', { customerId: stranger.id, isBlocked: true }],
      ['wl/user/setFlightHoldSettingForUser', { userId: stranger.id, isFlightHold: true }],
      ['wl/user/toggleFlightSearchExemption', { customerId: stranger.id, exempt: true }],
      ['wl/user/setMarkupGroupForUser', { userId: stranger.id, groupId: null }],
      ['wl/user/getCustomerMonthlyFlightDetails', { userId: stranger.id }],
      ['wl/user/updateDetails', { customerId: stranger.id, firstName: 'X', email: 'x@y.z' }],
    ] as const) {
      const refused = await as(path, body);
      expect(refused.status, path).toBe(404);
    }
    const [after] = await t.db.select().from(users).where(eq(users.id, stranger.id));
    expect(after).toMatchObject({ isBlocked: false, firstName: 'Test', lookToBookExempt: false });
  });

  it('blocks a customer, whose live session stops at once, and unblocks them', async () => {
    const { site, as } = await staffSite();
    const { user, token } = await signIn(t, site.id);
    const mine = () => call(t.app, 'wl/user/getUserBySessionId', {}, { siteId: site.id, token });
    const liveBefore = await mine();
    expect(liveBefore.status).toBe(200);

    const blocked = await as('wl/user/toggleBlock', { customerId: user.id, isBlocked: true });
    expect(blocked.body).toMatchObject({
      success: true,
      message: CUSTOMER_MSG.blocked,
      data: { isBlocked: true },
    });
    expect((await mine()).status).toBe(401);
    expect((await login(site.id, user.email)).status).not.toBe(200);

    const unblocked = await as('wl/user/toggleBlock', { customerId: user.id, isBlocked: false });
    expect(unblocked.body).toMatchObject({ message: CUSTOMER_MSG.unblocked, data: { isBlocked: false } });
    expect((await login(site.id, user.email)).status).toBe(200);
  });

  it('never acts on staff through the customer calls', async () => {
    const { site, as } = await staffSite();
    const other = await createUser(t.db, site.id, { userType: 'staff' });
    const res = await as('wl/user/toggleBlock', { customerId: other.id, isBlocked: true });
    expect(res.status).toBe(404);
  });

  it('sets flight hold, look-to-book exemption and markup group with their toasts', async () => {
    const { site, as, customer } = await staffSite();
    const c = await customer();
    const hold = await as('wl/user/setFlightHoldSettingForUser', { userId: c.id, isFlightHold: true });
    expect(hold.body).toMatchObject({ message: MSG.settingSaved, data: { isFlightHoldAllowed: true } });
    const exempt = await as('wl/user/toggleFlightSearchExemption', { customerId: c.id, exempt: true });
    expect(exempt.body).toMatchObject({
      message: CUSTOMER_MSG.exempted,
      data: { flightLookToBook: { is_exempted: true } },
    });
    const back = await as('wl/user/toggleFlightSearchExemption', { customerId: c.id, exempt: false });
    expect(back.body.message).toBe(CUSTOMER_MSG.unexempted);

    const group = await createMarkupGroup(t.db, site.id, { groupName: 'Silver' });
    const set = await as('wl/user/setMarkupGroupForUser', { userId: c.id, groupId: group.id });
    expect(set.body).toMatchObject({ message: CUSTOMER_MSG.groupChanged, data: { groupName: 'Silver' } });
    const foreign = await createMarkupGroup(t.db, (await createSite(t.db)).id);
    const refused = await as('wl/user/setMarkupGroupForUser', { userId: c.id, groupId: foreign.id });
    expect(refused.status).toBe(404);
    const cleared = await as('wl/user/setMarkupGroupForUser', { userId: c.id, groupId: null });
    expect(cleared.body.data.groupName).toBeNull();
    expect((await as('wl/user/toggleBlock', { customerId: c.id, isBlocked: 'yes' })).status).toBe(400);
  });

  it('tells staff how many searches a customer has left were they not exempt', async () => {
    const { site, as, customer } = await staffSite({}, { lookToBookLimit: 2 });
    const used = await customer({ lookToBookExempt: true });
    const fresh = await customer({ lookToBookExempt: true });
    const booked = await customer();
    const look = (userId: string, daysAgo = 0) => ({
      siteId: site.id,
      userId,
      journeyType: 1,
      origin: 'DEL',
      destination: 'BOM',
      departureDate: '2030-01-01',
      passengers: 1,
      createdAt: new Date(Date.now() - daysAgo * 86_400_000),
    });
    // Two looks in the window use up a new customer's allowance; older ones no longer count.
    await t.db
      .insert(flightSearches)
      .values([look(used.id), look(used.id), look(fresh.id, 31), look(fresh.id)]);
    await t.db.insert(flightSearches).values([look(booked.id), look(booked.id), look(booked.id)]);
    await createBooking(t.db, site.id, booked.id);
    const left = async (id: string) =>
      (await as('wl/user/getCustomers', { page: 1, userId: id })).body.data.records[0].flightLookToBook;
    expect(await left(used.id)).toEqual({ is_exempted: true, searchesLeft: 0 });
    expect(await left(fresh.id)).toEqual({ is_exempted: true, searchesLeft: 1 });
    expect(await left(booked.id)).toEqual({ is_exempted: false, searchesLeft: 1 });
    // The row an action answers says the same.
    const hold = await as('wl/user/setFlightHoldSettingForUser', { userId: used.id, isFlightHold: true });
    expect(hold.body.data.flightLookToBook.searchesLeft).toBe(0);

    const unlimited = await staffSite();
    const c = await unlimited.customer({ lookToBookExempt: true });
    const rows = await unlimited.as('wl/user/searchWlUser', { searchQuery: c.email ?? '' });
    expect(rows.body.data[0].flightLookToBook).toEqual({ is_exempted: true, searchesLeft: null });
  });

  it('answers 12 months of looks and books from the recorded searches and bookings', async () => {
    const { site, as, customer } = await staffSite();
    const c = await customer();
    const search = { siteId: site.id, userId: c.id, journeyType: 1, origin: 'DEL', destination: 'BOM' };
    await t.db
      .insert(flightSearches)
      .values([0, 1, 2].map(() => ({ ...search, departureDate: '2030-01-01', passengers: 1 })));
    await createBooking(t.db, site.id, c.id);
    await createBooking(t.db, site.id, c.id, { status: 'held' });
    await createBooking(t.db, site.id, c.id, { status: 'failed' });
    const res = await as('wl/user/getCustomerMonthlyFlightDetails', { userId: c.id });
    expect(res.body.data).toHaveLength(12);
    const label = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    expect(res.body.data.at(-1)).toEqual({
      month_year: label.format(new Date()),
      look_count: 3,
      book_count: 2,
    });
    expect(res.body.data[0].look_count).toBe(0);
  });

  it('answers an empty Api Consumers list until partners exist', async () => {
    const { as } = await staffSite();
    const res = await as('wl/user/getApiConsumers', { page: 1 });
    expect(res.body).toEqual({
      success: true,
      data: { records: [], totalRecords: 0, totalPages: 1, currentPage: 1, totalIsCapped: false },
    });
  });
});

describe('POST wl/user/updateDetails', () => {
  const phone = (p: string, code = '+91') => ({ phone: p, phoneCode: code });

  it.each([
    ['no customerId', { customerId: '' }, 'customerId', MSG.required],
    ['no first name', { firstName: ' ' }, 'firstName', MSG.required],
    [
      'neither email nor primary phone',
      { email: '', primaryPhone: phone('') },
      'email',
      MSG.emailOrPrimaryPhone,
    ],
    ['a bad primary phone', { primaryPhone: phone('12345') }, 'primaryPhone.phone', MSG.validPhone],
    ['a bad emergency phone', { emergencyPhone: phone('999') }, 'emergencyPhone.phone', MSG.validPhone],
    [
      'a Pakistani phone',
      { secondaryPhone: phone('3001234567', '+92') },
      'secondaryPhone.phone',
      MSG.validPhone,
    ],
    ['a bad e-mail', { email: 'nope' }, 'email', OWN_MSG.invalidEmail],
    ['no company for an agent', { companyName: '' }, 'companyName', MSG.required],
  ])('refuses %s', async (_name, change, field, message) => {
    const { as, customer } = await staffSite();
    const agent = await customer({ userType: 'travelAgent', companyName: 'Old Co' });
    const res = await as('wl/user/updateDetails', {
      customerId: agent.id,
      firstName: 'Arjun',
      email: agent.email,
      primaryPhone: phone('9876543210'),
      companyName: 'New Co',
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    const [after] = await t.db.select().from(users).where(eq(users.id, agent.id));
    expect(after?.firstName).toBe('Test');
  });

  it('refuses an e-mail another user of the site has', async () => {
    const { as, customer } = await staffSite({ isSuperAdmin: true });
    const [a, b] = [await customer(), await customer()];
    const res = await as('wl/user/updateDetails', { customerId: a.id, firstName: 'A', email: b.email });
    expect(res.status).toBe(409);
    expect(res.body.errors.email).toBe(OWN_MSG.emailTaken);
  });

  it('saves names, e-mail, phones, PAN, GST and company', async () => {
    const { as, customer } = await staffSite({ isSuperAdmin: true });
    const agent = await customer({ userType: 'travelAgent', companyName: 'Old Co' });
    const res = await as('wl/user/updateDetails', {
      customerId: agent.id,
      firstName: 'Arjun',
      lastName: 'Mehta',
      email: 'ARJUN@Example.test',
      primaryPhone: phone('+91 98765 43211'),
      secondaryPhone: phone('9876543212', '91'),
      emergencyPhone: phone(''),
      panNumber: 'abcpe1234f',
      gstNumber: '',
      companyName: 'New Co',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: CUSTOMER_MSG.detailsSaved,
      data: {
        firstName: 'Arjun',
        lastName: 'Mehta',
        email: 'arjun@example.test',
        panNumber: 'ABCPE1234F',
        gstNumber: null,
        companyName: 'New Co',
        legalEntityId: agent.legalEntityId,
        phoneNumbers: [
          { label: 'Primary', phoneNumber: '9876543211', phoneCountryCode: '+91' },
          { label: 'Secondary', phoneNumber: '9876543212', phoneCountryCode: '+91' },
        ],
      },
    });
    const phones = await t.db.select().from(phoneNumbers).where(eq(phoneNumbers.userId, agent.id));
    expect(phones).toHaveLength(2);
  });

  it('accepts a phone without e-mail, and gives a retail customer a company when named', async () => {
    const { as, customer } = await staffSite({ isSuperAdmin: true });
    const retail = await customer();
    const res = await as('wl/user/updateDetails', {
      customerId: retail.id,
      firstName: 'Riya',
      primaryPhone: phone('9876543210'),
      companyName: 'Riya Co',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: null, companyName: 'Riya Co' });
  });
});

describe('changing a customer’s e-mail (a takeover in waiting: the new address can reset the password)', () => {
  const details = (customerId: string, email: string | null) => ({
    customerId,
    firstName: 'Changed',
    email,
    primaryPhone: { phone: '9876543210', phoneCode: '+91' },
  });
  const mailsOf = (siteId: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.siteId, siteId));

  it('refuses default staff with 403 for a changed, added or removed e-mail, and changes nothing', async () => {
    const { site, as, customer } = await staffSite();
    const withEmail = await customer({ email: 'owner@example.test' });
    const phoneOnly = await customer({ email: null });
    for (const [who, email] of [
      [withEmail, 'attacker@example.test'],
      [withEmail, null],
      [phoneOnly, 'attacker@example.test'],
    ] as const) {
      const res = await as('wl/user/updateDetails', details(who.id, email));
      expect(res.status, String(email)).toBe(403);
      expect(res.body).toEqual({ success: false, errorMessage: RBAC_MSG.missingPermission });
      const [after] = await t.db.select().from(users).where(eq(users.id, who.id));
      expect(after).toMatchObject({ email: who.email, firstName: 'Test' });
    }
    // Not even whether an address is taken is told to staff who may not change it.
    const taken = await as('wl/user/updateDetails', details(phoneOnly.id, withEmail.email));
    expect(taken.status).toBe(403);
    expect(await mailsOf(site.id)).toEqual([]);
  });

  it('lets default staff change the other details while the e-mail stays (in any case)', async () => {
    const { site, as, customer } = await staffSite();
    const owner = await customer({ email: 'keep@example.test' });
    const res = await as('wl/user/updateDetails', details(owner.id, 'KEEP@Example.test'));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ firstName: 'Changed', email: 'keep@example.test' });
    expect(await mailsOf(site.id)).toEqual([]);
  });

  it('lets a group granting customers.changeEmail change it, and tells the old address how to reach support', async () => {
    const site = await createSite(t.db, { adminEmail: 'help@desk.test', adminContact: '+91 98100 11111' });
    const group = await createPermissionGroup(t.db, site.id, {
      permissions: [...DEFAULT_PERMISSIONS, 'customers.changeEmail'],
    });
    const { token } = await signIn(t, site.id, { userType: 'staff', rbacUserGroupId: group.id });
    const owner = await createUser(t.db, site.id, { email: 'old@example.test' });
    const res = await call(t.app, 'wl/user/updateDetails', details(owner.id, 'new@example.test'), {
      siteId: site.id,
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.email).toBe('new@example.test');

    const mails = await mailsOf(site.id);
    expect(mails.map((m) => m.to)).toEqual(['old@example.test']);
    const [mail] = mails;
    expect(mail?.subject).toContain('e-mail address was changed');
    expect(mail?.text).toContain('changed by Flight Deals staff');
    expect(mail?.text).toContain('help@desk.test or +91 98100 11111');
    // The new address is not told to a mailbox that may no longer be the owner's.
    expect(mail?.text).not.toContain('new@example.test');
  });

  it('lets a super admin change it too, and a customer who had no e-mail gets no mail', async () => {
    const { site, as, customer } = await staffSite({ isSuperAdmin: true });
    const owner = await customer({ email: 'first@example.test' });
    expect((await as('wl/user/updateDetails', details(owner.id, 'second@example.test'))).status).toBe(200);
    const phoneOnly = await customer({ email: null });
    expect((await as('wl/user/updateDetails', details(phoneOnly.id, 'added@example.test'))).status).toBe(200);
    expect((await mailsOf(site.id)).map((m) => m.to)).toEqual(['first@example.test']);
  });
});
