import { SETUP_STEPS, type SetupChecklist, type SetupStepId } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '../../seed/booking-factories';
import { createMarkupRule, createPermissionGroup, createSite, createUser } from '../../seed/factories';
import { flightSettingsOf } from '../../test/flight-settings';
import { newSite, ownerSignsIn } from '../../test/new-sites';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { siteSupplierCredentials } from '../flights/flight-settings.schema';
import { sites } from './site.schema';

const PLATFORM_OWNER = 'owner@platform.test';

let t: TestApp;
let platform: { siteId: string; token: string };
beforeAll(async () => {
  // The platform's own domain is the test default, localhost: new sites start on a name under it.
  t = await createTestApp({ platformAdmins: [PLATFORM_OWNER] });
  const home = await createSite(t.db);
  platform = {
    siteId: home.id,
    token: (await signIn(t, home.id, { userType: 'staff', email: PLATFORM_OWNER })).token,
  };
});
afterAll(() => t.close());

/** A site made from Settings → Sites on skyline-….localhost, its owner signed in. */
async function newOwner() {
  const input = newSite({ primaryDomain: `skyline-${crypto.randomUUID().slice(0, 6)}.localhost` });
  const made = await call(t.app, 'platform/sites/create', input, platform);
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const siteId = made.body.data.id as string;
  const token = await ownerSignsIn(t, siteId, input.ownerEmail.toLowerCase());
  const api = (path: string, body: object = {}, as = token) =>
    call(t.app, path, body, {
      siteId,
      token: as,
      method: path.endsWith('/save') || path.includes('/domains/') ? 'POST' : 'GET',
    });
  const checklist = async (as = token): Promise<SetupChecklist> => {
    const res = await api('whitelabel/setupChecklist', {}, as);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  /** Which steps are done, by name. */
  const done = async () =>
    Object.fromEntries((await checklist()).steps.map((s) => [s.step, s.done])) as Record<
      SetupStepId,
      boolean
    >;
  return { input, siteId, token, api, checklist, done };
}

describe('GET whitelabel/setupChecklist (decision 0055)', () => {
  it("answers the new owner each step in order, from the site's data as it changes", async () => {
    const { input, siteId, api, checklist, done } = await newOwner();
    const first = await checklist();
    expect(first.isOwner).toBe(true);
    expect(first.steps.map((s) => s.step)).toEqual(SETUP_STEPS);
    // Made with its company's name; nothing else yet.
    expect(await done()).toEqual({
      brand: true,
      logoAndColours: false,
      domain: false,
      paymentGateway: false,
      supplierAccount: true,
      markup: false,
      testBooking: false,
    });
    expect(first.steps.find((s) => s.step === 'domain')!.note).toContain(input.primaryDomain);

    await t.db.update(sites).set({ brandingLabel: 'Flight Deals' }).where(eq(sites.id, siteId));
    expect((await done()).brand).toBe(false);

    // A logo alone is half of it; colours of its own complete it.
    await t.db.update(sites).set({ logoUrl: '/api/whitelabel/asset/logo.png' }).where(eq(sites.id, siteId));
    expect((await done()).logoAndColours).toBe(false);
    await t.db.update(sites).set({ primaryColor: '#6a1b9a' }).where(eq(sites.id, siteId));
    expect((await done()).logoAndColours).toBe(true);

    // An own domain counts once it is the primary one, and no longer when the platform's is again.
    expect((await api('whitelabel/domains/add', { domain: 'skylinetrips.example' })).status).toBe(200);
    expect((await done()).domain).toBe(false);
    expect((await api('whitelabel/domains/makePrimary', { domain: 'skylinetrips.example' })).status).toBe(
      200,
    );
    expect((await done()).domain).toBe(true);
    await api('whitelabel/domains/makePrimary', { domain: input.primaryDomain });
    expect((await done()).domain).toBe(false);

    // "No online payments" is a choice made, as an own account would be.
    const gateway = await api('whitelabel/paymentGateway/save', { provider: 'none', mode: 'test' });
    expect(gateway.status, JSON.stringify(gateway.body)).toBe(200);
    expect((await done()).paymentGateway).toBe(true);

    // Flights come through the platform's supplier account until the site brings its own; with
    // every supplier off, searches are refused and the step is undone.
    const supplierStep = async () => (await checklist()).steps.find((s) => s.step === 'supplierAccount')!;
    expect(await supplierStep()).toEqual({
      step: 'supplierAccount',
      done: true,
      note: 'Flights come through the platform’s TBO Air account.',
    });
    await t.db.insert(siteSupplierCredentials).values({
      siteId,
      supplierCode: 'TBO',
      clientId: 'own',
      userName: 'own',
      passwordSealed: 'sealed',
    });
    expect(await supplierStep()).toMatchObject({
      done: true,
      note: 'Flights come through your own TBO Air account.',
    });
    const flights = await api(
      'staff/flightSettings/save',
      flightSettingsOf({
        suppliersOn: [],
        accounts: [{ supplierCode: 'TBO', useOwn: true, clientId: 'own', userName: 'own' }],
      }),
    );
    expect(flights.status, JSON.stringify(flights.body)).toBe(200);
    expect((await done()).supplierAccount).toBe(false);

    // The Default group the site came with is no markup; a rule is.
    await createMarkupRule(t.db, siteId);
    expect((await done()).markup).toBe(true);

    const customer = await createUser(t.db, siteId, { userType: 'travelAgent' });
    await createBooking(t.db, siteId, customer.id);
    expect(await done()).toEqual({
      brand: false,
      logoAndColours: true,
      domain: false,
      paymentGateway: true,
      supplierAccount: false,
      markup: true,
      testBooking: true,
    });
  });

  it("counts only the site's own rows: another site's rules and orders change nothing", async () => {
    const { done } = await newOwner();
    const other = await createSite(t.db);
    await createMarkupRule(t.db, other.id);
    const buyer = await createUser(t.db, other.id);
    await createBooking(t.db, other.id, buyer.id);
    expect(await done()).toMatchObject({ markup: false, testBooking: false });
  });

  it('answers other staff holding settings.site, not as the owner; refuses staff without it and customers', async () => {
    const { siteId, checklist } = await newOwner();
    const admin = await signIn(t, siteId, { userType: 'staff', isSuperAdmin: true });
    expect((await checklist(admin.token)).isOwner).toBe(false);
    const group = await createPermissionGroup(t.db, siteId, { permissions: ['settings.site'] });
    const settingsStaff = await signIn(t, siteId, { userType: 'staff', rbacUserGroupId: group.id });
    expect((await checklist(settingsStaff.token)).isOwner).toBe(false);

    const plainStaff = await signIn(t, siteId, { userType: 'staff' });
    const customer = await signIn(t, siteId, { userType: 'retail' });
    for (const token of [plainStaff.token, customer.token]) {
      const res = await call(t.app, 'whitelabel/setupChecklist', {}, { siteId, token, method: 'GET' });
      expect(res.status).toBe(403);
      expect(res.body).not.toHaveProperty('data');
    }
    // Another site's owner, with their own session, cannot ask about this site.
    const { token: otherOwner } = await newOwner();
    const crossed = await call(
      t.app,
      'whitelabel/setupChecklist',
      {},
      { siteId, token: otherOwner, method: 'GET' },
    );
    expect(crossed.status).toBe(401);
  });
});
