import type { FdStaffDepartureView } from '@app/contracts';
import AddIcon from '@mui/icons-material/Add';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useId, useState } from 'react';
import { DateInput } from '../../ui/DateInput';
import { notify } from '../../ui/notify';
import { formatDisplayDate } from '../flights/format';
import { useFdCopy } from './api/manage';
import { sectorLabel } from './fd-format';

/** Copies a departure to more dates: each copy keeps the times of day and moves every flight alike. */
export function CopyDepartureDialog({
  departure,
  onClose,
}: {
  departure: FdStaffDepartureView;
  onClose: () => void;
}) {
  const titleId = useId();
  const copy = useFdCopy();
  const [date, setDate] = useState('');
  const [dates, setDates] = useState<string[]>([]);
  const add = () => {
    if (date && date !== departure.departureDate && !dates.includes(date)) setDates([...dates, date].sort());
    setDate('');
  };
  const submit = () =>
    copy.mutate(
      { id: departure.id, dates },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          onClose();
        },
      },
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Copy to more dates</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {sectorLabel(departure)} of {formatDisplayDate(departure.departureDate)}, with the same flights,
          times, seats and fares.
        </DialogContentText>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <DateInput label="New date" value={date} onChange={setDate} fullWidth />
          <Button startIcon={<AddIcon />} onClick={add} disabled={!date} sx={{ mt: 1 }}>
            Add
          </Button>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }} aria-live="polite">
          {dates.map((d) => (
            <Chip
              key={d}
              label={formatDisplayDate(d)}
              onDelete={() => setDates(dates.filter((x) => x !== d))}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={dates.length === 0} loading={copy.isPending}>
          {dates.length <= 1 ? 'Copy' : `Copy to ${dates.length} dates`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
