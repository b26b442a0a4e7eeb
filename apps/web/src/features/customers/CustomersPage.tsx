import GroupsIcon from '@mui/icons-material/Groups';
import { Box, Button, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { PageTitle } from '../../ui/PageTitle';
import { MarkupGroupsDialog } from '../markup/MarkupGroupsDialog';
import { useMyPermissions } from '../permissions/use-my-permissions';
import { ApiConsumersTab } from './ApiConsumersTab';
import { SiteCustomersTab } from './SiteCustomersTab';

type TabName = 'site' | 'api';

/**
 * /staff/customers (spec §2): the site's own customers, and the sites buying its supply; staff who
 * manage markup also open the Markup Groups dialog here.
 */
export function CustomersPage() {
  const [tab, setTab] = useState<TabName>('site');
  const { can } = useMyPermissions();
  const [groupsOpen, setGroupsOpen] = useState(false);
  return (
    <>
      <PageTitle
        title="Customers"
        actions={
          can('markup.manage') && (
            <Button variant="outlined" startIcon={<GroupsIcon />} onClick={() => setGroupsOpen(true)}>
              Markup Groups
            </Button>
          )
        }
      />
      <MarkupGroupsDialog open={groupsOpen} onClose={() => setGroupsOpen(false)} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_event, next: TabName) => setTab(next)} variant="fullWidth">
          <Tab value="site" label="Site Customers" id="customers-tab-site" aria-controls="customers-panel" />
          <Tab value="api" label="Api Consumers" id="customers-tab-api" aria-controls="customers-panel" />
        </Tabs>
      </Box>
      <Box id="customers-panel" role="tabpanel" aria-labelledby={`customers-tab-${tab}`}>
        {tab === 'site' ? <SiteCustomersTab /> : <ApiConsumersTab />}
      </Box>
    </>
  );
}
