import { MSG, type NewCustomer, OWN_MSG } from '@app/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite, createUser, type UserInput } from '../../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { outboxEmails } from '../notifications/outbox.schema';
import { legalEntities, phoneNumbers, users } from './accounts.schema';

const PATH = 'user/createDetailPendingCustomerForDmc';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const uniqueEmail = (prefix = 'agent') => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.test`;

/** A user of the site, logged in over HTTP; `create` calls the create-agent route as them. */
async function signedIn(siteId: string, input: UserInput = {}) {
  const { user, token } = await signIn(t, siteId, input);
  return {
    user,
    create: (customer: Partial<NewCustomer>, userType: unknown) =>
      call(t.app, PATH, { userData: { customer, userType } }, { siteId, token }),
  };
}

/** A fresh site with a staff member logged in. */
async function staffOfNewSite() {
  const site = await createSite(t.db);
  return { site, staff: await signedIn(site.id, { userType: 'staff' }) };
}

const b2bAgent = (overrides: Partial<NewCustomer> = {}): NewCustomer => ({
  firstName: 'Rahul',
  lastName: 'Verma',
  email: uniqueEmail(),
  phone: '9876543210',
  phoneCode: '+91',
  companyName: 'Verma Travels',
  panNumber: 'abcpe1234f',
  gstNumber: '27aapfu0939f1zv',
  ...overrides,
});

/** Every row the call could write on a site, to prove a refused call wrote none. */
async function rowCounts(siteId: string) {
  const countIn = async (
    table: typeof users | typeof legalEntities | typeof phoneNumbers | typeof outboxEmails,
  ) => (await t.db.select({ n: count() }).from(table).where(eq(table.siteId, siteId)))[0]!.n;
  return {
    users: await countIn(users),
    legalEntities: await countIn(legalEntities),
    phoneNumbers: await countIn(phoneNumbers),
    mails: await countIn(outboxEmails),
  };
}

describe(`POST ${PATH}`, () => {
  it('lets staff create a B2B travel agent with company, Primary phone and a set-password mail', async () => {
    const { site, staff } = await staffOfNewSite();
    const input = b2bAgent({ email: uniqueEmail('Rahul').toUpperCase(), phoneCode: '91' });
    const email = input.email!.toLowerCase();
    const res = await staff.create(input, 'travelAgent');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { users_id: expect.any(String) } });

    const [user] = await t.db.select().from(users).where(eq(users.id, res.body.data.users_id));
    expect(user).toMatchObject({
      siteId: site.id,
      firstName: 'Rahul',
      lastName: 'Verma',
      email,
      userType: 'travelAgent',
      status: 'unverified',
      passwordHash: null,
      panNumber: 'ABCPE1234F',
      gstNumber: '27AAPFU0939F1ZV',
      createdById: staff.user.id,
    });
    const [company] = await t.db
      .select()
      .from(legalEntities)
      .where(eq(legalEntities.id, user!.legalEntityId!));
    expect(company).toMatchObject({ siteId: site.id, companyName: 'Verma Travels' });
    expect(company!.email?.toLowerCase()).toBe(email);
    const phones = await t.db.select().from(phoneNumbers).where(eq(phoneNumbers.userId, user!.id));
    expect(phones).toMatchObject([{ label: 'Primary', phoneNumber: '9876543210', phoneCountryCode: '+91' }]);

    const mails = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.siteId, site.id), eq(outboxEmails.to, email)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Set your password');
    const token = mails[0]!.text.match(/\/generate_password\?token=([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeDefined();

    // The link in the mail is how the new agent gets in.
    const set = await call(
      t.app,
      'wl/user/generatePassword',
      { token, password: 'Agent@1234' },
      { siteId: site.id },
    );
    expect(set.status).toBe(200);
    const login = await call(
      t.app,
      'wl/user/login',
      { email, password: 'Agent@1234', status: 'password' },
      { siteId: site.id },
    );
    expect(login.status).toBe(200);
    expect(login.body.data.user).toMatchObject({ userType: 'travelAgent', companyName: 'Verma Travels' });
  });

  it('creates a B2c retail customer with only a phone, and mails nothing', async () => {
    const { site, staff } = await staffOfNewSite();
    const res = await staff.create(
      { firstName: 'Sita', phone: '+91 91234 56789', phoneCode: '+91' },
      'retail',
    );
    expect(res.status).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.id, res.body.data.users_id));
    expect(user).toMatchObject({ userType: 'retail', email: null, lastName: null, legalEntityId: null });
    const phones = await t.db.select().from(phoneNumbers).where(eq(phoneNumbers.userId, user!.id));
    expect(phones).toMatchObject([{ label: 'Primary', phoneNumber: '9123456789', phoneCountryCode: '+91' }]);
    expect((await rowCounts(site.id)).mails).toBe(0);
  });

  it('stores the email lower-cased, so the same address in another case is refused next time', async () => {
    const { site, staff } = await staffOfNewSite();
    const email = uniqueEmail('Mixed.Case');
    expect((await staff.create(b2bAgent({ email }), 'travelAgent')).status).toBe(200);
    const again = await staff.create(b2bAgent({ email: email.toLowerCase() }), 'retail');
    expect(again.status).toBe(400);
    expect(again.body.error.shortError.email).toBe(OWN_MSG.emailTaken);
    expect((await rowCounts(site.id)).users).toBe(2);
  });

  it('allows an email that a user of another site has', async () => {
    const { staff } = await staffOfNewSite();
    const elsewhere = await createUser(t.db, (await createSite(t.db)).id);
    expect((await staff.create(b2bAgent({ email: elsewhere.email! }), 'travelAgent')).status).toBe(200);
  });

  it.each(['retail', 'travelAgent', 'corporate'] as const)(
    'answers 403 to a %s caller and writes nothing',
    async (userType) => {
      const site = await createSite(t.db);
      const caller = await signedIn(site.id, {
        userType,
        companyName: userType === 'retail' ? undefined : 'Co',
      });
      const before = await rowCounts(site.id);
      const res = await caller.create(b2bAgent(), 'travelAgent');
      expect(res.status).toBe(403);
      expect(res.body.errorMessage).toBe(OWN_MSG.forbidden);
      expect(await rowCounts(site.id)).toEqual(before);
    },
  );

  it('answers 401 without a session', async () => {
    const site = await createSite(t.db);
    const res = await call(
      t.app,
      PATH,
      { userData: { customer: b2bAgent(), userType: 'travelAgent' } },
      {
        siteId: site.id,
      },
    );
    expect(res.status).toBe(401);
    expect(await rowCounts(site.id)).toMatchObject({ users: 0, legalEntities: 0 });
  });

  it.each<[string, Partial<NewCustomer>, unknown, Record<string, string>]>([
    [
      'both email and phone are empty',
      { email: '', phone: '' },
      'travelAgent',
      { email: MSG.phoneOrEmail, phone: MSG.phoneOrEmail },
    ],
    ['firstName is empty', { firstName: '' }, 'travelAgent', { firstName: MSG.required }],
    ['firstName is missing', { firstName: undefined }, 'travelAgent', { firstName: MSG.required }],
    ['the email is not an address', { email: 'rahul@' }, 'travelAgent', { email: OWN_MSG.invalidEmail }],
    ['the phone is not valid', { phone: '12345' }, 'travelAgent', { phone: MSG.invalidPhone }],
    [
      'the phone is Pakistani',
      { phone: '3001234567', phoneCode: '+92' },
      'travelAgent',
      { phone: MSG.invalidPhone },
    ],
    ['the agent type is missing', {}, undefined, { userType: MSG.required }],
    ['the agent type is staff', {}, 'staff', { userType: MSG.required }],
  ])(
    'answers 400 with error.shortError when %s, writing nothing',
    async (_case, overrides, userType, shortError) => {
      const { site, staff } = await staffOfNewSite();
      const before = await rowCounts(site.id);
      const res = await staff.create(b2bAgent(overrides), userType);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.error.shortError).toMatchObject(shortError);
      expect(await rowCounts(site.id)).toEqual(before);
    },
  );

  it('answers 400 under shortError.email when the email is used on this site, in any case, writing nothing', async () => {
    const { site, staff } = await staffOfNewSite();
    const existing = await createUser(t.db, site.id);
    const before = await rowCounts(site.id);
    const res = await staff.create(b2bAgent({ email: existing.email!.toUpperCase() }), 'travelAgent');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      errorMessage: OWN_MSG.emailTaken,
      error: { shortError: { email: OWN_MSG.emailTaken } },
    });
    expect(await rowCounts(site.id)).toEqual(before);
  });
});
