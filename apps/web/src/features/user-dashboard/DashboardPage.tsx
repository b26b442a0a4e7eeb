import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import CardGiftcardOutlinedIcon from '@mui/icons-material/CardGiftcardOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Chip, Paper, Typography } from '@mui/material';
import { useVisibleMenu } from '../../app/layouts/use-visible-menu';
import { menuQuickLinks } from '../../app/menu-links';
import { useCurrentUser } from '../../app/store';
import { PageTitle } from '../../ui/PageTitle';
import { type QuickLink, QuickLinkGrid } from '../../ui/QuickLinkGrid';
import { USER_TYPE_LABELS } from './user-type-labels';

const ACCOUNT_LINKS: QuickLink[] = [
  {
    title: 'My profile',
    description: 'Names, phone numbers, password and company',
    to: '/user/dashboard/userProfile',
    icon: <AccountCircleOutlinedIcon />,
  },
  {
    title: 'Referral',
    description: 'Your referral code to share',
    to: '/user/dashboard/referral',
    icon: <CardGiftcardOutlinedIcon />,
  },
  {
    title: 'Billing details',
    description: 'Name, GST and PAN on your invoices',
    to: '/user/billing-details',
    icon: <ReceiptLongOutlinedIcon />,
  },
];

const STAFF_LINK: QuickLink = {
  title: 'Staff area',
  description: 'Customers, queues and site settings',
  to: '/staff',
  icon: <AdminPanelSettingsOutlinedIcon />,
};

/** /user/dashboard: a welcome panel and quick links to the user's pages and menus. */
export function DashboardPage() {
  const user = useCurrentUser();
  const menu = useVisibleMenu();
  if (!user) return null;

  const links = [
    ...ACCOUNT_LINKS,
    ...(user.userType === 'staff' ? [STAFF_LINK] : []),
    ...menuQuickLinks(menu?.groups ?? [], ['/user/dashboard/userProfile']),
  ];

  return (
    <>
      <PageTitle title="Dashboard" />
      <Paper sx={{ p: { xs: 2, sm: 3 }, mb: 3 }} component="section" aria-label="Welcome">
        <Typography variant="h5" component="h2">
          Welcome, {user.firstName}!
        </Typography>
        <Chip label={USER_TYPE_LABELS[user.userType]} color="primary" size="small" sx={{ mt: 1 }} />
        {user.companyName && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {user.companyName}
          </Typography>
        )}
      </Paper>
      <QuickLinkGrid links={links} />
    </>
  );
}
