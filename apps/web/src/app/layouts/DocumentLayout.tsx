import { Box } from '@mui/material';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { useCurrentUser } from '../store';
import { AppLayout } from './AppLayout';

/**
 * The frame of a document a buyer hands on (the e-ticket, the fixed-departure ticket). Signed in,
 * it is the app's own frame, with its menus. Whoever else opens the link — the traveller an agency
 * sent it to — gets the document alone: none of the site's header, Log in / Sign up, popup or
 * footer, since the document carries its issuer's brand, which may be an agency's (decision 0053).
 */
export function DocumentLayout() {
  const user = useCurrentUser();
  if (user) return <AppLayout />;
  return (
    <Box component="main" sx={{ minHeight: '100vh', py: { xs: 2, sm: 4 }, px: { xs: 1, sm: 2 } }}>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
