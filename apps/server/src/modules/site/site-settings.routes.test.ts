import { BANK_MSG, SETTINGS_MSG, type SiteSettingsInput, TAX_ID_MSG } from '@app/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPermissionGroup, createSite } from '../../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bank = {
  accountName: 'Brand B Travels',
  accountNumber: '50200012345678',
  ifsc: 'hdfc0001234',
  bankName: 'HDFC Bank',
  branch: 'Janpath',
  upiId: 'brandb@hdfcbank',
};

const blueBanner = () =>
  sharp({ create: { width: 300, height: 100, channels: 3, background: '#0b5394' } })
    .png()
    .toBuffer();

const settingsOf = (over: Partial<SiteSettingsInput> = {}): SiteSettingsInput => ({
  companyName: 'Brand B Travels',
  brandingLabel: 'Brand B',
  title: 'Brand B: cheap flights',
  adminContact: '+91 98100 00000',
  adminEmail: 'help@brand-b.test',
  address: '12 Janpath, New Delhi',
  legalName: 'Brand B Travels Private Limited',
  gstin: '27aapfu0939f1zv',
  bankDetails: bank,
  primaryColor: '#0b5394',
  secondaryColor: '#ffb300',
  backgroundColor: '#f4f6fa',
  popupAlertTitle: 'Monsoon sale',
  popupAlertMessage: 'Flat ₹500 off on domestic flights',
  popupFrequencyDays: 2,
  trackingTag: 'G-ABC123',
  scriptUrls: ['https://cdn.brand-b.test/chat.js'],
  googleClientId: '123-abc.apps.googleusercontent.com',
  canShowPermissionMenu: true,
  isLocked: false,
  activeModules: ['flights', 'fixedDepartures', 'wallet'],
  ...over,
});

async function owner(domain: string) {
  const site = await createSite(t.db, {
    domains: [domain],
    activeModules: ['flights', 'activities', 'wallet'],
  });
  const admin = await signIn(t, site.id, { userType: 'staff', isSuperAdmin: true });
  return { site, token: admin.token };
}

describe('site settings (/staff/other-settings)', () => {
  it('saves branding, popup, scripts and modules; the visitor’s site detection answers them at once', async () => {
    const { site, token } = await owner('brand-b.test');
    // Read once, so the site sits in the cache: the save must still reach the next detection.
    await call(t.app, 'whitelabel/detetct', { domain: 'brand-b.test' });
    const saved = await call(t.app, 'whitelabel/settings/save', settingsOf(), { siteId: site.id, token });
    expect(saved.status).toBe(200);
    expect(saved.body.data.message).toBe(SETTINGS_MSG.saved);
    expect(saved.body.data.settings).toMatchObject({
      legalName: 'Brand B Travels Private Limited',
      gstin: '27AAPFU0939F1ZV',
    });

    const detected = (await call(t.app, 'whitelabel/detetct', { domain: 'brand-b.test' })).body.data;
    expect(detected.companyName).toBe('Brand B Travels');
    expect(detected.brandingSettings.form).toMatchObject({ label: 'Brand B', primaryColor: '#0b5394' });
    expect(detected.popupAlert).toEqual({
      title: 'Monsoon sale',
      message: 'Flat ₹500 off on domestic flights',
    });
    expect(detected.popupFrequencyDays).toBe(2);
    expect(detected.activeModules).toEqual(['flights', 'fixedDepartures', 'wallet']);
    expect(detected.wlMeta).toEqual({
      googleClientId: '123-abc.apps.googleusercontent.com',
      canShowPermissionMenu: true,
    });

    // Bank transfers: the account reaches customers at once; left out of a save it stays, null ends it.
    const account = await call(t.app, 'whitelabel/getBankDetails', {}, { siteId: site.id, method: 'GET' });
    expect(account.body.data).toEqual({ ...bank, ifsc: 'HDFC0001234' });
    const { bankDetails: _kept, ...withoutBank } = settingsOf();
    await call(t.app, 'whitelabel/settings/save', withoutBank, { siteId: site.id, token });
    expect(
      (await call(t.app, 'whitelabel/getBankDetails', {}, { siteId: site.id, method: 'GET' })).body.data,
    ).not.toBeNull();

    // The popup's formatting is kept, anything that could run is not.
    await call(
      t.app,
      'whitelabel/settings/save',
      settingsOf({ popupAlertMessage: '<p><strong>Flat ₹500 off</strong><img src=x onerror=alert(1)></p>' }),
      { siteId: site.id, token },
    );
    const popup = (await call(t.app, 'whitelabel/detetct', { domain: 'brand-b.test' })).body.data.popupAlert;
    expect(popup.message).toBe('<p><strong>Flat ₹500 off</strong></p>');

    // A module switched off answers 403 on its calls for this site.
    const fd = await call(
      t.app,
      'fixedDeparture/search',
      { origin: 'DEL', destination: 'DXB' },
      { siteId: site.id },
    );
    expect(fd.status).not.toBe(403);
    await call(t.app, 'whitelabel/settings/save', settingsOf({ activeModules: ['flights'] }), {
      siteId: site.id,
      token,
    });
    const off = await call(
      t.app,
      'fixedDeparture/search',
      { origin: 'DEL', destination: 'DXB' },
      { siteId: site.id },
    );
    expect(off.status).toBe(403);

    // Each save is in the audit log with who, from where, and only what changed.
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.siteId, site.id));
    expect(entries).toHaveLength(3);
    const last = entries.find((e) => JSON.stringify(e.after?.activeModules) === '["flights"]');
    expect(last?.before).toMatchObject({ activeModules: ['flights', 'fixedDepartures', 'wallet'] });
    expect(last?.after).toMatchObject({ activeModules: ['flights'] });
    expect(last?.actorLabel).toMatch(/@/);
    expect(last?.ip).toBe('127.0.0.1');
  });

  it.each([
    [
      { primaryColor: '#ffeb3b' },
      'primaryColor',
      /White button text on this colour is hard to read: contrast 1\.\d:1/,
    ],
    [{ backgroundColor: '#333333' }, 'backgroundColor', /Dark page text/],
    [{ primaryColor: 'blue' }, 'primaryColor', SETTINGS_MSG.colour],
    [{ scriptUrls: ['javascript:alert(1)'] }, 'scriptUrls.0', SETTINGS_MSG.scriptUrl],
    [{ scriptUrls: ['http://cdn.example/x.js'] }, 'scriptUrls.0', SETTINGS_MSG.scriptUrl],
    [{ trackingTag: 'not a tag' }, 'trackingTag', SETTINGS_MSG.trackingTag],
    [{ googleClientId: 'abc' }, 'googleClientId', SETTINGS_MSG.clientId],
    [{ activeModules: [] }, 'activeModules', SETTINGS_MSG.noModules],
    [{ gstin: '27AAPFU0939F1ZW' }, 'gstin', TAX_ID_MSG.gstinCheck],
    [{ bankDetails: { ...bank, ifsc: 'HDFC1234567' } }, 'bankDetails.ifsc', BANK_MSG.ifsc],
    [
      { bankDetails: { ...bank, accountNumber: '12-34' } },
      'bankDetails.accountNumber',
      BANK_MSG.accountNumber,
    ],
    [{ companyName: ' ' }, 'companyName', 'This is required field.'],
    [{ popupFrequencyDays: 'often' }, 'popupFrequencyDays', /number/i],
  ])('refuses %o under its field, and changes nothing', async (over, field, message) => {
    const { site, token } = await owner(`bad-${Math.random().toString(36).slice(2)}.test`);
    const res = await call(t.app, 'whitelabel/settings/save', settingsOf(over as never), {
      siteId: site.id,
      token,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toMatch(message);
    const current = await call(t.app, 'whitelabel/settings', {}, { siteId: site.id, token, method: 'GET' });
    expect(current.body.data.companyName).not.toBe('Brand B Travels');
  });

  it('is for staff granted the site setting only', async () => {
    const { site } = await owner('guarded.test');
    const customer = await signIn(t, site.id);
    const group = await createPermissionGroup(t.db, site.id, { permissions: ['settings.outbox'] });
    const staff = await signIn(t, site.id, { userType: 'staff', rbacUserGroupId: group.id });
    const defaultStaff = await signIn(t, site.id, { userType: 'staff' });
    for (const token of [customer.token, staff.token, defaultStaff.token]) {
      const res = await call(t.app, 'whitelabel/settings/save', settingsOf(), { siteId: site.id, token });
      expect(res.status).toBe(403);
    }
    const anonymous = await call(t.app, 'whitelabel/settings', {}, { siteId: site.id, method: 'GET' });
    expect(anonymous.status).toBe(401);
    // Another site's owner saves their own site, never this one.
    const other = await owner('other-owner.test');
    const cross = await call(t.app, 'whitelabel/settings/save', settingsOf(), {
      siteId: site.id,
      token: other.token,
    });
    expect(cross.status).toBe(401);
  });

  it('redraws an uploaded logo and favicon as PNG, serves them for good, and refuses what is not an image', async () => {
    const { site, token } = await owner('images.test');
    const big = await sharp({
      create: { width: 1600, height: 400, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } },
    })
      .jpeg()
      .toBuffer();
    const logo = await call(
      t.app,
      'whitelabel/settings/uploadImage',
      { kind: 'logo', dataUrl: `data:image/jpeg;base64,${big.toString('base64')}` },
      { siteId: site.id, token },
    );
    expect(logo.status).toBe(200);
    expect(logo.body.data.url).toMatch(/^\/api\/whitelabel\/asset\/[a-f0-9]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: logo.body.data.url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([480, 120]);
    const detected = await call(t.app, 'whitelabel/detetct', { domain: 'images.test' });
    expect(detected.body.data.logoUrl).toBe(logo.body.data.url);

    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><script>alert(1)</script><rect width="16" height="16" fill="#0b5394"/></svg>';
    const favicon = await call(
      t.app,
      'whitelabel/settings/uploadImage',
      { kind: 'favicon', dataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` },
      { siteId: site.id, token },
    );
    expect(favicon.status).toBe(200);
    const icon = await t.app.inject({ method: 'GET', url: favicon.body.data.url });
    expect(icon.headers['content-type']).toBe('image/png');
    expect((await sharp(icon.rawPayload).metadata()).width).toBe(64);

    const text = await call(
      t.app,
      'whitelabel/settings/uploadImage',
      { kind: 'logo', dataUrl: `data:text/html;base64,${Buffer.from('<b>hi</b>').toString('base64')}` },
      { siteId: site.id, token },
    );
    expect(text.status).toBe(400);
    expect(text.body.errors.file).toBe(SETTINGS_MSG.imageType);
    const broken = await call(
      t.app,
      'whitelabel/settings/uploadImage',
      { kind: 'logo', dataUrl: `data:image/png;base64,${Buffer.from('not a png').toString('base64')}` },
      { siteId: site.id, token },
    );
    expect(broken.body.errors.file).toBe(SETTINGS_MSG.imageUnreadable);
    // A new logo replaces the old one: the site keeps one image of each kind.
    const second = await call(
      t.app,
      'whitelabel/settings/uploadImage',
      {
        kind: 'logo',
        dataUrl: `data:image/png;base64,${(await blueBanner()).toString('base64')}`,
      },
      { siteId: site.id, token },
    );
    expect(second.status).toBe(200);
    const old = await t.app.inject({ method: 'GET', url: logo.body.data.url });
    expect(second.body.data.url).not.toBe(logo.body.data.url);
    expect(old.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: favicon.body.data.url })).statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: `/api/whitelabel/asset/${'0'.repeat(32)}.png` });
    expect(missing.statusCode).toBe(404);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.siteId, site.id));
    expect(entries.map((e) => e.action).sort()).toEqual([
      'settings.favicon',
      'settings.logo',
      'settings.logo',
    ]);
  });
});
