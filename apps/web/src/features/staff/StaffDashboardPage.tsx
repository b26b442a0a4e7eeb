import type { PermissionId } from '@app/contracts';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useVisibleMenu } from '../../app/layouts/use-visible-menu';
import { menuQuickLinks } from '../../app/menu-links';
import { APP_BASE } from '../../app/redirects';
import { useCurrentUser, useSite } from '../../app/store';
import { PageTitle } from '../../ui/PageTitle';
import { type QuickLink, QuickLinkGrid } from '../../ui/QuickLinkGrid';
import { AttentionAlert } from '../attention/AttentionAlert';
import { useMyPermissions } from '../permissions/use-my-permissions';
import { DashboardFigures } from '../reports/DashboardFigures';
import { OwnerSetupChecklist } from '../site-admin/OwnerSetupChecklist';

const STAFF_LINKS: (QuickLink & { permission?: PermissionId })[] = [
  {
    permission: 'settings.outbox',
    title: 'Mail outbox',
    description: 'Every e-mail this site has sent',
    to: '/staff/outbox',
    icon: <MailOutlineIcon />,
  },
  {
    title: 'Other settings',
    description: 'Settings of this site',
    to: '/staff/other-settings',
    icon: <SettingsOutlinedIcon />,
  },
];

/** Opens the create-agent form in its own window, which closes itself after success. */
function openCreateAgentWindow() {
  window.open(`${APP_BASE}/createNewUser`, 'createNewUser', 'popup,width=760,height=820');
}

/** /staff: the staff area's start page. */
export function StaffDashboardPage() {
  const user = useCurrentUser();
  const site = useSite();
  const menu = useVisibleMenu();
  const { can } = useMyPermissions();
  const links = STAFF_LINKS.filter((link) => !link.permission || can(link.permission));
  return (
    <>
      <PageTitle
        title="Staff dashboard"
        subtitle={site.companyName}
        actions={
          can('customers.createAgent') && (
            <Button
              variant="contained"
              startIcon={<PersonAddAltOutlinedIcon />}
              onClick={openCreateAgentWindow}
            >
              Create agent
            </Button>
          )
        }
      />
      <Paper sx={{ p: { xs: 2, sm: 3 }, mb: 3 }} component="section" aria-label="Welcome">
        <Typography variant="h5" component="h2">
          Welcome, {user?.firstName}!
        </Typography>
        <Typography color="text.secondary">
          {user?.isSuperAdmin
            ? 'You are a super admin of this site.'
            : 'You are a staff member of this site.'}
        </Typography>
      </Paper>
      <OwnerSetupChecklist />
      {can('attention.view') && <AttentionAlert />}
      {can('dashboard.view') && (
        <Box sx={{ mb: 3 }}>
          <DashboardFigures />
        </Box>
      )}
      <QuickLinkGrid links={[...links, ...menuQuickLinks(menu?.groups ?? [], ['/staff'])]} />
    </>
  );
}
