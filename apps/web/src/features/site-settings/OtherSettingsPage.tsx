import { MSG } from '@app/contracts';
import GavelIcon from '@mui/icons-material/Gavel';
import HistoryIcon from '@mui/icons-material/History';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { Alert, Skeleton, Stack } from '@mui/material';
import { PageTitle } from '../../ui/PageTitle';
import { type QuickLink, QuickLinkGrid } from '../../ui/QuickLinkGrid';
import { useMyPermissions } from '../permissions/use-my-permissions';
import { CreditSettingsCard } from '../wallet-credit/CreditSettingsCard';
import { useSiteSettings } from './api/site-settings';
import { SiteSettingsForm } from './SiteSettingsForm';

function SettingsSection() {
  const settings = useSiteSettings();
  if (settings.isPending)
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading settings">
        <Skeleton variant="rounded" height={220} />
        <Skeleton variant="rounded" height={260} />
      </Stack>
    );
  if (settings.isError) return <Alert severity="error">{MSG.somethingWrong}</Alert>;
  return <SiteSettingsForm settings={settings.data} />;
}

/** /staff/other-settings: the site's brand, contact, popup, scripts, access and modules; mail and audit. */
export function OtherSettingsPage() {
  const { can, isReady } = useMyPermissions();
  const links: QuickLink[] = [
    ...(can('settings.outbox')
      ? [
          {
            title: 'Mail outbox',
            description: 'Every e-mail the site has sent.',
            to: '/staff/outbox',
            icon: <MailOutlineIcon />,
          },
        ]
      : []),
    ...(can('settings.site')
      ? [
          {
            title: 'Policy pages',
            description: 'Terms, privacy, refunds and API partners, in your words.',
            to: '/staff/policies',
            icon: <GavelIcon />,
          },
        ]
      : []),
    ...(can('settings.audit')
      ? [
          {
            title: 'Audit log',
            description: 'Who changed what, when and from where.',
            to: '/staff/audit-log',
            icon: <HistoryIcon />,
          },
        ]
      : []),
  ];
  return (
    <>
      <PageTitle
        title="Other settings"
        subtitle="What visitors see and which parts of the product this site runs."
      />
      <Stack spacing={3}>
        {links.length > 0 && <QuickLinkGrid links={links} />}
        {isReady && !can('settings.site') ? (
          <Alert severity="info">Changing the site’s settings needs the “Site” settings permission.</Alert>
        ) : (
          <>
            <SettingsSection />
            <CreditSettingsCard />
          </>
        )}
      </Stack>
    </>
  );
}
