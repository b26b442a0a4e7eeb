import { type CityOption, FD_MSG } from '@app/contracts';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Paper, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { siteToday } from '../../app/site-locale';
import { CitySearch } from '../flights/CitySearch';
import { AirlinePicker } from '../markup/AirlinePicker';
import type { FdParty } from './api/departures';
import { type FdFilters, monthLabel, monthOptions } from './fd-search-url';

interface FdSearchFiltersProps {
  filters: FdFilters;
  party: FdParty;
  onSearch: (filters: FdFilters, party: FdParty) => void;
}

/** A city known only by its code (from the address) until the user picks another. */
const cityOf = (code: string): CityOption | null =>
  code ? { cityCode: code, label: code, subTitle: '', airportCode: code, countryCode: '' } : null;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function CountSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: number;
  options: number[];
  onChange: (n: number) => void;
}) {
  return (
    <TextField
      select
      label={label}
      value={String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((n) => (
        <option key={n} value={n}>
          {n}
        </option>
      ))}
    </TextField>
  );
}

/** The list's search: sector, month, airline and who travels; applied on Search. */
export function FdSearchFilters({ filters, party, onSearch }: FdSearchFiltersProps) {
  const [origin, setOrigin] = useState(() => cityOf(filters.origin));
  const [destination, setDestination] = useState(() => cityOf(filters.destination));
  const [month, setMonth] = useState(filters.month);
  const [airline, setAirline] = useState(filters.airline);
  const [counts, setCounts] = useState(party);
  const months = monthOptions(siteToday());
  const infantsError = counts.infantCount > counts.adultCount ? FD_MSG.infantsOverAdults : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (infantsError) return;
    onSearch(
      {
        origin: origin?.airportCode ?? '',
        destination: destination?.airportCode ?? '',
        month,
        airline,
      },
      counts,
    );
  };
  const setCount = (key: keyof FdParty) => (n: number) => setCounts((c) => ({ ...c, [key]: n }));

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 }, mb: 3 }}>
      <Box
        component="form"
        aria-label="Search fixed departures"
        onSubmit={submit}
        noValidate
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        <CitySearch label="From" name="origin" value={origin} onChange={setOrigin} />
        <CitySearch label="To" name="destination" value={destination} onChange={setDestination} />
        <TextField
          select
          label="Month"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Any month</option>
          {months.map((m) => (
            <option key={m} value={m}>
              {monthLabel(m)}
            </option>
          ))}
        </TextField>
        <AirlinePicker label="Airline" value={airline || null} onChange={(code) => setAirline(code ?? '')} />
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(3, 1fr)',
            gridColumn: { md: 'span 2' },
          }}
        >
          <CountSelect
            label="Adults"
            value={counts.adultCount}
            options={range(1, 9)}
            onChange={setCount('adultCount')}
          />
          <CountSelect
            label="Children"
            value={counts.childCount}
            options={range(0, 8)}
            onChange={setCount('childCount')}
          />
          <CountSelect
            label="Infants"
            value={counts.infantCount}
            options={range(0, 9)}
            onChange={setCount('infantCount')}
          />
          {infantsError && (
            <Box role="alert" sx={{ gridColumn: '1 / -1', color: 'error.main', typography: 'caption' }}>
              {infantsError}
            </Box>
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gridColumn: { md: 'span 2' } }}>
          <Button type="submit" variant="contained" size="large" startIcon={<SearchIcon />}>
            Search
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
