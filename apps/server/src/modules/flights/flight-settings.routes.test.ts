import {
  FLIGHT_SETTINGS_MSG,
  type FlightPriceData,
  type FlightSettingsInput,
  farePayable,
  pricedFareOf,
} from '@app/contracts';
import { oneHostEndpoints } from '@app/tbo-air';
import { airlinesByCode } from '@app/travel-data';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../commerce/orders/order-items.schema';
import { orders } from '../../commerce/orders/orders.schema';
import { testConfig } from '../../config';
import { createSecretBox } from '../../platform/secret-box';
import { createSite } from '../../seed/factories';
import { flightSettingsOf, NO_FEE } from '../../test/flight-settings';
import { leadTraveller } from '../../test/orders';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { oneWaySearch } from '../../test/searches';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { users } from '../accounts/accounts.schema';
import { auditLog } from '../audit/audit.schema';
import { sites } from '../site/site.schema';
import { siteSupplierCredentials } from './flight-settings.schema';

const SANDBOX_ACCOUNT = { clientId: 'ApiIntegrationNew', userName: 'flightdeals', password: 'Flight@123' };

async function owner(t: TestApp, activeModules?: ('flights' | 'wallet')[]) {
  const site = await createSite(t.db, activeModules ? { activeModules } : {});
  const admin = await signIn(t, site.id, { userType: 'staff', isSuperAdmin: true });
  const api = (path: string, body: object = {}, token = admin.token) =>
    call(t.app, path, body, { siteId: site.id, token, method: path.endsWith('save') ? 'POST' : 'GET' });
  const save = (over: Partial<FlightSettingsInput> = {}) =>
    api('staff/flightSettings/save', flightSettingsOf(over));
  return { site, admin, api, save };
}

describe('flight settings (/staff/flight-settings)', () => {
  let t: TestApp;
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
    t = await createTestApp({ supplier: sandbox.supplierConfig() });
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });

  /** A search on the site and its priced page, as a visitor (or the user of `token`). */
  async function searchOn(siteId: string, token?: string) {
    const found = await call(t.app, 'api/search', oneWaySearch('DEL', 'BOM', 9), { siteId, token });
    expect(found.status).toBe(200);
    const searchId = found.body.data.searchId as string;
    return { searchId, fares: await pageOf(siteId, searchId, token) };
  }
  async function pageOf(siteId: string, searchId: string, token?: string) {
    const priced = await call(t.app, 'api/getFlightPrice', { searchId }, { siteId, token });
    return (priced.body.data as FlightPriceData).results.flat();
  }

  it('stores the password sealed, answers only a hint, keeps it when left blank and audits it as changed', async () => {
    const { site, api, save } = await owner(t);
    const first = await api('staff/flightSettings');
    expect(first.status).toBe(200);
    expect(first.body.data.suppliers).toEqual([
      { supplierCode: 'TBO', name: 'TBO Air', on: true, own: null },
    ]);

    const saved = await save({ accounts: [{ supplierCode: 'TBO', useOwn: true, ...SANDBOX_ACCOUNT }] });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(FLIGHT_SETTINGS_MSG.saved);
    expect(saved.body.data.suppliers[0].own).toEqual({
      clientId: SANDBOX_ACCOUNT.clientId,
      userName: SANDBOX_ACCOUNT.userName,
      // Not named: a real account is a live one.
      environment: 'live',
      password: { set: true, hint: '••••@123' },
    });
    expect(JSON.stringify(saved.body)).not.toContain(SANDBOX_ACCOUNT.password);
    expect(JSON.stringify((await api('staff/flightSettings')).body)).not.toContain(SANDBOX_ACCOUNT.password);

    const [row] = await t.db
      .select()
      .from(siteSupplierCredentials)
      .where(eq(siteSupplierCredentials.siteId, site.id));
    expect(row!.passwordSealed).not.toContain(SANDBOX_ACCOUNT.password);
    expect(createSecretBox(testConfig().settingsKey).open(row!.passwordSealed)).toBe(
      SANDBOX_ACCOUNT.password,
    );

    // Saved again without a password: the stored one stays, sealed as it was.
    const { password: _, ...withoutPassword } = SANDBOX_ACCOUNT;
    expect(
      (
        await save({
          accounts: [{ supplierCode: 'TBO', useOwn: true, ...withoutPassword }],
          refundableOnly: true,
        })
      ).status,
    ).toBe(200);
    const [kept] = await t.db
      .select()
      .from(siteSupplierCredentials)
      .where(eq(siteSupplierCredentials.siteId, site.id));
    expect(kept!.passwordSealed).toBe(row!.passwordSealed);

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.siteId, site.id), eq(auditLog.action, 'settings.flights')));
    expect(entries).toHaveLength(2);
    expect(JSON.stringify(entries)).not.toContain(SANDBOX_ACCOUNT.password);
    const created = entries.find((e) => e.summary.includes('TBO password'));
    expect(created?.before).toMatchObject({ 'password.TBO': 'none' });
    expect(created?.after).toMatchObject({ 'password.TBO': 'changed' });
    expect(entries.find((e) => e !== created)?.after).toEqual({ refundableOnly: true });
  });

  it('refuses an own account without a password, an unknown airline and a fee beyond the limit, by field', async () => {
    const { save } = await owner(t);
    const noPassword = await save({
      accounts: [{ supplierCode: 'TBO', useOwn: true, clientId: 'x', userName: 'y' }],
    });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.errors).toEqual({ 'accounts.0.password': FLIGHT_SETTINGS_MSG.passwordNeeded });

    const unknown = ['Q0', '0Q', 'X9'].find((code) => !airlinesByCode().has(code))!;
    const airline = await save({ hiddenAirlines: ['AI', unknown] });
    expect(airline.status).toBe(400);
    expect(airline.body.errors).toEqual({ 'hiddenAirlines.1': FLIGHT_SETTINGS_MSG.unknownAirline(unknown) });

    const fee = await save({
      fees: { retail: { perPassenger: 2_000_000, basisPoints: 0 }, travelAgent: NO_FEE, corporate: NO_FEE },
    });
    expect(fee.status).toBe(400);
    expect(fee.body.errors['fees.retail.perPassenger']).toBe(FLIGHT_SETTINGS_MSG.feeTooHigh);
  });

  it('hides airlines and non-refundable fares at once: a new search, an earlier search’s page and a quote by id', async () => {
    const { site, save } = await owner(t);
    const before = await searchOn(site.id);
    const hidden = before.fares.find((f) => f.isRefundable)!.airlineCode;
    expect(before.fares.some((f) => f.airlineCode === hidden)).toBe(true);
    expect(before.fares.some((f) => !f.isRefundable)).toBe(true);

    expect((await save({ hiddenAirlines: [hidden.toLowerCase()], refundableOnly: true })).status).toBe(200);

    for (const fares of [await pageOf(site.id, before.searchId), (await searchOn(site.id)).fares]) {
      expect(fares.length).toBeGreaterThan(0);
      expect(fares.filter((f) => f.airlineCode === hidden)).toEqual([]);
      expect(fares.every((f) => f.isRefundable)).toBe(true);
    }
    const hiddenFare = before.fares.find((f) => f.airlineCode === hidden)!;
    const quote = await call(
      t.app,
      'api/fareQuote',
      { searchId: before.searchId, resultIndex: hiddenFare.resultIndex },
      { siteId: site.id },
    );
    expect(quote.status).toBe(404);

    // Shown again as soon as staff say so.
    expect((await save()).status).toBe(200);
    expect((await pageOf(site.id, before.searchId)).some((f) => f.airlineCode === hidden)).toBe(true);
  });

  it('refuses a search with a clear message when no supplier is on', async () => {
    const { site, save } = await owner(t);
    expect((await save({ suppliersOn: [] })).status).toBe(200);
    const found = await call(t.app, 'api/search', oneWaySearch('DEL', 'BOM', 9), { siteId: site.id });
    expect(found.status).toBe(503);
    expect(found.body.errorMessage).toBe(FLIGHT_SETTINGS_MSG.noSupplierOn);
  });

  it('adds the channel’s fee to the quote, the validated total, the order’s amount and its first item', async () => {
    const { site, save } = await owner(t);
    const retailFee = { perPassenger: 15_000, basisPoints: 150 };
    const agentFee = { perPassenger: 5_000, basisPoints: 0 };
    expect(
      (await save({ fees: { retail: retailFee, travelAgent: agentFee, corporate: NO_FEE } })).status,
    ).toBe(200);
    const buyer = await signIn(t, site.id, { userType: 'retail' });
    const agent = await signIn(t, site.id, { userType: 'travelAgent', companyName: 'Fee Tours' });
    const { searchId, fares } = await searchOn(site.id, buyer.token);
    const fare = fares.find((f) => f.isLcc)!;
    const chosen = { searchId, resultIndex: fare.resultIndex };

    const quote = await call(t.app, 'api/fareQuote', chosen, { siteId: site.id, token: buyer.token });
    expect(quote.body.data.convenienceFee).toEqual(retailFee);
    const agentQuote = await call(t.app, 'api/fareQuote', chosen, { siteId: site.id, token: agent.token });
    expect(agentQuote.body.data.convenienceFee).toEqual(agentFee);

    const price = farePayable(pricedFareOf(quote.body.data.fare));
    const fee = 15_000 + Math.round((price * 150) / 10_000);
    const booking = { ...chosen, resultIndexes: [fare.resultIndex], passengers: [leadTraveller()] };
    const checked = await call(t.app, 'api/validateBooking', booking, {
      siteId: site.id,
      token: buyer.token,
    });
    expect(checked.body.data.totalPayable).toBe(price + fee);

    const placed = await call(
      t.app,
      'api/setFlightDetails',
      { ...booking, paymentMethod: 'gateway' },
      { siteId: site.id, token: buyer.token },
    );
    expect(placed.status).toBe(200);
    expect(placed.body.data.amount).toBe(price + fee);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.body.data.orderId));
    expect(order!.amount).toBe(price + fee);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(items.map((i) => i.fees)).toEqual([fee]);
    expect(items.reduce((sum, i) => sum + i.total, 0)).toBe(order!.amount);
  });

  it('gives new customers the site’s hold default and keeps the look-to-book limit on the site', async () => {
    const { site, save } = await owner(t);
    expect((await save({ holdAllowedByDefault: true, lookToBookLimit: 40 })).status).toBe(200);
    const email = `hold-${site.id.slice(0, 8)}@example.test`;
    const signup = { firstName: 'Asha', lastName: 'Rao', email, password: 'Secret@123', status: 'password' };
    expect((await call(t.app, 'wl/user/signup', signup, { siteId: site.id })).status).toBe(200);
    const [created] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.siteId, site.id), eq(users.email, email)));
    expect(created!.isFlightHoldAllowed).toBe(true);
    const [row] = await t.db.select().from(sites).where(eq(sites.id, site.id));
    expect(row!.lookToBookLimit).toBe(40);
  });

  it('refuses staff without the permission, a site with flights off, and never touches another site', async () => {
    const { site, save } = await owner(t);
    const other = await owner(t);
    const staff = await signIn(t, site.id, { userType: 'staff' });
    for (const [path, method] of [
      ['staff/flightSettings', 'GET'],
      ['staff/flightSettings/save', 'POST'],
    ] as const) {
      const res = await call(t.app, path, method === 'POST' ? flightSettingsOf() : {}, {
        siteId: site.id,
        token: staff.token,
        method,
      });
      expect(res.status).toBe(403);
    }
    const off = await owner(t, ['wallet']);
    expect((await off.api('staff/flightSettings')).status).toBe(403);

    expect((await save({ refundableOnly: true, hiddenAirlines: ['AI'] })).status).toBe(200);
    const theirs = (await other.api('staff/flightSettings')).body.data;
    expect(theirs).toMatchObject({ refundableOnly: false, hiddenAirlines: [] });
    // Another site's admin token is no key to this site's settings.
    const crossed = await call(
      t.app,
      'staff/flightSettings',
      {},
      { siteId: site.id, token: other.admin.token, method: 'GET' },
    );
    expect(crossed.status).toBe(401);
  });
});

describe('a site’s own supplier account', () => {
  // A supplier that knows only the site's account: the platform's is refused there.
  const OWN = { clientId: 'SiteOwnClient', userName: 'site-own', password: 'Own@Pass-2026' };
  let t: TestApp;
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ credentials: OWN });
    t = await createTestApp({ supplier: sandbox.supplierConfig() });
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });

  it('is what the site’s searches authenticate with, from the save on, and a wrong one fails again', async () => {
    const { site, save } = await owner(t);
    const other = await owner(t);
    const search = (siteId: string) => call(t.app, 'api/search', oneWaySearch('DEL', 'BOM', 9), { siteId });
    expect((await search(site.id)).status).toBe(422);

    expect((await save({ accounts: [{ supplierCode: 'TBO', useOwn: true, ...OWN }] })).status).toBe(200);
    expect((await search(site.id)).status).toBe(200);
    // The other site still uses the platform's account, which this supplier refuses: no token shared.
    expect((await search(other.site.id)).status).toBe(422);

    const wrong = { ...OWN, password: 'Wrong@Pass-1' };
    expect((await save({ accounts: [{ supplierCode: 'TBO', useOwn: true, ...wrong }] })).status).toBe(200);
    expect((await search(site.id)).status).toBe(422);
  });

  it('is called on the supplier system the owner chose, test or live (decision 0069 §4)', async () => {
    // Here "test" is this sandbox and "live" a host nobody answers on.
    const sandboxOnly = sandbox.supplierConfig();
    const app = await createTestApp({
      supplier: {
        ...sandboxOnly,
        environments: { test: sandboxOnly.endpoints, live: oneHostEndpoints('http://127.0.0.1:9') },
      },
    });
    try {
      const { site, save, api } = await owner(app);
      const search = () => call(app.app, 'api/search', oneWaySearch('DEL', 'BOM', 9), { siteId: site.id });
      const account = { supplierCode: 'TBO' as const, useOwn: true, ...OWN };
      expect((await save({ accounts: [{ ...account, environment: 'test' }] })).status).toBe(200);
      expect((await search()).status).toBe(200);
      const shown = await api('staff/flightSettings');
      expect(shown.body.data.suppliers[0].own).toMatchObject({ clientId: OWN.clientId, environment: 'test' });

      const before = sandbox.operations.length;
      expect((await save({ accounts: [{ ...account, environment: 'live' }] })).status).toBe(200);
      expect((await search()).status).not.toBe(200);
      expect(sandbox.operations.slice(before)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
