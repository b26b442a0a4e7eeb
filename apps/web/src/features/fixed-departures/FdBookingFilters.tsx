import { FD_BOOKING_STATUSES, type FdBookingsRequest } from '@app/contracts';
import { Box, Button, Checkbox, FormControlLabel, Paper, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { DateInput } from '../../ui/DateInput';
import { rangeError } from '../bookings/ticket-filters';
import { fdStatusLabel } from './fd-format';

/** The queue's filter bar as typed: '' for any. */
export interface FdBookingFilterForm {
  sector: string;
  from: string;
  to: string;
  pnr: string;
  passenger: string;
  status: string;
  /** only bookings made after their departure's name list closed */
  lateOnly: boolean;
}

export const EMPTY_FD_FILTERS: FdBookingFilterForm = {
  sector: '',
  from: '',
  to: '',
  pnr: '',
  passenger: '',
  status: '',
  lateOnly: false,
};

/** The filters as the call takes them: trimmed, blanks left out, so stray spaces change no cache key. */
export function fdFiltersOf(form: FdBookingFilterForm): NonNullable<FdBookingsRequest['filters']> {
  const filters: NonNullable<FdBookingsRequest['filters']> = {};
  for (const key of ['sector', 'from', 'to', 'pnr', 'passenger'] as const) {
    const value = form[key].trim();
    if (value) filters[key] = key === 'sector' || key === 'pnr' ? value.toUpperCase() : value;
  }
  const status = FD_BOOKING_STATUSES.find((s) => s === form.status);
  if (status) filters.status = status;
  if (form.lateOnly) filters.nameList = 'late';
  return filters;
}

/** Sector, departure dates, PNR, passenger, status and late name-list additions; applied together. */
export function FdBookingFilters({ onApply }: { onApply: (filters: FdBookingFilterForm) => void }) {
  const [draft, setDraft] = useState(EMPTY_FD_FILTERS);
  const datesError = rangeError(draft.from, draft.to);
  const set = (key: Exclude<keyof FdBookingFilterForm, 'lateOnly'>) => (value: string) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!datesError) onApply(draft);
  };
  const clear = () => {
    setDraft(EMPTY_FD_FILTERS);
    onApply(EMPTY_FD_FILTERS);
  };
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Box
        component="form"
        aria-label="Booking filters"
        onSubmit={submit}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        <TextField
          label="Sector"
          placeholder="DEL-DXB"
          value={draft.sector}
          onChange={(e) => set('sector')(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 7, style: { textTransform: 'uppercase' } } }}
        />
        <DateInput label="Departing from" value={draft.from} onChange={set('from')} />
        <DateInput
          label="Departing to"
          value={draft.to}
          onChange={set('to')}
          error={Boolean(datesError)}
          helperText={datesError}
        />
        <TextField
          label="PNR"
          value={draft.pnr}
          onChange={(e) => set('pnr')(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 8, style: { textTransform: 'uppercase' } } }}
        />
        <TextField
          label="Passenger name"
          value={draft.passenger}
          onChange={(e) => set('passenger')(e.target.value)}
        />
        <TextField
          select
          label="Status"
          value={draft.status}
          onChange={(e) => set('status')(e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Any status</option>
          {FD_BOOKING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {fdStatusLabel(status)}
            </option>
          ))}
        </TextField>
        <FormControlLabel
          label="Late name-list additions only"
          control={
            <Checkbox
              checked={draft.lateOnly}
              onChange={(e) => setDraft((d) => ({ ...d, lateOnly: e.target.checked }))}
            />
          }
        />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Button type="submit" variant="contained">
            Apply
          </Button>
          <Button onClick={clear}>Clear</Button>
        </Box>
      </Box>
    </Paper>
  );
}
