import { SITE_MODULES } from '@app/contracts';
import { findUserByEmail } from '../modules/accounts/accounts.queries';
import { findSiteByDomain } from '../modules/site/site.queries';
import type { Db } from '../platform/db/client';
import { seedDemoAgencyBrand } from './demo-agency-brand';
import { seedDemoFixedDepartures } from './demo-fixed-departures';
import { seedDemoMarkup } from './demo-markup';
import { seedDemoPans } from './demo-pans';
import { seedDemoPermissions } from './demo-permissions';
import { seedDemoReferrals } from './demo-referrals';
import { seedDemoTaxIdentity } from './demo-tax-identity';
import { seedDemoWallets } from './demo-wallets';
import { createSite, createUser, DEFAULT_TEST_PASSWORD, type UserInput } from './factories';

/** The demo sites and accounts of the README. Safe to run on every start: it adds only what is missing. */
export async function seedDemo(db: Db) {
  const flightDeals =
    (await findSiteByDomain(db, 'localhost')) ??
    (await createSite(db, {
      domains: ['localhost', 'flightdeals.localhost', '127.0.0.1'],
      companyName: 'Flight Deals Pvt Ltd',
      shortCode: 'FLD',
      title: 'Flight Deals - cheap flights, holidays and visas',
      brandingLabel: 'Flight Deals',
      logoUrl: '/app/brand/flightdeals-logo.svg',
      faviconUrl: '/app/brand/flightdeals-favicon.svg',
      adminContact: '+91 98100 00000',
      adminEmail: 'support@flightdeals.test',
      primaryColor: '#0b5cad',
      secondaryColor: '#ff8f00',
      backgroundColor: '#f4f7fb',
      popupAlertTitle: 'Festive fares are live',
      popupAlertMessage: 'Save up to 20% on domestic flights booked this week.',
      popupFrequencyDays: 1,
      activeModules: [...SITE_MODULES],
      canShowPermissionMenu: true,
      isLocked: false,
      coreSiteUrl: '/app/flight/search',
      bankDetails: {
        accountName: 'Flight Deals Pvt Ltd',
        accountNumber: '50200012345678',
        ifsc: 'HDFC0000123',
        bankName: 'HDFC Bank',
        branch: 'Connaught Place, New Delhi',
        upiId: 'flightdeals@hdfcbank',
      },
    }));
  const partner =
    (await findSiteByDomain(db, 'partner.localhost')) ??
    (await createSite(db, {
      domains: ['partner.localhost'],
      companyName: 'Partner Travels LLP',
      shortCode: 'PTR',
      title: 'Partner Travels - agent portal',
      brandingLabel: 'Partner Travels',
      logoUrl: '/app/brand/partner-logo.svg',
      faviconUrl: '/app/brand/partner-favicon.svg',
      adminContact: '+91 98200 00000',
      adminEmail: 'desk@partner.test',
      primaryColor: '#2e7d32',
      secondaryColor: '#6a1b9a',
      backgroundColor: '#f3f8f3',
      popupFrequencyDays: 7,
      activeModules: ['flights', 'fixedDepartures', 'packages', 'wallet'],
      canShowPermissionMenu: false,
      isLocked: true,
      coreSiteUrl: '/app/flight/search',
    }));

  const accounts: [string, UserInput][] = [
    [
      flightDeals.id,
      {
        email: 'admin@flightdeals.test',
        firstName: 'Asha',
        lastName: 'Admin',
        userType: 'staff',
        isSuperAdmin: true,
      },
    ],
    [
      flightDeals.id,
      { email: 'staff@flightdeals.test', firstName: 'Sunil', lastName: 'Staff', userType: 'staff' },
    ],
    [
      flightDeals.id,
      { email: 'ops@flightdeals.test', firstName: 'Omkar', lastName: 'Ops', userType: 'staff' },
    ],
    [
      flightDeals.id,
      {
        email: 'agent@flightdeals.test',
        firstName: 'Arjun',
        lastName: 'Agent',
        userType: 'travelAgent',
        companyName: 'Arjun Tours & Travels',
        // Agents know holds from airline portals: the demo agent may hold GDS fares.
        isFlightHoldAllowed: true,
      },
    ],
    [
      flightDeals.id,
      { email: 'retail@flightdeals.test', firstName: 'Riya', lastName: 'Retail', userType: 'retail' },
    ],
    [
      flightDeals.id,
      {
        email: 'corporate@flightdeals.test',
        firstName: 'Kabir',
        lastName: 'Corporate',
        userType: 'corporate',
        companyName: 'Kabir Industries Ltd',
      },
    ],
    [
      partner.id,
      {
        email: 'admin@partner.test',
        firstName: 'Priya',
        lastName: 'Partner',
        userType: 'staff',
        isSuperAdmin: true,
      },
    ],
  ];
  for (const [siteId, input] of accounts) {
    if (await findUserByEmail(db, siteId, input.email!)) continue;
    await createUser(db, siteId, { ...input, password: DEFAULT_TEST_PASSWORD });
  }
  await seedDemoMarkup(db, flightDeals.id);
  await seedDemoMarkup(db, partner.id);
  await seedDemoWallets(db, flightDeals.id);
  await seedDemoWallets(db, partner.id);
  await seedDemoPermissions(db, flightDeals.id);
  await seedDemoReferrals(db, flightDeals.id);
  await seedDemoPans(db, flightDeals.id);
  await seedDemoTaxIdentity(db, flightDeals.id);
  await seedDemoAgencyBrand(db, flightDeals.id);
  await seedDemoFixedDepartures(db, flightDeals.id);
  return { flightDeals, partner };
}
