import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { PageTitle } from '../../ui/PageTitle';
import { ApiConsumersTab } from './ApiConsumersTab';
import { SiteCustomersTab } from './SiteCustomersTab';

type TabName = 'site' | 'api';

/** /staff/customers (spec §2): the site's own customers, and the sites buying its supply. */
export function CustomersPage() {
  const [tab, setTab] = useState<TabName>('site');
  return (
    <>
      <PageTitle title="Customers" />
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
