/**
 * The pages people most often open a visit on (a bookmark, a shared link, the site's home): the
 * server names their chunks in index.html (`<link rel="modulepreload">`), so they download beside
 * the frame instead of after it. `module` is the page's source file as the router's lazyPage imports
 * it; `landing-pages.test.ts` checks each path opens that page. Paths are the router's, without /app.
 */
export const LANDING_PAGES = [
  { path: '/flight/search', module: 'src/features/flights/FlightSearchPage.tsx' },
  { path: '/flight/searchResult/:searchId', module: 'src/features/flights/FlightResultsPage.tsx' },
  { path: '/flight/eTicket/:slug', module: 'src/features/bookings/ETicketPage.tsx' },
  { path: '/fixed-departures', module: 'src/features/fixed-departures/FixedDeparturesPage.tsx' },
  { path: '/flight/fixedDeparture/print/:slug', module: 'src/features/fixed-departures/FdPrintPage.tsx' },
  { path: '/login', module: 'src/features/accounts/LoginPage.tsx' },
  { path: '/signup', module: 'src/features/accounts/SignupPage.tsx' },
  { path: '/staff', module: 'src/features/staff/StaffDashboardPage.tsx' },
  { path: '/user/dashboard', module: 'src/features/user-dashboard/DashboardPage.tsx' },
] as const;
