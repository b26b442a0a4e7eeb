import { formatSiteDateTime, MSG, type PlatformSiteView } from '@app/contracts';
import { Alert, List, ListItem, ListItemText, Skeleton, Stack } from '@mui/material';
import { Navigate } from 'react-router';
import { useSite } from '../../app/store';
import { EmptyState } from '../../ui/EmptyState';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { PageTitle } from '../../ui/PageTitle';
import { SectionCard } from '../../ui/SectionCard';
import { usePlatformAccess, usePlatformSites } from './api/platform-sites';
import { NewSiteForm } from './NewSiteForm';
import { SiteOwner } from './SiteOwner';

const usersText = (n: number) => (n === 1 ? '1 user' : `${n} users`);

function SiteRow({ site }: { site: PlatformSiteView }) {
  const locale = useSite();
  return (
    <ListItem
      divider
      aria-label={site.companyName}
      sx={{ px: 0, flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}
    >
      <ListItemText
        primary={`${site.companyName} · ${site.shortCode}`}
        secondary={[
          site.primaryDomain ?? 'No primary domain',
          `created ${formatSiteDateTime(site.createdAt, locale)}`,
          usersText(site.userCount),
        ].join(' · ')}
        slotProps={{
          primary: { sx: { overflowWrap: 'anywhere' } },
          secondary: { sx: { overflowWrap: 'anywhere' } },
        }}
        sx={{ width: '100%' }}
      />
      {site.owner && <SiteOwner siteId={site.id} owner={site.owner} />}
    </ListItem>
  );
}

function SiteList() {
  const sites = usePlatformSites();
  if (sites.isPending)
    return (
      <Stack spacing={1} aria-busy="true" aria-label="Loading sites">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  if (sites.isError) return <Alert severity="error">{MSG.somethingWrong}</Alert>;
  if (sites.data.length === 0)
    return <EmptyState title="No sites yet" message="Create the first one below." />;
  return (
    <List aria-label="Sites" disablePadding>
      {sites.data.map((site) => (
        <SiteRow key={site.id} site={site} />
      ))}
    </List>
  );
}

/**
 * /staff/sites: the platform's sites and a new one for a new owner — for the platform's owners only
 * (PLATFORM_ADMINS, decision 0041). Others are sent to /403; the server refuses them regardless.
 */
export function SitesPage() {
  const access = usePlatformAccess();
  if (!access.isReady) return <PageSkeleton />;
  if (!access.isPlatformAdmin) return <Navigate to="/403" replace />;
  return (
    <>
      <PageTitle title="Sites" subtitle="Every site of the platform, and a new site for a new owner." />
      <Stack spacing={2}>
        <SectionCard title="Sites">
          <SiteList />
        </SectionCard>
        <SectionCard title="New site">
          <NewSiteForm />
        </SectionCard>
      </Stack>
    </>
  );
}
