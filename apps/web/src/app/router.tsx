import type { PermissionId } from '@app/contracts';
import { type ReactNode, useEffect, useMemo } from 'react';
import {
  matchRoutes,
  Navigate,
  type RouteObject,
  renderMatches,
  useLocation,
  useNavigate,
} from 'react-router';
import { RouteErrorBoundary } from '../features/errors/RouteErrorBoundary';
import { laterScreensFor, type ScreenAccess } from '../features/placeholders/later-screens';
import { pageShown } from '../ui/notify';
import { AnonymousOnly, IndexRedirect, indexTarget, RequireAccess, RequireModule } from './guards';
import { AppLayout } from './layouts/AppLayout';
import { DocumentLayout } from './layouts/DocumentLayout';
import { lazyPage, preloadPages } from './lazy-page';
import { registerNavigator } from './navigation';
import { RequirePermission } from './RequirePermission';
import { RootShell } from './RootShell';
import { APP_BASE, currentAppPath } from './redirects';
import { useAppStore } from './store';

// Every page is its own chunk, fetched when its route first renders (AppLayout shows a skeleton
// meanwhile), so the first screen loads only its own page and what the frame needs.
const GeneratePasswordPage = lazyPage(
  () => import('../features/accounts/GeneratePasswordPage'),
  'GeneratePasswordPage',
);
const LoginPage = lazyPage(() => import('../features/accounts/LoginPage'), 'LoginPage');
const LogoutPage = lazyPage(() => import('../features/accounts/LogoutPage'), 'LogoutPage');
const SignupPage = lazyPage(() => import('../features/accounts/SignupPage'), 'SignupPage');
const SignupSuccessPage = lazyPage(
  () => import('../features/accounts/SignupSuccessPage'),
  'SignupSuccessPage',
);
const BookedQueuePage = lazyPage(() => import('../features/bookings/BookedQueuePage'), 'BookedQueuePage');
const BookingDetailsPage = lazyPage(
  () => import('../features/bookings/BookingDetailsPage'),
  'BookingDetailsPage',
);
const BookingReviewPage = lazyPage(
  () => import('../features/bookings/BookingReviewPage'),
  'BookingReviewPage',
);
const ChangeRequestsPage = lazyPage(
  () => import('../features/bookings/ChangeRequestsPage'),
  'ChangeRequestsPage',
);
const ETicketPage = lazyPage(() => import('../features/bookings/ETicketPage'), 'ETicketPage');
const PassengerDetailsPage = lazyPage(
  () => import('../features/bookings/PassengerDetailsPage'),
  'PassengerDetailsPage',
);
const TicketQueuePage = lazyPage(() => import('../features/bookings/TicketQueuePage'), 'TicketQueuePage');
const OrderPage = lazyPage(() => import('../features/bookings/OrderPage'), 'OrderPage');
const CustomersPage = lazyPage(() => import('../features/customers/CustomersPage'), 'CustomersPage');
const FdBookingPage = lazyPage(() => import('../features/fixed-departures/FdBookingPage'), 'FdBookingPage');
const FdOrderPage = lazyPage(() => import('../features/fixed-departures/FdOrderPage'), 'FdOrderPage');
const FdPrintPage = lazyPage(() => import('../features/fixed-departures/FdPrintPage'), 'FdPrintPage');
const FdQueuePage = lazyPage(() => import('../features/fixed-departures/FdQueuePage'), 'FdQueuePage');
const FixedDeparturesPage = lazyPage(
  () => import('../features/fixed-departures/FixedDeparturesPage'),
  'FixedDeparturesPage',
);
const ManageFdPage = lazyPage(() => import('../features/fixed-departures/ManageFdPage'), 'ManageFdPage');
const ForbiddenPage = lazyPage(() => import('../features/errors/ForbiddenPage'), 'ForbiddenPage');
const NotFoundPage = lazyPage(() => import('../features/errors/NotFoundPage'), 'NotFoundPage');
const CalendarFarePage = lazyPage(() => import('../features/flights/CalendarFarePage'), 'CalendarFarePage');
const FlightResultsPage = lazyPage(
  () => import('../features/flights/FlightResultsPage'),
  'FlightResultsPage',
  (page) => page.prefetchFlightResults,
);
const FlightSearchPage = lazyPage(() => import('../features/flights/FlightSearchPage'), 'FlightSearchPage');
const ManageMarkupPage = lazyPage(() => import('../features/markup/ManageMarkupPage'), 'ManageMarkupPage');
const PaymentVerifyPage = lazyPage(
  () => import('../features/payments/PaymentVerifyPage'),
  'PaymentVerifyPage',
);
const GatewayTransactionsPage = lazyPage(
  () => import('../features/payments/GatewayTransactionsPage'),
  'GatewayTransactionsPage',
);
const MyPaymentsPage = lazyPage(() => import('../features/payments/MyPaymentsPage'), 'MyPaymentsPage');
const PendingPaymentsPage = lazyPage(
  () => import('../features/payments/PendingPaymentsPage'),
  'PendingPaymentsPage',
);
const PermissionsPage = lazyPage(() => import('../features/permissions/PermissionsPage'), 'PermissionsPage');
const ComingLater = lazyPage(() => import('../features/placeholders/ComingLater'), 'ComingLater');
const PolicyPage = lazyPage(() => import('../features/policies/PolicyPage'), 'PolicyPage');
const ProfitLossPage = lazyPage(() => import('../features/reports/ProfitLossPage'), 'ProfitLossPage');
const FlightTransactionsPage = lazyPage(
  () => import('../features/reports/FlightTransactionsPage'),
  'FlightTransactionsPage',
);
const SupplierReportPage = lazyPage(
  () => import('../features/reports/SupplierReportPage'),
  'SupplierReportPage',
);
const ReferralsPage = lazyPage(() => import('../features/reports/ReferralsPage'), 'ReferralsPage');
const CreateAgentPage = lazyPage(() => import('../features/staff/CreateAgentPage'), 'CreateAgentPage');
const OtherSettingsPage = lazyPage(
  () => import('../features/site-settings/OtherSettingsPage'),
  'OtherSettingsPage',
);
const OutboxPage = lazyPage(() => import('../features/staff/OutboxPage'), 'OutboxPage');
const AuditLogPage = lazyPage(() => import('../features/audit/AuditLogPage'), 'AuditLogPage');
const FlightSettingsPage = lazyPage(
  () => import('../features/flight-settings/FlightSettingsPage'),
  'FlightSettingsPage',
);
const PoliciesPage = lazyPage(() => import('../features/policies/PoliciesPage'), 'PoliciesPage');
const SeoPage = lazyPage(() => import('../features/site-settings/SeoPage'), 'SeoPage');
const PaymentGatewayPage = lazyPage(
  () => import('../features/payment-settings/PaymentGatewayPage'),
  'PaymentGatewayPage',
);
const DomainsPage = lazyPage(() => import('../features/site-admin/DomainsPage'), 'DomainsPage');
const SitesPage = lazyPage(() => import('../features/site-admin/SitesPage'), 'SitesPage');
const SetupChecklistPage = lazyPage(
  () => import('../features/site-admin/SetupChecklistPage'),
  'SetupChecklistPage',
);
const AttentionPage = lazyPage(() => import('../features/attention/AttentionPage'), 'AttentionPage');
const RefundsPage = lazyPage(() => import('../features/refunds/RefundsPage'), 'RefundsPage');
const StaffDashboardPage = lazyPage(
  () => import('../features/staff/StaffDashboardPage'),
  'StaffDashboardPage',
);
const SupplierWalletsPage = lazyPage(
  () => import('../features/supplier-wallets/SupplierWalletsPage'),
  'SupplierWalletsPage',
);
const BillingDetailsPage = lazyPage(
  () => import('../features/user-dashboard/BillingDetailsPage'),
  'BillingDetailsPage',
);
const DashboardPage = lazyPage(() => import('../features/user-dashboard/DashboardPage'), 'DashboardPage');
const ProfilePage = lazyPage(() => import('../features/user-dashboard/ProfilePage'), 'ProfilePage');
const ReferralPage = lazyPage(() => import('../features/user-dashboard/ReferralPage'), 'ReferralPage');
const VerifyPanPage = lazyPage(() => import('../features/customers/VerifyPanPage'), 'VerifyPanPage');
const DownloadBalancesPage = lazyPage(
  () => import('../features/wallet/DownloadBalancesPage'),
  'DownloadBalancesPage',
);
const TransactionHistoryPage = lazyPage(
  () => import('../features/wallet/TransactionHistoryPage'),
  'TransactionHistoryPage',
);
const WalletReportPage = lazyPage(() => import('../features/wallet/WalletReportPage'), 'WalletReportPage');
const DepositsPage = lazyPage(() => import('../features/wallet-deposits/DepositsPage'), 'DepositsPage');
const TopUpReceiptPage = lazyPage(
  () => import('../features/wallet-top-up/TopUpReceiptPage'),
  'TopUpReceiptPage',
);

/** A staff screen that needs a permission: without it the route shows /403, as the server answers 403. */
const guarded = (path: string, permission: PermissionId, page: ReactNode): RouteObject => ({
  path,
  element: <RequirePermission permission={permission}>{page}</RequirePermission>,
});

/** Fixed-departure routes, shown only where the site sells them (issue 15). */
const fixedDepartures = (children: RouteObject[]): RouteObject => ({
  element: <RequireModule module="fixedDepartures" title="Fixed departures are not available" />,
  children,
});

/** Flight screens whose calls answer 403 where the site has flights switched off. */
const flights = (children: RouteObject[]): RouteObject => ({
  element: <RequireModule module="flights" title="Flights are not available" />,
  children,
});

/** The screens of later releases that this access level guards, each on its own route. */
const laterRoutes = (access: ScreenAccess): RouteObject[] =>
  laterScreensFor(access).map(({ path, title, release }) => ({
    path: path.slice(1),
    element: <ComingLater title={title} release={release} />,
  }));

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      { index: true, element: <IndexRedirect /> },
      {
        // Shared ticket links open without login, prices hidden (spec §6), and to whoever is not
        // signed in as the ticket alone, in its issuer's brand (decision 0053).
        element: <DocumentLayout />,
        children: [
          { path: 'flight/eTicket/:slug', element: <ETicketPage /> },
          fixedDepartures([{ path: 'flight/fixedDeparture/print/:slug', element: <FdPrintPage /> }]),
        ],
      },
      {
        element: <AppLayout />,
        children: [
          {
            element: <AnonymousOnly />,
            children: [
              { path: 'login', element: <LoginPage /> },
              { path: 'flight/login', element: <LoginPage /> },
              { path: 'signup', element: <SignupPage /> },
            ],
          },
          { path: 'signup_success', element: <SignupSuccessPage /> },
          { path: 'generate_password', element: <GeneratePasswordPage /> },
          { path: 'logout', element: <LogoutPage /> },
          { path: 'terms_and_conditions', element: <PolicyPage policy="terms" /> },
          { path: 'privacy_policy', element: <PolicyPage policy="privacy" /> },
          { path: 'cancellation_return_refund_policy', element: <PolicyPage policy="cancellation" /> },
          { path: 'api-partner-program', element: <PolicyPage policy="apiPartner" /> },
          { path: '403', element: <ForbiddenPage /> },
          ...laterRoutes('open'),
          {
            // Locked-mode sites send anonymous visitors of these to login (spec §2).
            element: <RequireAccess access="locked" />,
            children: [
              { path: 'flight', element: <Navigate to="/flight/search" replace /> },
              { path: 'flight/search', element: <FlightSearchPage /> },
              { path: 'flight/searchResult/:searchId', element: <FlightResultsPage /> },
              { path: 'flight/calendarFareResult', element: <CalendarFarePage /> },
              {
                // Booking needs an account: a visitor signs in before typing passengers, so
                // nothing typed is lost to the login redirect.
                element: <RequireAccess access="user" />,
                children: [
                  { path: 'flight/passengerDetails/:searchId', element: <PassengerDetailsPage /> },
                  { path: 'flight/bookingReview', element: <BookingReviewPage /> },
                ],
              },
              fixedDepartures([
                { path: 'fixed-departures', element: <FixedDeparturesPage /> },
                {
                  element: <RequireAccess access="user" />,
                  children: [{ path: 'fixed-departures/:departureId/book', element: <FdBookingPage /> }],
                },
              ]),
              ...laterRoutes('locked'),
              { path: 'flight/*', element: <NotFoundPage /> },
            ],
          },
          {
            element: <RequireAccess access="user" />,
            children: [
              { path: 'user/dashboard', element: <DashboardPage /> },
              { path: 'flight/bookingDetails/:searchId', element: <BookingDetailsPage /> },
              { path: 'user/dashboard/userProfile', element: <ProfilePage /> },
              { path: 'user/dashboard/referral', element: <ReferralPage /> },
              { path: 'user/billing-details', element: <BillingDetailsPage /> },
              { path: 'flight/ticketQueue', element: <TicketQueuePage /> },
              { path: 'flight/bookedQueue', element: <BookedQueuePage /> },
              // One order: its confirmation, its hold, or what went wrong (issue 13).
              { path: 'flight/order/:orderId', element: <OrderPage /> },
              { path: 'flight/changeRequests', element: <ChangeRequestsPage /> },
              fixedDepartures([
                { path: 'flight/fixedDepartureQueue', element: <FdQueuePage /> },
                { path: 'fixed-departures/order/:orderId', element: <FdOrderPage /> },
              ]),
              // The gateway's return page; the path names the provider (spec §2).
              { path: 'phonepe/verify/:orderId?', element: <PaymentVerifyPage provider="phonepe" /> },
              { path: 'user/transactionHistory', element: <TransactionHistoryPage /> },
              // A wallet top-up's result and receipt, where the gateway's return lands (decision 0054).
              { path: 'user/wallet/top-up/:orderId', element: <TopUpReceiptPage /> },
              // The user's own payments, and one order's (issue 16).
              { path: 'payments', element: <MyPaymentsPage /> },
              { path: 'user/payments/:orderId?', element: <MyPaymentsPage /> },
              // The user's own flight orders with their payments and refunds (decision 0044).
              flights([{ path: 'flight/transaction', element: <FlightTransactionsPage /> }]),
              ...laterRoutes('user'),
            ],
          },
          {
            element: <RequireAccess access="staff" />,
            children: [
              guarded('createNewUser', 'customers.createAgent', <CreateAgentPage />),
              // Staff land here after login, so it opens for all; the figures inside need dashboard.view.
              { path: 'staff', element: <StaffDashboardPage /> },
              { path: 'staff/other-settings', element: <OtherSettingsPage /> },
              { path: 'staff/settings', element: <Navigate to="/staff/other-settings" replace /> },
              guarded('staff/outbox', 'settings.outbox', <OutboxPage />),
              guarded('staff/audit-log', 'settings.audit', <AuditLogPage />),
              guarded('staff/flight-settings', 'settings.flights', <FlightSettingsPage />),
              guarded('staff/policies', 'settings.site', <PoliciesPage />),
              guarded('staff/seo', 'settings.site', <SeoPage />),
              guarded('staff/payment-settings', 'settings.payments', <PaymentGatewayPage />),
              guarded('staff/domains', 'settings.site', <DomainsPage />),
              guarded('staff/setup', 'settings.site', <SetupChecklistPage />),
              // Platform owners only: the page itself sends anyone else to /403 (decision 0041).
              { path: 'staff/sites', element: <SitesPage /> },
              guarded('staff/attention', 'attention.view', <AttentionPage />),
              guarded('staff/refunds', 'attention.view', <RefundsPage />),
              guarded('staff/walletReport', 'wallets.view', <WalletReportPage />),
              guarded('staff/deposits', 'wallets.deposits', <DepositsPage />),
              guarded('flight/payments', 'payments.view', <GatewayTransactionsPage />),
              guarded('staff/pending-payments', 'payments.view', <PendingPaymentsPage />),
              guarded('staff/supplier-wallets', 'suppliers.wallets', <SupplierWalletsPage />),
              guarded('staff/download-balances', 'wallets.view', <DownloadBalancesPage />),
              guarded('staff/customers', 'customers.view', <CustomersPage />),
              guarded('staff/referrals', 'referrals.view', <ReferralsPage />),
              guarded('staff/profit-loss', 'reports.profitLoss', <ProfitLossPage />),
              flights([guarded('flight/supplierReport', 'reports.supplier', <SupplierReportPage />)]),
              guarded('staff/verify-pan', 'customers.verifyPan', <VerifyPanPage />),
              guarded('staff/markup', 'markup.manage', <ManageMarkupPage />),
              fixedDepartures([
                guarded('staff/fixed-departures', 'fixedDepartures.manage', <ManageFdPage />),
              ]),
              {
                // Open to all staff where the permission menu is; the page is read-only to all but super admins.
                path: 'staff/permissions',
                element: (
                  <RequirePermission permissionMenu>
                    <PermissionsPage />
                  </RequirePermission>
                ),
              },
              ...laterRoutes('staff'),
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * Loads the page the app opens on (index.html has usually started its chunks already); the app
 * renders once it is here, so the first render shows the page rather than a skeleton.
 */
export function preloadOpeningPage(): Promise<unknown> {
  const matches =
    matchRoutes(routes, currentAppPath({ pathname: window.location.pathname, search: '' })) ?? [];
  const params = Object.assign({}, ...matches.map((match) => match.params));
  return preloadPages(
    matches.map((match) => match.route.element),
    { params, search: new URLSearchParams(window.location.search) },
  );
}

/**
 * A visit that opens on `/` goes on at once to the site's core page (IndexRedirect): the address is
 * replaced before the first render, so the app renders that page straight away.
 */
export function skipIndexRedirect() {
  const { site, auth } = useAppStore.getState();
  if (!site || currentAppPath({ pathname: window.location.pathname, search: '' }) !== '/') return;
  const target = indexTarget(site, auth?.user ?? null);
  if (target.kind === 'internal') window.history.replaceState(null, '', `${APP_BASE}${target.path}`);
}

/**
 * The routes in the browser, inside a `<BrowserRouter basename="/app">`. Declarative routing (not
 * createBrowserRouter) leaves the data router's code out of the first screen: the app uses no
 * loaders or actions (docs/decisions/0022-first-screen.md). A screen that throws, or whose chunk
 * fails to load, shows the error page until the user goes elsewhere.
 */
export function AppRoutes() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => registerNavigator((to, options) => void navigate(to, options)), [navigate]);
  // An earlier attempt's error toast does not follow the visitor onto the next page.
  useEffect(() => pageShown(pathname), [pathname]);
  // Matched once per path: useRoutes would rank the whole route table again on every render.
  const matches = useMemo(() => matchRoutes(routes, pathname), [pathname]);
  return <RouteErrorBoundary resetKey={pathname}>{renderMatches(matches)}</RouteErrorBoundary>;
}
