import { type PermissionTree, RBAC_MSG } from '@app/contracts';
import { Alert, Stack } from '@mui/material';
import { useMemo } from 'react';
import { ModuleCard } from './ModuleCard';
import { grantedIn } from './permission-need';

const readOnly = () => undefined;

/**
 * User permissions as a staff member who is not a super admin sees them: what they hold, read-only.
 * The menu offers the page wherever the site allows it (spec §2), but only a super admin changes
 * groups (spec §6), and the group calls answer 403 to anyone else.
 */
export function MyPermissionsView({ tree }: { tree: PermissionTree }) {
  const granted = useMemo(() => grantedIn(tree), [tree]);
  return (
    <Stack spacing={2} component="section" aria-label="Your permissions">
      <Alert severity="info">{RBAC_MSG.superAdminOnly} These are the permissions you hold.</Alert>
      {tree.map((module) => (
        <ModuleCard key={module.id} module={module} granted={granted} disabled onSwitch={readOnly} />
      ))}
    </Stack>
  );
}
