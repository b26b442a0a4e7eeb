import type { OutboxEmail } from '@app/contracts';
import { MSG } from '@app/contracts';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Chip,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { siteTime } from '../../app/site-locale';
import { EmptyState } from '../../ui/EmptyState';
import { linkify } from '../../ui/linkify';
import { Pager } from '../../ui/Pager';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { PageTitle } from '../../ui/PageTitle';
import { useOutbox } from './api/outbox';

const DISPLAY_FORMAT = 'ddd,DD MMM YYYY HH:mm';

function statusOf(email: OutboxEmail): { label: string; color: 'success' | 'error' | 'default' } {
  if (email.error) return { label: 'Failed', color: 'error' };
  if (email.transport === 'smtp' && email.sentAt) return { label: 'Sent', color: 'success' };
  return { label: 'Kept in outbox', color: 'default' };
}

/** /staff/outbox: the mail this site has sent, newest first; without SMTP it is the only copy. */
export function OutboxPage() {
  const [page, setPage] = useState(1);
  const outbox = useOutbox(page);

  return (
    <>
      <PageTitle title="Mail outbox" subtitle="Every e-mail this site has sent, newest first." />
      {outbox.isPending ? (
        <PageSkeleton rows={5} />
      ) : outbox.isError ? (
        <Paper>
          <EmptyState title={MSG.somethingWrong} message="The outbox could not be loaded." />
        </Paper>
      ) : outbox.data.records.length === 0 ? (
        <Paper>
          <EmptyState title={MSG.noResults} message="No e-mail has been sent from this site yet." />
        </Paper>
      ) : (
        <Stack spacing={2}>
          <Box>
            {outbox.data.records.map((email) => (
              <OutboxItem key={email.id} email={email} />
            ))}
          </Box>
          <Pager count={outbox.data.totalPages} page={page} onPage={setPage} />
        </Stack>
      )}
    </>
  );
}

function OutboxItem({ email }: { email: OutboxEmail }) {
  const status = statusOf(email);
  return (
    <Accordion disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, width: '100%' }}>
          <Typography sx={{ fontWeight: 600, flexGrow: 1, minWidth: 200 }}>{email.subject}</Typography>
          <Typography color="text.secondary" variant="body2">
            to {email.to} · {siteTime(email.createdAt).format(DISPLAY_FORMAT)}
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
