export const USER_TYPES = ['retail', 'travelAgent', 'corporate', 'staff', 'supplier', 'consumer'] as const;
export type UserType = (typeof USER_TYPES)[number];
/** Users who sign up themselves and see the customer menu. */
export const CUSTOMER_TYPES = ['retail', 'travelAgent', 'corporate'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const USER_STATUSES = ['verified', 'unverified'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The modules a site can switch on; menus and routes follow them. */
export const SITE_MODULES = [
  'flights',
  'fixedDepartures',
  'packages',
  'activities',
  'visa',
  'dmc',
  'wallet',
  'packageEnquiry',
  'visaEnquiry',
] as const;
export type SiteModule = (typeof SITE_MODULES)[number];
/** The CRM menu shows only when one of these enquiry-type modules is active (spec §2). */
export const ENQUIRY_MODULES: readonly SiteModule[] = ['packageEnquiry', 'visaEnquiry'];

export const PAX_TYPES = { ADT: 1, CHD: 2, INF: 3 } as const;
export const GENDERS = { Male: 1, Female: 2 } as const;
export const TRIP_TYPES = { OneWay: 1, Return: 2, MultiStop: 3 } as const;
