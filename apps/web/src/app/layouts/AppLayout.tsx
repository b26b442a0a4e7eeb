import { Box, Container } from '@mui/material';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { StaffPushPrompt } from '../../features/notifications/StaffPushPrompt';
import { PopupAlert } from '../../features/site/PopupAlert';
import { PhonePrompt } from '../../features/user-dashboard/PhonePrompt';
import { CreditBanner } from '../../features/wallet-credit/CreditBanner';
import { AlertBarHost } from '../../ui/AlertBarHost';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { DocumentTitle } from '../DocumentTitle';
import { useSite } from '../store';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';

/**
 * Every page's frame: the tab's title, app bar, the site's popup alert (in the flow under the app bar
 * on phones), the alert bar, the page, the footer, the phone prompt and staff's push prompt.
 */
export function AppLayout() {
  const site = useSite();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <DocumentTitle />
      <AppHeader />
      <PopupAlert site={site} />
      <AlertBarHost />
      <CreditBanner />
      <Container component="main" maxWidth="lg" sx={{ flexGrow: 1, py: { xs: 2, sm: 4 } }}>
        {/* Pages load as their own chunks: the frame stays while one arrives. */}
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </Container>
      <AppFooter />
      <PhonePrompt />
      <StaffPushPrompt />
    </Box>
  );
}
