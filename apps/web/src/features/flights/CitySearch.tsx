import type { CityOption } from '@app/contracts';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { type Ref, useState } from 'react';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useAirports } from './api/airports';

/** The spec's pause before a lookup while the user is still typing. */
export const CITY_SEARCH_DELAY_MS = 500;

interface CitySearchProps {
  label: string;
  value: CityOption | null;
  onChange: (city: CityOption | null) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: string;
}

const NO_OPTIONS: CityOption[] = [];

/**
 * A city box over api/getAirports: looks up what is typed after a 500 ms pause; options show the label
 * and, under it, the airport. The first option is highlighted so Tab (leaving the box) picks it.
 */
export function CitySearch({
  label,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  error,
  helperText,
}: CitySearchProps) {
  const [typed, setTyped] = useState('');
  const term = useDebouncedValue(typed, CITY_SEARCH_DELAY_MS);
  const airports = useAirports(term);
  // Until the lookup of the latest text answers, older options would let Tab pick a stale city.
  const settled = term === typed && !airports.isPlaceholderData;
  const options = settled && typed.trim() ? (airports.data ?? NO_OPTIONS) : NO_OPTIONS;

  return (
    <Autocomplete
      value={value}
      onChange={(_event, city) => {
        onChange(city);
        setTyped('');
      }}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setTyped(text);
        if (reason === 'clear') setTyped('');
      }}
      onBlur={onBlur}
      options={value && !options.includes(value) ? [value, ...options] : options}
      filterOptions={(list) => list.filter((city) => city !== value || typed === '')}
      getOptionLabel={(city) => city.label}
      isOptionEqualToValue={(a, b) => a.airportCode === b.airportCode}
      getOptionKey={(city) => `${city.airportCode}-${city.cityCode}`}
      loading={typed.trim() !== '' && (!settled || airports.isFetching)}
      noOptionsText={typed.trim() ? 'No matching city' : 'Type a city or airport'}
      autoHighlight
      autoSelect
      handleHomeEndKeys
      renderOption={({ key, ...props }, city) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{city.label}</Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {city.subTitle}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={name}
          inputRef={inputRef}
          error={error}
          helperText={helperText ?? (value?.subTitle || undefined)}
        />
      )}
    />
  );
}
