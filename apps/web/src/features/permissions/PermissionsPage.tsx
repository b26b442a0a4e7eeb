import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { PageTitle } from '../../ui/PageTitle';
import { GroupsTab } from './GroupsTab';
import { StaffMembersTab } from './StaffMembersTab';

type TabName = 'groups' | 'members';

/** /staff/permissions: a super admin's permission groups and who is in them (spec §2 Settings). */
export function PermissionsPage() {
  const [tab, setTab] = useState<TabName>('groups');
  return (
    <>
      <PageTitle
        title="User permissions"
        subtitle="Staff without a permission group hold the default permissions; super admins hold every one."
      />
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
