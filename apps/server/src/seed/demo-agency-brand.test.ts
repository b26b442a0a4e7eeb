import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../modules/accounts/accounts.queries';
import { agentBrandingOf, documentBrand, pdfLogoOf } from '../modules/documents/document-brand';
import { findSiteById } from '../modules/site/site.queries';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDemo } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(() => t.close());

describe('the demo agent', () => {
  it('sells under its own name, logo and contacts, every document switch on, once however often the seed runs', async () => {
    const { flightDeals } = await seedDemo(t.db);
    await seedDemo(t.db);
    const site = (await findSiteById(t.db, flightDeals.id))!;
    const agent = (await findUserByEmail(t.db, site.id, 'agent@flightdeals.test'))!;
    expect(await agentBrandingOf(t.db, agent.id)).toEqual({ eTickets: true, invoices: true, mails: true });
    for (const kind of ['eTickets', 'mails', 'invoices'] as const) {
      const brand = await documentBrand(t.db, site, agent.id, kind);
      expect(brand).toMatchObject({
        issuer: 'agency',
        name: 'Arjun Tours & Travels',
        email: 'desk@arjuntours.test',
      });
      expect(JSON.stringify(brand)).not.toMatch(/Flight Deals|flightdeals/i);
      // A PNG: its PDFs draw it too.
      expect(pdfLogoOf(brand)).toMatch(/^data:image\/png;base64,iVBOR/);
    }
  });
});
