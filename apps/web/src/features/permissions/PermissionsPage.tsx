import { MSG } from '@app/contracts';
import { Box, Paper, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { PageTitle } from '../../ui/PageTitle';
import { useMyPermissionsQuery } from './api/my-permissions';
import { GroupsTab } from './GroupsTab';
import { MyPermissionsView } from './MyPermissionsView';
import { StaffMembersTab } from './StaffMembersTab';

type TabName = 'groups' | 'members';

const TITLE = 'User permissions';
const SUBTITLE =
  'Staff without a permission group hold the default permissions; super admins hold every one.';

/**
 * /staff/permissions (spec §2 Settings): a super admin manages the permission groups and who is in
 * them; any other staff member sees, read-only, what they hold.
 */
export function PermissionsPage() {
  const mine = useMyPermissionsQuery();
  if (mine.isPending) return <PageSkeleton />;
  if (mine.isError) {
    return (
      <Paper>
        <EmptyState title={MSG.somethingWrong} message="Your permissions could not be loaded." />
      </Paper>
    );
  }
  if (mine.data.isUserSuperAdmin) return <GroupsAndMembers />;
  return (
    <>
      <PageTitle title={TITLE} subtitle={SUBTITLE} />
      <MyPermissionsView tree={mine.data.permissions} />
    </>
  );
}

function GroupsAndMembers() {
  const [tab, setTab] = useState<TabName>('groups');
  return (
    <>
      <PageTitle title={TITLE} subtitle={SUBTITLE} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_event, next: TabName) => setTab(next)} variant="fullWidth">
          <Tab
            value="groups"
            label="Permission groups"
            id="permissions-tab-groups"
            aria-controls="permissions-panel"
          />
          <Tab
            value="members"
            label="Staff members"
            id="permissions-tab-members"
            aria-controls="permissions-panel"
          />
        </Tabs>
      </Box>
      <Box id="permissions-panel" role="tabpanel" aria-labelledby={`permissions-tab-${tab}`}>
        {tab === 'groups' ? <GroupsTab /> : <StaffMembersTab />}
      </Box>
    </>
  );
}
