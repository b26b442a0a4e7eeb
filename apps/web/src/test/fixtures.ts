import type { CustomerListItem, SiteData, UserView } from '@app/contracts';
import { SITE_MODULES } from '@app/contracts';

/** A site with every module, as whitelabel/detetct answers it. */
export const testSite: SiteData = {
  id: '00000000-0000-4000-8000-000000000001',
  companyName: 'Flight Deals Pvt Ltd',
  logoUrl: '/app/brand/logo.svg',
  adminContact: '+91 98100 00000',
  adminEmail: 'support@flightdeals.test',
  brandingSettings: {
    form: {
      label: 'Flight Deals',
      title: 'Flight Deals - cheap flights',
      faviconUrl: '/app/brand/favicon.svg',
      primaryColor: '#0b5cad',
      secondaryColor: '#ff8f00',
      backgroundColor: '#f4f7fb',
    },
  },
  popupAlert: { title: 'Sale', message: 'Save 20%' },
  popupFrequencyDays: 1,
  trackingTag: null,
  scriptUrls: [],
  wlMeta: { googleClientId: null, canShowPermissionMenu: true },
  activeModules: [...SITE_MODULES],
  isLocked: false,
  coreSiteUrl: '/app/flight/search',
  homeCountry: 'IN',
  timeZone: 'Asia/Kolkata',
  currency: 'INR',
};

export const testUser: UserView = {
  users_id: 'u-1',
  firstName: 'Riya',
  lastName: 'Retail',
  email: 'retail@flightdeals.test',
  phoneNumbers: [{ label: 'Primary', phoneNumber: '9876543210', phoneCountryCode: '+91' }],
  userType: 'retail',
  status: 'verified',
  isBlocked: false,
  isSuperAdmin: false,
  companyName: null,
  panNumber: null,
  gstNumber: null,
  company: null,
  billing: { billingName: null, gstNumber: null, gstState: null, panNumber: null },
  panCheck: { status: 'unverified', reason: null },
  isFlightHoldAllowed: false,
  flightLookToBook: { is_exempted: false },
  groupName: null,
  userGroupName: null,
  legalEntityId: null,
  isTdsDeductable: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  referralCode: 'RIYA2025',
  taLogoUrl: null,
  hasPassword: true,
};

/** A row of the staff customer list (getCustomers, searchWlUser), in no permission group. */
export const testCustomer: CustomerListItem = {
  users_id: 'c-1',
  firstName: 'Asha',
  lastName: 'Agent',
  email: 'asha@agency.test',
  phone: '9876500000',
  phoneCode: '+91',
  userType: 'travelAgent',
  status: 'verified',
  companyName: 'Asha Travels',
  isBlocked: false,
  isFlightHoldAllowed: false,
  flightLookToBook: { is_exempted: false, searchesLeft: null },
  groupName: null,
  userGroupName: null,
  createdAt: '2025-02-01T00:00:00.000Z',
};
