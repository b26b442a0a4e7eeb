import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { Typography } from '@mui/material';
import { PageTitle } from '../../ui/PageTitle';
import { QuickLinkGrid } from '../../ui/QuickLinkGrid';

/** /staff/settings ("Other settings"): the settings of this site that have a screen so far. */
export function OtherSettingsPage() {
  return (
    <>
      <PageTitle title="Other settings" />
      <QuickLinkGrid
        links={[
          {
            title: 'Mail outbox',
            description: 'Read every e-mail the site has sent: sign-up, login and password links.',
            to: '/staff/outbox',
            icon: <MailOutlineIcon />,
          },
        ]}
      />
      <Typography color="text.secondary" sx={{ mt: 3 }}>
        Branding, payment and supplier settings arrive with later releases.
      </Typography>
    </>
  );
}
