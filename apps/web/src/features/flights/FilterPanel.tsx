import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Radio,
  RadioGroup,
  Slider,
  Typography,
} from '@mui/material';
import { memo, useId, useState } from 'react';
import {
  type AirlineChoice,
  FARE_TYPES,
  type FilterBounds,
  type FlightFilters,
  hasFilters,
  STOPS_OPTIONS,
  TIME_BANDS,
  type TimeBand,
} from './filters';
import { formatRupees } from './format';

/** Changes some filters, keeping the others: stable, so unchanged sections of the panel skip rendering. */
export type PatchFilters = (patch: Partial<FlightFilters>) => void;

interface FilterPanelProps {
  bounds: FilterBounds;
  filters: FlightFilters;
  onPatch: PatchFilters;
  onClear: () => void;
  /** 'Departure time', or for a return pair a note that each list uses its own leg */
  timeLabel?: string;
}

const toggle = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);

/**
 * The result filters of spec §9. Every control has a label of its own so it can be found by name; each
 * section is memoised, so a change re-renders only the section it came from.
 */
export function FilterPanel({
  bounds,
  filters,
  onPatch,
  onClear,
  timeLabel = 'Departure time',
}: FilterPanelProps) {
  return (
    <Box component="section" aria-label="Filters" sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Filters
        </Typography>
        <Button size="small" disabled={!hasFilters(filters)} onClick={onClear}>
          Clear filters
        </Button>
      </Box>
      <TimeSection label={timeLabel} value={filters.timeBand} onPatch={onPatch} />
      {bounds.maxRupees > bounds.minRupees && (
        <PriceSection
          key={`${bounds.minRupees}-${bounds.maxRupees}-${filters.priceRange === null}`}
          min={bounds.minRupees}
          max={bounds.maxRupees}
          value={filters.priceRange}
          onPatch={onPatch}
        />
      )}
      <CheckSection
        label="Stops"
        options={STOPS_OPTIONS}
        value={filters.stops}
        onToggle={(stops) => onPatch({ stops })}
      />
      <CheckSection
        label="Fare type"
        options={FARE_TYPES}
        value={filters.fareTypes}
        onToggle={(fareTypes) => onPatch({ fareTypes })}
      />
      {bounds.airlines.length > 0 && (
        <AirlineSection airlines={bounds.airlines} value={filters.airlines} onPatch={onPatch} />
      )}
    </Box>
  );
}

const TimeSection = memo(function TimeSection({
  label,
  value,
  onPatch,
}: {
  label: string;
  value: TimeBand;
  onPatch: PatchFilters;
}) {
  const id = useId();
  return (
    <FormControl>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup
        aria-labelledby={id}
        value={value}
        onChange={(_event, band) => onPatch({ timeBand: band as TimeBand })}
      >
        {TIME_BANDS.map((band) => (
          <FormControlLabel
            key={band.value}
            value={band.value}
            control={<Radio size="small" />}
            label={band.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
});

/** A row of checkboxes over a list filter; none ticked means no filtering. */
function CheckSectionInner<T extends string | number>({
  label,
  options,
  value,
  onToggle,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: readonly T[];
  onToggle: (next: T[]) => void;
}) {
  const id = useId();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={id}>
        {label}
      </FormLabel>
      <FormGroup row aria-labelledby={id}>
        {options.map((o) => (
          <FormControlLabel
            key={o.value}
            label={o.label}
            control={
              <Checkbox
                size="small"
                checked={value.includes(o.value)}
                onChange={(_event, on) => onToggle(toggle(value, o.value, on))}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
// onToggle is a new arrow each render; the section only depends on its value (the patch target is fixed).
const CheckSection = memo(CheckSectionInner, (a, b) => a.value === b.value && a.options === b.options) as <
  T extends string | number,
>(
  props: Parameters<typeof CheckSectionInner<T>>[0],
) => ReturnType<typeof CheckSectionInner>;

const AirlineSection = memo(function AirlineSection({
  airlines,
  value,
  onPatch,
}: {
  airlines: AirlineChoice[];
  value: readonly string[];
  onPatch: PatchFilters;
}) {
  const id = useId();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={id}>
        Airlines
      </FormLabel>
      <FormGroup aria-labelledby={id}>
        {airlines.map((a) => (
          <FormControlLabel
            key={a.code}
            sx={{ mr: 0, '& .MuiFormControlLabel-label': { flexGrow: 1 } }}
            label={
              <Box component="span" sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
                <span>{a.name}</span>
                <Typography component="span" variant="body2" color="text.secondary">
                  {formatRupees(a.minPrice)}
                </Typography>
              </Box>
            }
            control={
              <Checkbox
                size="small"
                checked={value.includes(a.code)}
                onChange={(_event, on) => onPatch({ airlines: toggle(value, a.code, on) })}
                slotProps={{ input: { 'aria-label': a.name } }}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
});

/** The price slider moves freely and filters when let go, so dragging does not re-filter every step. */
const PriceSection = memo(function PriceSection({
  min,
  max,
  value,
  onPatch,
}: {
  min: number;
  max: number;
  value: readonly [number, number] | null;
  onPatch: PatchFilters;
}) {
  const id = useId();
  const [range, setRange] = useState<number[]>(value ? [...value] : [min, max]);
  const [low = min, high = max] = range;
  return (
    <FormControl>
      <FormLabel id={id}>Price</FormLabel>
      <Typography variant="body2" color="text.secondary">
        {formatRupees(low * 100)} – {formatRupees(high * 100)}
      </Typography>
      <Box sx={{ px: 1.5 }}>
        <Slider
          value={range}
          min={min}
          max={max}
          onChange={(_event, next) => setRange(Array.isArray(next) ? next : [next, next])}
          onChangeCommitted={(_event, next) => {
            const [a = min, b = max] = Array.isArray(next) ? next : [next, next];
            onPatch({ priceRange: a <= min && b >= max ? null : [a, b] });
          }}
          getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
          getAriaValueText={(rupees) => formatRupees(rupees * 100)}
          valueLabelFormat={(rupees) => formatRupees(rupees * 100)}
          valueLabelDisplay="auto"
          disableSwap
        />
      </Box>
    </FormControl>
  );
});
