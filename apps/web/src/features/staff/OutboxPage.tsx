import type { OutboxEmail } from '@app/contracts';
import { MSG } from '@app/contracts';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Chip,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { siteTime } from '../../app/site-locale';
import { useSite } from '../../app/store';
import { EmptyState } from '../../ui/EmptyState';
import { linkify } from '../../ui/linkify';
import { Pager } from '../../ui/Pager';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { PageTitle } from '../../ui/PageTitle';
import { usePlatformAccess, usePlatformSites } from '../site-admin/api/platform-sites';
import { type OutboxScope, useOutbox } from './api/outbox';

const DISPLAY_FORMAT = 'ddd,DD MMM YYYY HH:mm';

function statusOf(email: OutboxEmail): { label: string; color: 'success' | 'error' | 'default' } {
  if (email.error) return { label: 'Failed', color: 'error' };
  if (email.transport === 'smtp' && email.sentAt) return { label: 'Sent', color: 'success' };
  return { label: 'Kept in outbox', color: 'default' };
}

/** The select's value for every site: MUI selects need a string. */
const ALL_SITES = 'all';

/** Which site's mail a platform admin reads (decision 0055). */
function SiteFilter({ value, onChange }: { value: string; onChange: (siteId: string) => void }) {
  const sites = usePlatformSites();
  return (
    <TextField
      select
      size="small"
      label="Site"
      value={sites.data ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      disabled={!sites.data}
      sx={{ mb: 2, width: { xs: '100%', sm: 320 } }}
    >
      <MenuItem value={ALL_SITES}>All sites</MenuItem>
      {sites.data?.map((s) => (
        <MenuItem key={s.id} value={s.id}>
          {s.companyName}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * /staff/outbox: the mail this site has sent, newest first; without SMTP it is the only copy. The
 * platform's admins pick any site's, or all (a new site's first mail waits there, decision 0055).
 */
export function OutboxPage() {
  const [page, setPage] = useState(1);
  const site = useSite();
  const access = usePlatformAccess();
  const [siteId, setSiteId] = useState(site.id);
  const scope: OutboxScope = access.isPlatformAdmin
    ? { platform: true, siteId: siteId === ALL_SITES ? undefined : siteId }
    : { platform: false };
  const outbox = useOutbox(page, scope, access.isReady);
  const everySite = scope.platform && scope.siteId === undefined;

  return (
    <>
      <PageTitle
        title="Mail outbox"
        subtitle={
          access.isPlatformAdmin
            ? 'Every e-mail a site of the platform has sent, newest first.'
            : 'Every e-mail this site has sent, newest first.'
        }
      />
      {access.isPlatformAdmin && (
        <SiteFilter
          value={siteId}
          onChange={(id) => {
            setSiteId(id);
            setPage(1);
          }}
        />
      )}
      {outbox.isPending ? (
        <PageSkeleton rows={5} />
      ) : outbox.isError ? (
        <Paper>
          <EmptyState title={MSG.somethingWrong} message="The outbox could not be loaded." />
        </Paper>
      ) : outbox.data.records.length === 0 ? (
        <Paper>
          <EmptyState
            title={MSG.noResults}
            message={
              everySite ? 'No e-mail has been sent yet.' : 'No e-mail has been sent from this site yet.'
            }
          />
        </Paper>
      ) : (
        <Stack spacing={2}>
          <Box>
            {outbox.data.records.map((email) => (
              <OutboxItem key={email.id} email={email} showSite={everySite} />
            ))}
          </Box>
          <Pager count={outbox.data.totalPages} page={page} onPage={setPage} />
        </Stack>
      )}
    </>
  );
}

function OutboxItem({
  email,
  showSite,
}: {
  email: OutboxEmail & { companyName?: string };
  showSite: boolean;
}) {
  const status = statusOf(email);
  return (
    <Accordion disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, width: '100%' }}>
          <Typography sx={{ fontWeight: 600, flexGrow: 1, minWidth: 200 }}>{email.subject}</Typography>
          <Typography color="text.secondary" variant="body2">
            {showSite && `${email.companyName} · `}to {email.to} ·{' '}
            {siteTime(email.createdAt).format(DISPLAY_FORMAT)}
          </Typography>
          <Chip size="small" label={status.label} color={status.color} />
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        {email.error && (
          <Typography color="error" sx={{ mb: 1 }}>
            {email.error}
          </Typography>
        )}
        <Typography component="div" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {linkify(email.text ?? '')}
        </Typography>
        {email.attachments.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Attached:{' '}
            {email.attachments
              .map((a) => `${a.filename} (${Math.max(1, Math.round(a.size / 1024))} KB)`)
              .join(', ')}
          </Typography>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
