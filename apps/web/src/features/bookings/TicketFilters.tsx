import FilterListIcon from '@mui/icons-material/FilterList';
import {
  Badge,
  Box,
  Button,
  Collapse,
  Paper,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { DateInput } from '../../ui/DateInput';
import {
  countActiveFilters,
  EMPTY_TICKET_FILTERS,
  rangeError,
  type TicketFilterForm,
} from './ticket-filters';

interface TicketFiltersProps {
  value: TicketFilterForm;
  onApply: (filters: TicketFilterForm) => void;
}

const REGIONS = [
  ['all', 'All'],
  ['domestic', 'Domestic'],
  ['international', 'International'],
] as const;

/** The ticket queue's filter bar; below 600 px it folds behind a Filters button (spec §9). */
export function TicketFilters({ value, onApply }: TicketFiltersProps) {
  const [draft, setDraft] = useState(value);
  const mobile = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const bookingError = rangeError(draft.bookingFrom, draft.bookingTo);
  const travelError = rangeError(draft.travelFrom, draft.travelTo);
  const set = (key: keyof TicketFilterForm) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (bookingError || travelError) return;
    onApply(draft);
    if (mobile) setOpen(false);
  };
  const clear = () => {
    setDraft(EMPTY_TICKET_FILTERS);
    onApply(EMPTY_TICKET_FILTERS);
  };
  const date = (key: keyof TicketFilterForm, label: string, error?: string) => (
    <DateInput
      label={label}
      value={String(draft[key])}
      onChange={(iso) => set(key)({ target: { value: iso } })}
      error={Boolean(error)}
      helperText={error}
    />
  );

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      {mobile && (
        <Button
          startIcon={
            <Badge badgeContent={countActiveFilters(value)} color="primary">
              <FilterListIcon />
            </Badge>
          }
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls="ticket-filters"
        >
          Filters
        </Button>
      )}
      <Collapse in={!mobile || open}>
        <Box
          component="form"
          id="ticket-filters"
          aria-label="Ticket filters"
          onSubmit={submit}
          sx={{
            display: 'grid',
            gap: 2,
            pt: mobile ? 2 : 0,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          <ToggleButtonGroup
            exclusive
            size="small"
            value={draft.region}
            onChange={(_e, region: TicketFilterForm['region'] | null) =>
              region && setDraft((d) => ({ ...d, region }))
            }
            aria-label="Domestic or international"
            sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' }, flexWrap: 'wrap' }}
          >
            {REGIONS.map(([region, label]) => (
              <ToggleButton key={region} value={region}>
                {label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <TextField label="PNR / Ticket No" value={draft.pnrOrTicket} onChange={set('pnrOrTicket')} />
          <TextField
            label="Airline code"
            value={draft.airlineCode}
            onChange={set('airlineCode')}
            slotProps={{ htmlInput: { maxLength: 2, style: { textTransform: 'uppercase' } } }}
          />
          <TextField label="Passenger name" value={draft.passengerName} onChange={set('passengerName')} />
          {date('bookingFrom', 'Booked from')}
          {date('bookingTo', 'Booked to', bookingError)}
          {date('travelFrom', 'Travel from')}
          {date('travelTo', 'Travel to', travelError)}
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', gridColumn: { md: 'span 2' } }}>
            <Button type="submit" variant="contained">
              Apply
            </Button>
            <Button onClick={clear}>Clear</Button>
          </Box>
        </Box>
      </Collapse>
    </Paper>
  );
}
