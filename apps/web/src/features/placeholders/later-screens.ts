/**
 * Who may open a screen: anyone (`open`), anyone but anonymous visitors of locked sites (`locked`),
 * signed-in users, or staff.
 */
export type ScreenAccess = 'open' | 'locked' | 'user' | 'staff';

/** A screen that has a route and a menu entry now, and its real content in a later release. */
export interface LaterScreen {
  path: string;
  title: string;
  release: string;
  access: ScreenAccess;
}

const DMC = 'DMC release';
const PACKAGES = 'packages release';

export const LATER_SCREENS: readonly LaterScreen[] = [
  // Locked on locked-mode sites (spec §2 "Other routes"), open elsewhere.
  { path: '/packages', title: 'Holiday packages', release: PACKAGES, access: 'locked' },
  { path: '/packages/:packageName/:id', title: 'Package details', release: PACKAGES, access: 'locked' },
  { path: '/activities', title: 'Activities', release: 'activities release', access: 'locked' },
  { path: '/visa/:country', title: 'Visa information', release: 'visa release', access: 'locked' },
  // Open to anyone (spec §2 "Other routes").
  {
    path: '/visa/:country/:category/:categoryId',
    title: 'Visa checklist',
    release: 'visa release',
    access: 'open',
  },
  {
    path: '/package/enquiry/submitted/:enquiryId',
    title: 'Enquiry submitted',
    release: PACKAGES,
    access: 'open',
  },
  { path: '/dmc/driver/:driverAccessToken', title: 'Driver duty sheet', release: DMC, access: 'open' },
  // Signed-in users (staff and customers).
  { path: '/user/crm', title: 'CRM', release: 'CRM release', access: 'user' },
  { path: '/activities/search', title: 'Activity search', release: 'activities release', access: 'user' },
  { path: '/activities/queue', title: 'Activity queue', release: 'activities release', access: 'user' },
  { path: '/activities/markup', title: 'Activity markup', release: 'activities release', access: 'user' },
  {
    path: '/user/supplier/becomeSupplier',
    title: 'Become a supplier',
    release: 'partner release',
    access: 'user',
  },
  {
    path: '/user/package/manage_package_images/:id',
    title: 'Package images',
    release: PACKAGES,
    access: 'user',
  },
  // Staff only.
  { path: '/staff/suppliers', title: 'Suppliers', release: 'partner release', access: 'staff' },
  { path: '/staff/crm', title: 'CRM', release: 'CRM release', access: 'staff' },
  {
    path: '/staff/tools/import',
    title: 'Staff import tool',
    release: 'staff tools release',
    access: 'staff',
  },
  {
    path: '/staff/tools/export',
    title: 'Staff export tool',
    release: 'staff tools release',
    access: 'staff',
  },
  { path: '/staff/dmc/new-kart', title: 'DMC: new kart', release: DMC, access: 'staff' },
  { path: '/staff/dmc/karts', title: 'DMC: kart list', release: DMC, access: 'staff' },
  { path: '/staff/dmc/job-sheet', title: 'DMC: job sheet', release: DMC, access: 'staff' },
  { path: '/staff/dmc/rates', title: 'DMC: rate management', release: DMC, access: 'staff' },
  { path: '/staff/dmc/all-data', title: 'DMC: all data', release: DMC, access: 'staff' },
  { path: '/staff/dmc/itineraries', title: 'DMC: date-wise itineraries', release: DMC, access: 'staff' },
  { path: '/staff/packages', title: 'All packages', release: PACKAGES, access: 'staff' },
  { path: '/staff/dmc-activities', title: 'DMC activities', release: 'activities release', access: 'staff' },
  { path: '/staff/packages/new', title: 'Add package', release: PACKAGES, access: 'staff' },
];

export const laterScreensFor = (access: ScreenAccess) => LATER_SCREENS.filter((s) => s.access === access);
