import { DEFAULT_BRANDING_LABEL, siteData } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../seed/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST whitelabel/detetct', () => {
  it('answers the branded site of a domain, with every field of the contract', async () => {
    const site = await createSite(t.db, {
      domains: ['brand-a.test', 'www.brand-a.test'],
      brandingLabel: 'Brand A',
      primaryColor: '#112233',
      popupAlertTitle: 'Hello',
      popupAlertMessage: 'Sale on',
      popupFrequencyDays: 3,
      scriptUrls: ['https://cdn.example/x.js'],
      googleClientId: 'cid',
      isLocked: true,
    });
    const res = await call(t.app, 'whitelabel/detetct', { domain: 'WWW.Brand-A.test' });
    expect(res.status).toBe(200);
    const data = siteData.parse(res.body.data);
    expect(data.id).toBe(site.id);
    expect(data.brandingSettings.form.label).toBe('Brand A');
    expect(data.brandingSettings.form.primaryColor).toBe('#112233');
    expect(data.popupAlert).toEqual({ title: 'Hello', message: 'Sale on' });
    expect(data.popupFrequencyDays).toBe(3);
    expect(data.wlMeta.googleClientId).toBe('cid');
    expect(data.isLocked).toBe(true);
  });

  it('labels a site "Flight Deals" unless it says otherwise', async () => {
    await createSite(t.db, { domains: ['plain.test'] });
    const res = await call(t.app, 'whitelabel/detetct', { domain: 'plain.test' });
    expect(res.body.data.brandingSettings.form.label).toBe(DEFAULT_BRANDING_LABEL);
    expect(res.body.data.popupAlert).toBeNull();
  });

  it('ignores a port in the domain', async () => {
    const site = await createSite(t.db, { domains: ['port.test'] });
    const res = await call(t.app, 'whitelabel/detetct', { domain: 'port.test:3000' });
    expect(res.body.data.id).toBe(site.id);
  });

  it('answers 404 for a domain no site uses', async () => {
    const res = await call(t.app, 'whitelabel/detetct', { domain: 'nobody.test' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, errorMessage: 'No site is set up for nobody.test' });
  });

  it.each([
    [{}, 'domain'],
    [{ domain: '' }, 'domain'],
    [{ domain: 42 }, 'domain'],
    [{ domain: 'x'.repeat(300) }, 'domain'],
  ])('refuses %j with a field message', async (body, field) => {
    const res = await call(t.app, 'whitelabel/detetct', body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors[field]).toBeTruthy();
  });
});

describe('GET whitelabel/getBankDetails', () => {
  it('answers the site’s own bank account, or null when it takes no transfers', async () => {
    const t = await createTestApp();
    try {
      const bankDetails = {
        accountName: 'Acme Travels',
        accountNumber: '000123456789',
        ifsc: 'SBIN0000001',
        bankName: 'State Bank of India',
        branch: 'Fort, Mumbai',
        upiId: null,
      };
      const withBank = await createSite(t.db, { bankDetails });
      const without = await createSite(t.db);
      const get = (siteId: string) => call(t.app, 'whitelabel/getBankDetails', {}, { siteId, method: 'GET' });
      expect((await get(withBank.id)).body).toEqual({ success: true, data: bankDetails });
      expect((await get(without.id)).body).toEqual({ success: true, data: null });
    } finally {
      await t.close();
    }
  });
});
