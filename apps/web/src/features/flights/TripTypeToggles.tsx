import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { SearchFormValues } from './search-form';
import { TRIP_TYPE_OPTIONS } from './search-form-values';

type TripType = SearchFormValues['tripType'];

/** One Way, Return, Multi Stop: the search form's first row (its stand-in's too, without onChange). */
export function TripTypeToggles({
  value,
  onChange,
}: {
  value: TripType;
  onChange?: (next: TripType) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      aria-label="Trip type"
      value={value}
      onChange={(_event, next: TripType | null) => next && onChange?.(next)}
      sx={{ flexWrap: 'wrap' }}
    >
      {TRIP_TYPE_OPTIONS.map((o) => (
        <ToggleButton key={o.value} value={o.value} sx={{ textTransform: 'none', px: 2 }}>
          {o.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
