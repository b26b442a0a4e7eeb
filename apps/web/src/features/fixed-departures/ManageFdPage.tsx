import { FD_STATUSES, type FdStaffDepartureView, MSG } from '@app/contracts';
import AddIcon from '@mui/icons-material/Add';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { Alert, Box, Button, Chip, LinearProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DownloadButton } from '../../ui/DownloadButton';
import { EmptyState } from '../../ui/EmptyState';
import { notify } from '../../ui/notify';
import { PageTitle } from '../../ui/PageTitle';
import { formatDisplayDate, formatRupees } from '../flights/format';
import { downloadFdNameList, useFdClose, useFdManageList } from './api/manage';
import { CopyDepartureDialog } from './CopyDepartureDialog';
import { DepartureFormDialog } from './DepartureFormDialog';
import { FdCardsSkeleton } from './FdCardsSkeleton';
import { fdStatusLabel, legLine, sectorLabel } from './fd-format';
import { ImportDeparturesDialog } from './ImportDeparturesDialog';

type Open =
  | { kind: 'edit'; departure: FdStaffDepartureView | null }
  | { kind: 'copy' | 'close'; departure: FdStaffDepartureView }
  | { kind: 'import' }
  | null;

const fillRate = (d: FdStaffDepartureView) =>
  d.seatsTotal > 0 ? Math.round((d.seatsSold / d.seatsTotal) * 100) : 0;

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

function DepartureRow({
  departure: d,
  onOpen,
}: {
  departure: FdStaffDepartureView;
  onOpen: (open: Open) => void;
}) {
  const rate = fillRate(d);
  return (
    <Paper
      component="article"
      aria-label={`${sectorLabel(d)} ${d.departureDate}`}
      sx={{ p: 2 }}
      data-testid="fd-manage-row"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {formatDisplayDate(d.departureDate)} · {sectorLabel(d)} · {d.airlineName}
        </Typography>
        <Chip
          size="small"
          color={d.status === 'open' ? 'success' : 'default'}
          label={fdStatusLabel(d.status)}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        PNR <span style={{ fontFamily: 'monospace' }}>{d.blockPnr}</span> ·{' '}
        {[...d.outbound, ...d.inbound].map(legLine).join(' · ')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          mt: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', md: 'repeat(7, auto)' },
        }}
      >
        <Fact label="Seats" value={d.seatsTotal} />
        <Fact label="Sold" value={d.seatsSold} />
        <Fact label="Held (unpaid)" value={d.seatsHeld} />
        <Fact label="Left" value={d.seatsLeft} />
        <Fact label="Net adult fare" value={formatRupees(d.netFares.adult)} />
        <Fact label="Name list due" value={formatDisplayDate(d.nameListDeadline)} />
        <Fact label="Unsold seats released" value={formatDisplayDate(d.releaseDate)} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5 }}>
        <LinearProgress
          variant="determinate"
          value={rate}
          aria-label={`Fill rate of ${sectorLabel(d)} on ${d.departureDate}`}
          sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
        />
        <Typography variant="body2" sx={{ minWidth: 90 }}>
          {rate}% sold
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => onOpen({ kind: 'edit', departure: d })}>
          Edit
        </Button>
        <Button size="small" onClick={() => onOpen({ kind: 'copy', departure: d })}>
          Copy to more dates
        </Button>
        <DownloadButton size="small" download={() => downloadFdNameList(d)} label="Name list" />
        {d.status === 'open' && (
          <Button size="small" color="error" onClick={() => onOpen({ kind: 'close', departure: d })}>
            Close
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function CloseDialog({ departure: d, onClose }: { departure: FdStaffDepartureView; onClose: () => void }) {
  const close = useFdClose();
  return (
    <ConfirmDialog
      title="Close this departure?"
      message={`${sectorLabel(d)} on ${formatDisplayDate(d.departureDate)} will no longer be offered. The ${d.seatsSold} seats sold stay booked.`}
      confirmLabel="Close departure"
      busy={close.isPending}
      onConfirm={() =>
        close.mutate(d.id, {
          onSuccess: (answer) => {
            notify.success(answer.message);
            onClose();
          },
        })
      }
      onClose={onClose}
    />
  );
}

/** /staff/fixed-departures: the seat blocks, what is sold of them, and their dates (issue 15). */
export function ManageFdPage() {
  const list = useFdManageList();
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const shown = (list.data ?? []).filter((d) => !status || d.status === status);

  let body: React.ReactNode;
  if (list.isPending) body = <FdCardsSkeleton label="Loading departures" />;
  else if (list.isError) body = <Alert severity="error">{MSG.somethingWrong}</Alert>;
  else if (shown.length === 0)
    body = (
      <Paper>
        <EmptyState
          title="No fixed departures here yet"
          message="Add one, or import many from the template."
          action={
            <Button variant="contained" onClick={() => setOpen({ kind: 'edit', departure: null })}>
              New departure
            </Button>
          }
        />
      </Paper>
    );
  else
    body = (
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary" role="status">
          {shown.length === 1 ? '1 departure' : `${shown.length} departures`}
        </Typography>
        {shown.map((d) => (
          <DepartureRow key={d.id} departure={d} onOpen={setOpen} />
        ))}
      </Stack>
    );

  return (
    <>
      <PageTitle
        title="Fixed departures"
        subtitle="Seat blocks bought ahead: sold, held and left, and when names and unsold seats go back."
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label="Status"
              value={status}
              onChange={(e) => setStatus(e.target.value)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 140 }}
            >
              <option value="">All</option>
              {FD_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {fdStatusLabel(s)}
                </option>
              ))}
            </TextField>
            <Button
              variant="outlined"
              startIcon={<UploadFileOutlinedIcon />}
              onClick={() => setOpen({ kind: 'import' })}
            >
              Import
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setOpen({ kind: 'edit', departure: null })}
            >
              New departure
            </Button>
          </Box>
        }
      />
      {body}
      {open?.kind === 'edit' && (
        <DepartureFormDialog departure={open.departure} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'copy' && (
        <CopyDepartureDialog departure={open.departure} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'close' && <CloseDialog departure={open.departure} onClose={() => setOpen(null)} />}
      {open?.kind === 'import' && <ImportDeparturesDialog onClose={() => setOpen(null)} />}
    </>
  );
}
