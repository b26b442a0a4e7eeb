import { type AgentCompany, MSG, OWN_MSG, type PhoneEntry, TAX_ID_MSG } from '@app/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite, createUser, DEFAULT_TEST_PASSWORD, type UserInput } from '../../seed/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { legalEntities, phoneNumbers, users } from './accounts.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A user of a fresh site, logged in over HTTP as the web app does. */
async function signedIn(input: UserInput = {}, siteId?: string) {
  const site = siteId ?? (await createSite(t.db)).id;
  const user = await createUser(t.db, site, input);
  const res = await call(
    t.app,
    'wl/user/login',
    { email: user.email, password: DEFAULT_TEST_PASSWORD, status: 'password' },
    { siteId: site },
  );
  expect(res.status).toBe(200);
  const token = res.body.data.token as string;
  return {
    user,
    siteId: site,
    post: (path: string, body: unknown) => call(t.app, path, body, { siteId: site, token }),
    get: (path: string) => call(t.app, path, {}, { siteId: site, token, method: 'GET' }),
  };
}

const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const phonesOf = (userId: string) =>
  t.db
    .select({
      label: phoneNumbers.label,
      phoneNumber: phoneNumbers.phoneNumber,
      phoneCountryCode: phoneNumbers.phoneCountryCode,
    })
    .from(phoneNumbers)
    .where(eq(phoneNumbers.userId, userId))
    .orderBy(phoneNumbers.label);
const companyRow = async (id: string) =>
  (await t.db.select().from(legalEntities).where(eq(legalEntities.id, id)))[0];
const companiesOfSite = async (siteId: string) =>
  (await t.db.select({ n: count() }).from(legalEntities).where(eq(legalEntities.siteId, siteId)))[0]!.n;

describe('POST wl/user/updateMyProfile', () => {
  it('saves the names and answers the whole user', async () => {
    const me = await signedIn();
    const res = await me.post('wl/user/updateMyProfile', { firstName: '  Kavya ', lastName: 'Iyer' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ users_id: me.user.id, firstName: 'Kavya', lastName: 'Iyer' });
    expect(await userRow(me.user.id)).toMatchObject({ firstName: 'Kavya', lastName: 'Iyer' });
  });

  it('stores an empty last name as none', async () => {
    const me = await signedIn();
    const res = await me.post('wl/user/updateMyProfile', { firstName: 'Kavya', lastName: '' });
    expect(res.status).toBe(200);
    expect((await userRow(me.user.id)).lastName).toBeNull();
  });

  it('answers 400 under firstName when it is blank, and changes nothing', async () => {
    const me = await signedIn();
    const res = await me.post('wl/user/updateMyProfile', { firstName: ' ', lastName: 'Iyer' });
    expect(res.status).toBe(400);
    expect(res.body.errors.firstName).toBe(MSG.required);
    expect(await userRow(me.user.id)).toMatchObject({ firstName: 'Test', lastName: 'User' });
  });

  it('answers 401 without a session', async () => {
    const site = await createSite(t.db);
    const res = await call(t.app, 'wl/user/updateMyProfile', { firstName: 'X' }, { siteId: site.id });
    expect(res.status).toBe(401);
    expect(res.body.errorMessage).toBe(OWN_MSG.sessionExpired);
  });
});

describe('POST user/changeMyPhoneDetails', () => {
  const primary = (phoneNumber: string, phoneCountryCode = '+91'): PhoneEntry => ({
    label: 'Primary',
    phoneNumber,
    phoneCountryCode,
  });

  /** A user with a Primary and an Emergency number already stored. */
  async function withTwoNumbers() {
    const me = await signedIn({ phone: { phoneNumber: '9000000001', phoneCountryCode: '+91' } });
    await t.db.insert(phoneNumbers).values({
      siteId: me.siteId,
      userId: me.user.id,
      label: 'Emergency',
      phoneNumber: '9000000002',
      phoneCountryCode: '+91',
    });
    return me;
  }
  const storedBefore = [
    { label: 'Emergency', phoneNumber: '9000000002', phoneCountryCode: '+91' },
    { label: 'Primary', phoneNumber: '9000000001', phoneCountryCode: '+91' },
  ];

  it('replaces every number of the user with the ones sent', async () => {
    const me = await withTwoNumbers();
    const res = await me.post('user/changeMyPhoneDetails', {
      phoneNumbers: [
        primary('9876543210'),
        { label: 'Secondary', phoneNumber: '7400123456', phoneCountryCode: '+44' },
      ],
    });
    expect(res.status).toBe(200);
    const expected = [
      { label: 'Primary', phoneNumber: '9876543210', phoneCountryCode: '+91' },
      { label: 'Secondary', phoneNumber: '7400123456', phoneCountryCode: '+44' },
    ];
    expect(res.body.data.phoneNumbers).toEqual(expected);
    expect(await phonesOf(me.user.id)).toEqual(expected);
  });

  it('stores the national number: spaces and a typed dial code are stripped, the code gets its plus', async () => {
    const me = await signedIn();
    const res = await me.post('user/changeMyPhoneDetails', {
      phoneNumbers: [primary('+91 98765 43210', '91')],
    });
    expect(res.status).toBe(200);
    expect(await phonesOf(me.user.id)).toEqual([
      { label: 'Primary', phoneNumber: '9876543210', phoneCountryCode: '+91' },
    ]);
  });

  it.each<[string, PhoneEntry[], string, string]>([
    ['an invalid number', [primary('12345')], 'phoneNumbers.0.phoneNumber', MSG.invalidPhone],
    ['an empty number', [primary('')], 'phoneNumbers.0.phoneNumber', MSG.phoneRequired],
    ['no country code', [primary('9876543210', '')], 'phoneNumbers.0.phoneNumber', MSG.invalidPhone],
    [
      'the unset code INVALID',
      [primary('9876543210', 'INVALID')],
      'phoneNumbers.0.phoneNumber',
      MSG.invalidPhone,
    ],
    ['a Pakistani number', [primary('3001234567', '+92')], 'phoneNumbers.0.phoneNumber', MSG.invalidPhone],
    ['an Afghan number', [primary('701234567', '+93')], 'phoneNumbers.0.phoneNumber', MSG.invalidPhone],
    [
      'an invalid second number',
      [primary('9876543210'), { label: 'Secondary', phoneNumber: '123', phoneCountryCode: '+91' }],
      'phoneNumbers.1.phoneNumber',
      MSG.invalidPhone,
    ],
    [
      'no Primary number',
      [{ label: 'Secondary', phoneNumber: '9876543210', phoneCountryCode: '+91' }],
      'phoneNumbers',
      'A Primary phone number is required',
    ],
    [
      'a label twice',
      [primary('9876543210'), primary('9123456789')],
      'phoneNumbers',
      'Each label may be used once',
    ],
    ['no numbers at all', [], 'phoneNumbers', expect.any(String)],
  ])('answers 400 for %s and keeps the stored numbers', async (_case, numbers, field, message) => {
    const me = await withTwoNumbers();
    const res = await me.post('user/changeMyPhoneDetails', { phoneNumbers: numbers });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors[field]).toEqual(message);
    expect(await phonesOf(me.user.id)).toEqual(storedBefore);
  });

  it('answers 401 without a session', async () => {
    const site = await createSite(t.db);
    const res = await call(
      t.app,
      'user/changeMyPhoneDetails',
      { phoneNumbers: [primary('9876543210')] },
      { siteId: site.id },
    );
    expect(res.status).toBe(401);
  });
});

describe('POST wl/user/updateReferralCode', () => {
  it('saves the code upper-cased', async () => {
    const me = await signedIn();
    const res = await me.post('wl/user/updateReferralCode', { referralCode: 'fly2025' });
    expect(res.status).toBe(200);
    expect(res.body.data.referralCode).toBe('FLY2025');
    expect((await userRow(me.user.id)).referralCode).toBe('FLY2025');
  });

  it('answers 409 when another user of the same site has the code, in any case', async () => {
    const owner = await signedIn({ referralCode: 'TAKEN1' });
    const me = await signedIn({ referralCode: 'MINE01' }, owner.siteId);
    const res = await me.post('wl/user/updateReferralCode', { referralCode: 'taken1' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      errorMessage: OWN_MSG.referralTaken,
      errors: { referralCode: OWN_MSG.referralTaken },
    });
    expect((await userRow(me.user.id)).referralCode).toBe('MINE01');
  });

  it('lets a user keep saving their own code', async () => {
    const me = await signedIn({ referralCode: 'SAME01' });
    expect((await me.post('wl/user/updateReferralCode', { referralCode: 'same01' })).status).toBe(200);
  });

  it('allows a code that a user of another site has', async () => {
    await signedIn({ referralCode: 'ELSEWHERE' });
    const me = await signedIn();
    const res = await me.post('wl/user/updateReferralCode', { referralCode: 'elsewhere' });
    expect(res.status).toBe(200);
    expect(res.body.data.referralCode).toBe('ELSEWHERE');
  });

  it.each(['abc', 'has space', 'x'.repeat(21), ''])('answers 400 for the code %j', async (code) => {
    const me = await signedIn();
    const res = await me.post('wl/user/updateReferralCode', { referralCode: code });
    expect(res.status).toBe(400);
    expect(res.body.errors.referralCode).toEqual(expect.any(String));
    expect((await userRow(me.user.id)).referralCode).toBeNull();
  });
});

describe('POST wl/user/updateAgentLogo', () => {
  // A 1×1 transparent PNG.
  const PNG =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
  const agent = () => signedIn({ userType: 'travelAgent', companyName: 'Logo Tours' });

  it('saves a small PNG for a travel agent, and null removes it', async () => {
    const me = await agent();
    const res = await me.post('wl/user/updateAgentLogo', { logo: PNG });
    expect(res.status).toBe(200);
    expect(res.body.data.taLogoUrl).toBe(PNG);
    expect((await userRow(me.user.id)).taLogoUrl).toBe(PNG);

    const removed = await me.post('wl/user/updateAgentLogo', { logo: null });
    expect(removed.status).toBe(200);
    expect((await userRow(me.user.id)).taLogoUrl).toBeNull();
  });

  it.each(['retail', 'corporate'] as const)(
    'answers 403 to a %s user and saves nothing',
    async (userType) => {
      const me = await signedIn({ userType, companyName: userType === 'corporate' ? 'Corp' : undefined });
      const res = await me.post('wl/user/updateAgentLogo', { logo: PNG });
      expect(res.status).toBe(403);
      expect(res.body.errorMessage).toBe(OWN_MSG.forbidden);
      expect((await userRow(me.user.id)).taLogoUrl).toBeNull();
    },
  );

  it.each([
    ['text', 'data:text/plain;base64,aGVsbG8=', 'The logo must be a PNG, JPEG or WebP image'],
    ['an SVG', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', 'The logo must be a PNG, JPEG or WebP image'],
    ['a web address', 'https://example.test/logo.png', 'The logo must be a PNG, JPEG or WebP image'],
    [
      'an image over 200 KB',
      `data:image/png;base64,${'A'.repeat(300_000)}`,
      'The logo must be at most 200 KB',
    ],
  ])('answers 400 for %s', async (_case, logo, message) => {
    const me = await agent();
    const res = await me.post('wl/user/updateAgentLogo', { logo });
    expect(res.status).toBe(400);
    expect(res.body.errors.logo).toBe(message);
    expect((await userRow(me.user.id)).taLogoUrl).toBeNull();
  });
});

describe('POST wl/user/updateBillingDetails', () => {
  it('saves the billing details with PAN and GST upper-cased', async () => {
    const me = await signedIn();
    const res = await me.post('wl/user/updateBillingDetails', {
      billingName: 'Kavya Iyer',
      gstNumber: '27aapfu0939f1zv',
      gstState: 'Maharashtra',
      panNumber: 'abcpe1234f',
    });
    expect(res.status).toBe(200);
    const billing = {
      billingName: 'Kavya Iyer',
      gstNumber: '27AAPFU0939F1ZV',
      gstState: 'Maharashtra',
      panNumber: 'ABCPE1234F',
    };
    expect(res.body.data.billing).toEqual(billing);
    expect((await userRow(me.user.id)).billing).toEqual(billing);
  });

  it('clears fields sent empty', async () => {
    const me = await signedIn({
      billing: { billingName: 'Old', gstNumber: null, gstState: 'Goa', panNumber: 'ABCPE1234F' },
    });
    const res = await me.post('wl/user/updateBillingDetails', {
      billingName: '',
      gstState: '',
      panNumber: '',
    });
    expect(res.status).toBe(200);
    expect((await userRow(me.user.id)).billing).toEqual({
      billingName: null,
      gstNumber: null,
      gstState: null,
      panNumber: null,
    });
  });

  it.each([
    ['panNumber', 'ABCD1234F', 'Enter a valid 10-character PAN'],
    ['panNumber', '12345ABCDE', 'Enter a valid 10-character PAN'],
    ['gstNumber', '27AAPFU0939F1Z', 'Enter a valid 15-character GSTIN'],
    ['gstNumber', '27AAPFU0939F1XV', 'Enter a valid 15-character GSTIN'],
    // Well formed, but one character typed wrong: the check character says so.
    ['gstNumber', '27AAPFU0939F1ZW', TAX_ID_MSG.gstinCheck],
    ['gstNumber', '99AAPFU0939F1ZV', TAX_ID_MSG.gstinState],
    ['panNumber', 'AAPXU0939F', TAX_ID_MSG.panHolder],
  ])('answers 400 under %s for %s and saves nothing', async (field, value, message) => {
    const me = await signedIn();
    const res = await me.post('wl/user/updateBillingDetails', { billingName: 'Kavya', [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    expect((await userRow(me.user.id)).billing.billingName).toBeNull();
  });
});

describe('GET wl/user/getMyLegalEntity', () => {
  it("answers a travel agent's company", async () => {
    const me = await signedIn({ userType: 'travelAgent', companyName: 'Sky Tours' });
    const res = await me.get('wl/user/getMyLegalEntity');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: me.user.legalEntityId,
      companyName: 'Sky Tours',
      email: me.user.email,
    });
    expect(res.body.data).not.toHaveProperty('siteId');
  });

  it('answers null for a retail customer', async () => {
    const me = await signedIn();
    const res = await me.get('wl/user/getMyLegalEntity');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: null });
  });

  it('answers 401 without a session', async () => {
    const site = await createSite(t.db);
    const res = await call(t.app, 'wl/user/getMyLegalEntity', {}, { siteId: site.id, method: 'GET' });
    expect(res.status).toBe(401);
  });
});

describe('POST wl/user/updateMyLegalEntity', () => {
  const company = (overrides: Partial<Record<keyof AgentCompany, unknown>> = {}) => ({
    companyName: 'Sky Tours Pvt Ltd',
    email: 'Accounts@SkyTours.test',
    primaryPhone: '9876543210',
    primaryPhoneCode: '+91',
    secondaryPhone: '9123456789',
    secondaryPhoneCode: '+91',
    concernedPersonFirstName: 'Anil',
    concernedPersonLastName: 'Mehta',
    country: 'India',
    state: 'Kerala',
    city: 'Kochi',
    pincode: '682001',
    address1: '12 MG Road',
    address2: 'Floor 2',
    ...overrides,
  });
  const agent = () => signedIn({ userType: 'travelAgent', companyName: 'Old Name' });

  it("updates the agent's own company in place", async () => {
    const me = await agent();
    const res = await me.post('wl/user/updateMyLegalEntity', company());
    expect(res.status).toBe(200);
    const expected = { ...company(), email: 'accounts@skytours.test', id: me.user.legalEntityId };
    expect(res.body.data).toEqual(expected);
    expect(await companyRow(me.user.legalEntityId!)).toMatchObject({ ...expected, siteId: me.siteId });
    expect((await userRow(me.user.id)).legalEntityId).toBe(me.user.legalEntityId);
    expect(await companiesOfSite(me.siteId)).toBe(1);
    expect((await me.get('wl/user/getMyLegalEntity')).body.data).toEqual(expected);
  });

  it.each([
    'companyName',
    'email',
    'primaryPhone',
    'primaryPhoneCode',
    'secondaryPhone',
    'secondaryPhoneCode',
    'concernedPersonFirstName',
    'country',
    'state',
    'city',
    'pincode',
    'address1',
  ] as const)(
    'answers 400 "%s: required" when it is missing or blank, and changes nothing',
    async (field) => {
      const me = await agent();
      for (const value of [undefined, '', '   ']) {
        const res = await me.post('wl/user/updateMyLegalEntity', company({ [field]: value }));
        expect(res.status).toBe(400);
        expect(res.body.errors[field]).toBe(MSG.required);
      }
      expect(await companyRow(me.user.legalEntityId!)).toMatchObject({
        companyName: 'Old Name',
        address1: null,
      });
    },
  );

  it('accepts an empty address 2 and concerned person last name, storing none', async () => {
    const me = await agent();
    const res = await me.post(
      'wl/user/updateMyLegalEntity',
      company({ address2: '', concernedPersonLastName: undefined }),
    );
    expect(res.status).toBe(200);
    expect(await companyRow(me.user.legalEntityId!)).toMatchObject({
      address2: null,
      concernedPersonLastName: null,
      address1: '12 MG Road',
    });
  });

  it.each([
    ['email', 'not-an-email', OWN_MSG.invalidEmail],
    ['primaryPhone', '12345', MSG.invalidPhone],
    ['secondaryPhone', '3001234567', MSG.invalidPhone],
    ['pincode', '#1', 'Enter a valid pincode'],
  ])('answers 400 under %s for %j', async (field, value, message) => {
    const me = await agent();
    const body = company({
      [field]: value,
      ...(field === 'secondaryPhone' ? { secondaryPhoneCode: '+92' } : {}),
    });
    const res = await me.post('wl/user/updateMyLegalEntity', body);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    expect((await companyRow(me.user.legalEntityId!))!.companyName).toBe('Old Name');
  });

  it('answers 403 to a retail customer and creates no company', async () => {
    const me = await signedIn();
    const res = await me.post('wl/user/updateMyLegalEntity', company());
    expect(res.status).toBe(403);
    expect(res.body.errorMessage).toBe(OWN_MSG.forbidden);
    expect(await companiesOfSite(me.siteId)).toBe(0);
    expect((await userRow(me.user.id)).legalEntityId).toBeNull();
  });

  it('creates a company for a corporate user who has none and links it to them', async () => {
    const me = await signedIn({ userType: 'corporate' });
    expect(me.user.legalEntityId).toBeNull();
    const res = await me.post('wl/user/updateMyLegalEntity', company({ companyName: 'Corp One' }));
    expect(res.status).toBe(200);
    const linked = (await userRow(me.user.id)).legalEntityId;
    expect(linked).toEqual(res.body.data.id);
    expect(await companyRow(linked!)).toMatchObject({ siteId: me.siteId, companyName: 'Corp One' });
    expect((await me.get('wl/user/getMyLegalEntity')).body.data.companyName).toBe('Corp One');
    expect((await me.post('wl/user/getUserBySessionId', {})).body.data.companyName).toBe('Corp One');
  });
});
