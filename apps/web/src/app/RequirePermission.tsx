import { MSG } from '@app/contracts';
import { Button, Paper } from '@mui/material';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { meetsNeed, type PermissionNeed } from '../features/permissions/permission-need';
import { useMyPermissions } from '../features/permissions/use-my-permissions';
import { EmptyState } from '../ui/EmptyState';
import { PageSkeleton } from '../ui/PageSkeleton';
import { useSite } from './store';

interface Props extends PermissionNeed {
  /** The screen exists only on sites that enable the permission menu (spec §2, §6). */
  permissionMenu?: boolean;
  children: ReactNode;
}

/**
 * A staff screen opened by URL without what it needs shows /403, like the menu that hides it. The
 * server refuses those calls too; this only spares the user a page of failing requests.
 */
export function RequirePermission({ permissionMenu = false, children, ...need }: Props) {
  const { wlMeta } = useSite();
  const mine = useMyPermissions();
  if (permissionMenu && !wlMeta.canShowPermissionMenu) return <Navigate to="/403" replace />;
  if (mine.isError) {
    return (
      <Paper>
        <EmptyState
          title={MSG.somethingWrong}
          message="Your permissions could not be loaded."
          action={
            <Button variant="contained" onClick={mine.retry}>
              Try again
            </Button>
          }
        />
      </Paper>
    );
  }
  if (!mine.isReady) return <PageSkeleton />;
  return meetsNeed(need, mine) ? children : <Navigate to="/403" replace />;
}
