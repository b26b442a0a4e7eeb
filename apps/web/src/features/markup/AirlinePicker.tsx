import type { AirlineStatic } from '@app/contracts';
import { Autocomplete, Box, TextField } from '@mui/material';
import { useAirlines } from './api/airlines';

type AirlinePickerProps = {
  value: string | null;
  onChange: (code: string | null) => void;
  error?: string;
  label: string;
};

/** Airlines by name or code, each with its logo (spec: pickers use master/getAirlinesStaticData). */
export function AirlinePicker({ value, onChange, error, label }: AirlinePickerProps) {
  const airlines = useAirlines();
  const options = airlines.data ?? [];
  const selected = options.find((a) => a.airlineCode === value) ?? null;
  return (
    <Autocomplete<AirlineStatic>
      options={options}
      value={selected}
      loading={airlines.isPending}
      onChange={(_event, airline) => onChange(airline?.airlineCode ?? null)}
      getOptionLabel={(a) => `${a.airlineName} (${a.airlineCode})`}
      isOptionEqualToValue={(a, b) => a.airlineCode === b.airlineCode}
      renderOption={({ key, ...props }, a) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1 }}>
          <img src={a.logoUrl} alt="" width={24} height={24} loading="lazy" />
          {a.airlineName} ({a.airlineCode})
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} label={label} error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
