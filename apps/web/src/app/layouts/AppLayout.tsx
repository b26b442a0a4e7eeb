import { Box, Container } from '@mui/material';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PhonePrompt } from '../../features/user-dashboard/PhonePrompt';
import { AlertBarHost } from '../../ui/AlertBarHost';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';

/** Every page's frame: app bar, the alert bar, the page, the footer, and the phone prompt. */
export function AppLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppHeader />
      <AlertBarHost />
      <Container component="main" maxWidth="lg" sx={{ flexGrow: 1, py: { xs: 2, sm: 4 } }}>
        {/* Pages load as their own chunks: the frame stays while one arrives. */}
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </Container>
      <AppFooter />
      <PhonePrompt />
    </Box>
  );
}
