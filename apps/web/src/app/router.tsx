import type { PermissionId } from '@app/contracts';
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { GeneratePasswordPage } from '../features/accounts/GeneratePasswordPage';
import { LoginPage } from '../features/accounts/LoginPage';
import { LogoutPage } from '../features/accounts/LogoutPage';
import { SignupPage } from '../features/accounts/SignupPage';
import { SignupSuccessPage } from '../features/accounts/SignupSuccessPage';
import { BookedQueuePage } from '../features/bookings/BookedQueuePage';
import { BookingDetailsPage } from '../features/bookings/BookingDetailsPage';
import { BookingReviewPage } from '../features/bookings/BookingReviewPage';
import { ChangeRequestsPage } from '../features/bookings/ChangeRequestsPage';
import { ETicketPage } from '../features/bookings/ETicketPage';
import { PassengerDetailsPage } from '../features/bookings/PassengerDetailsPage';
import { TicketQueuePage } from '../features/bookings/TicketQueuePage';
import { CustomersPage } from '../features/customers/CustomersPage';
import { ForbiddenPage } from '../features/errors/ForbiddenPage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { CalendarFarePage } from '../features/flights/CalendarFarePage';
import { FlightResultsPage } from '../features/flights/FlightResultsPage';
import { FlightSearchPage } from '../features/flights/FlightSearchPage';
import { ManageMarkupPage } from '../features/markup/ManageMarkupPage';
import { PaymentVerifyPage } from '../features/payments/PaymentVerifyPage';
import { PermissionsPage } from '../features/permissions/PermissionsPage';
import { ComingLater } from '../features/placeholders/ComingLater';
import { laterScreensFor, type ScreenAccess } from '../features/placeholders/later-screens';
import { PolicyPage } from '../features/policies/PolicyPage';
import { ReferralsPage } from '../features/reports/ReferralsPage';
import { CreateAgentPage } from '../features/staff/CreateAgentPage';
import { OtherSettingsPage } from '../features/staff/OtherSettingsPage';
import { OutboxPage } from '../features/staff/OutboxPage';
import { StaffDashboardPage } from '../features/staff/StaffDashboardPage';
import { SupplierWalletsPage } from '../features/supplier-wallets/SupplierWalletsPage';
import { BillingDetailsPage } from '../features/user-dashboard/BillingDetailsPage';
import { DashboardPage } from '../features/user-dashboard/DashboardPage';
import { ProfilePage } from '../features/user-dashboard/ProfilePage';
import { ReferralPage } from '../features/user-dashboard/ReferralPage';
import { DownloadBalancesPage } from '../features/wallet/DownloadBalancesPage';
import { TransactionHistoryPage } from '../features/wallet/TransactionHistoryPage';
import { WalletReportPage } from '../features/wallet/WalletReportPage';
import { AnonymousOnly, IndexRedirect, RequireAccess } from './guards';
import { AppLayout } from './layouts/AppLayout';
import { registerNavigator } from './navigation';
import { RequirePermission } from './RequirePermission';
import { RootShell } from './RootShell';
import { APP_BASE } from './redirects';

/** A staff screen that needs a permission: without it the route shows /403, as the server answers 403. */
const guarded = (path: string, permission: PermissionId, page: ReactNode): RouteObject => ({
  path,
  element: <RequirePermission permission={permission}>{page}</RequirePermission>,
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
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <IndexRedirect /> },
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
          // Shared e-ticket links open without login, prices hidden (spec §6).
          { path: 'flight/eTicket/:slug', element: <ETicketPage /> },
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
              { path: 'flight/changeRequests', element: <ChangeRequestsPage /> },
              // The gateway's return page; the path names the provider (spec §2).
              { path: 'phonepe/verify/:orderId?', element: <PaymentVerifyPage provider="phonepe" /> },
              { path: 'user/transactionHistory', element: <TransactionHistoryPage /> },
              ...laterRoutes('user'),
            ],
          },
          {
            element: <RequireAccess access="staff" />,
            children: [
              guarded('createNewUser', 'customers.createAgent', <CreateAgentPage />),
              // Staff land here after login, so it opens for all; the figures inside need dashboard.view.
              { path: 'staff', element: <StaffDashboardPage /> },
              { path: 'staff/settings', element: <OtherSettingsPage /> },
              guarded('staff/outbox', 'settings.outbox', <OutboxPage />),
              guarded('staff/walletReport', 'wallets.view', <WalletReportPage />),
              guarded('staff/supplier-wallets', 'suppliers.wallets', <SupplierWalletsPage />),
              guarded('staff/download-balances', 'wallets.view', <DownloadBalancesPage />),
              guarded('staff/customers', 'customers.view', <CustomersPage />),
              guarded('staff/referrals', 'referrals.view', <ReferralsPage />),
              guarded('staff/markup', 'markup.manage', <ManageMarkupPage />),
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

export function createAppRouter() {
  const router = createBrowserRouter(routes, { basename: APP_BASE });
  registerNavigator((to, options) => void router.navigate(to, options));
  return router;
}
