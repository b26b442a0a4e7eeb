import type { CityOption } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import CalendarViewMonthOutlinedIcon from '@mui/icons-material/CalendarViewMonthOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { type Control, Controller, type Path, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useSite } from '../../app/store';
import { FormRadioGroup } from '../../ui/form/FormRadioGroup';
import { applyServerErrors } from '../../ui/form/server-errors';
import { parseInputDate } from '../../ui/input-dates';
import { airportsQuery } from './api/airports';
import { useRunSearch } from './api/search';
import { CitySearch } from './CitySearch';
import { DateField } from './DateField';
import { lastSearchDate, todayIso } from './dates';
import { SearchProgress } from './SearchProgress';
import {
  followingOrigin,
  formFieldOf,
  MAX_LEGS,
  MIN_LEGS,
  mightBeDomestic,
  type SearchFormValues,
  searchFormSchema,
  toSearchRequest,
} from './search-form';
import * as layout from './search-form-layout';
import {
  CABIN_OPTIONS,
  DEFAULT_SEARCH_FORM,
  emptyRow,
  isCodeOnly,
  RETURN_TYPE_OPTIONS,
} from './search-form-values';
import { CALENDAR_PATH, calendarPath } from './search-url';
import { TripTypeToggles } from './TripTypeToggles';

const COUNTS = (from: number) => Array.from({ length: 10 - from }, (_, i) => from + i);

interface SearchFormProps {
  /** Values to start from (modify search); a blank search otherwise. */
  initial?: SearchFormValues;
  /**
   * Messages to show under fields from the start, by form field ('segments.0.destination'): what is
   * wrong with a search that came from a link. Each field is then checked again as it changes.
   */
  initialErrors?: Record<string, string>;
  /** After the search has run and its results page is open (the modify dialog closes). */
  onSearched?: () => void;
}

/** The flight search form (spec §9); a submitted search opens its results. */
export function SearchForm({ initial = DEFAULT_SEARCH_FORM, initialErrors, onSearched }: SearchFormProps) {
  const today = todayIso();
  const last = lastSearchDate(today);
  const schema = useMemo(() => searchFormSchema(today), [today]);
  const form = useForm<SearchFormValues>({
    resolver: zodResolver(schema),
    defaultValues: initial,
    // A form opened with errors re-checks a field as it is corrected, as after a first submit.
    mode: initialErrors ? 'onChange' : 'onSubmit',
  });
  const { control, setValue, getValues, setError } = form;
  useEffect(() => {
    for (const [field, message] of Object.entries(initialErrors ?? {}))
      setError(field as Path<SearchFormValues>, { type: 'initial', message });
  }, [initialErrors, setError]);
  const rows = useFieldArray({ control, name: 'segments' });
  const tripType = useWatch({ control, name: 'tripType' });
  const first = useWatch({ control, name: 'segments.0' });
  const search = useRunSearch();
  const { homeCountry } = useSite();
  useNamedCities(control, setValue, getValues);

  const changeTripType = (next: SearchFormValues['tripType']) => {
    setValue('tripType', next);
    const current = getValues('segments');
    if (next === '3' && current.length < MIN_LEGS) rows.append(emptyRow(current.at(-1)?.destination ?? null));
    if (next !== '3' && current.length > 1) rows.replace(current.slice(0, 1));
  };

  /** Multi Stop: the next flight's From follows this flight's To while the user has not chosen another. */
  const followTo = (index: number, before: CityOption | null, after: CityOption | null) => {
    const next = getValues('segments')[index + 1];
    const origin = next && followingOrigin(next.origin, before, after);
    if (origin !== undefined) setValue(`segments.${index + 1}.origin`, origin);
  };

  const swap = (index: number) => {
    const row = getValues(`segments.${index}`);
    setValue(`segments.${index}.origin`, row.destination);
    setValue(`segments.${index}.destination`, row.origin);
    followTo(index, row.destination, row.origin);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await search.run(toSearchRequest(values, homeCountry));
      onSearched?.();
    } catch (error) {
      applyServerErrors(error, form.setError, (key) => formFieldOf(key, values.tripType));
    }
  });

  const departure = parseInputDate(first?.date ?? '');
  const calendarLink =
    first?.origin && first.destination
      ? calendarPath(first.origin.airportCode, first.destination.airportCode, departure ?? today)
      : CALENDAR_PATH;
  const isMulti = tripType === '3';

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Flight search">
      {search.pending && <SearchProgress request={search.request} />}
      <Stack spacing={2}>
        <Controller
          control={control}
          name="tripType"
          render={({ field }) => <TripTypeToggles value={field.value} onChange={changeTripType} />}
        />
        {tripType === '2' &&
          (mightBeDomestic(first?.origin, first?.destination, homeCountry) ? (
            <FormRadioGroup
              control={control}
              name="returnType"
              label="Return fare"
              options={RETURN_TYPE_OPTIONS}
              row
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              Normal return fares (LCC and GDS special fares are for domestic returns).
            </Typography>
          ))}

        {rows.fields.map((row, index) => (
          <Box
            key={row.id}
            sx={layout.routeRowSx(tripType)}
            role="group"
            aria-label={isMulti ? `Flight ${index + 1}` : 'Route and dates'}
          >
            <CityField control={control} name={`segments.${index}.origin`} label="From" />
            <IconButton
              aria-label={`Swap from and to${isMulti ? ` of flight ${index + 1}` : ''}`}
              onClick={() => swap(index)}
              sx={layout.swapButtonSx}
            >
              <SwapHorizIcon sx={layout.swapIconSx} />
            </IconButton>
            <CityField
              control={control}
              name={`segments.${index}.destination`}
              label="To"
              onPicked={(before, after) => followTo(index, before, after)}
            />
            <DateField
              control={control}
              name={`segments.${index}.date`}
              label="Departure"
              min={today}
              max={last}
            />
            {tripType === '2' && (
              <DateField
                control={control}
                name="returnDate"
                label="Return"
                min={departure ?? today}
                max={last}
              />
            )}
            {isMulti && (
              <Button
                startIcon={<DeleteOutlineIcon />}
                color="inherit"
                disabled={rows.fields.length <= MIN_LEGS}
                onClick={() => rows.remove(index)}
                aria-label={`Remove flight ${index + 1}`}
                sx={{ mt: { md: 1 }, justifySelf: 'start' }}
              >
                Remove
              </Button>
            )}
          </Box>
        ))}
        {isMulti && (
          <Box>
            <Button
              startIcon={<AddIcon />}
              disabled={rows.fields.length >= MAX_LEGS}
              onClick={() => rows.append(emptyRow(getValues('segments').at(-1)?.destination ?? null))}
            >
              Add flight
            </Button>
          </Box>
        )}

        <Box sx={layout.countsRowSx}>
          {layout.COUNT_FIELDS.map((count) => (
            <CountField key={count.name} control={control} {...count} />
          ))}
          <Controller
            control={control}
            name="cabin"
            render={({ field, fieldState }) => (
              <TextField
                select
                label={layout.CABIN_LABEL}
                {...field}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              >
                {CABIN_OPTIONS.map((o) => (
                  <MenuItem key={o.value} value={o.value}>
                    {o.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Box>

        <Box sx={layout.actionsRowSx}>
          <Button type="submit" variant="contained" size="large" loading={search.pending}>
            Search flights
          </Button>
          <Button component={RouterLink} to={calendarLink} startIcon={<CalendarViewMonthOutlinedIcon />}>
            Fare calendar
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

type CityPath = `segments.${number}.origin` | `segments.${number}.destination`;

function CityField({
  control,
  name,
  label,
  onPicked,
}: {
  control: Control<SearchFormValues>;
  name: CityPath;
  label: string;
  /** After the user picks or clears a city: what the field held before and now. */
  onPicked?: (before: CityOption | null, after: CityOption | null) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CitySearch
          label={label}
          name={field.name}
          value={field.value}
          onChange={(city) => {
            const before = field.value;
            field.onChange(city);
            onPicked?.(before, city);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}

function CountField({
  control,
  name,
  label,
  from,
}: {
  control: Control<SearchFormValues>;
  name: 'adults' | 'children' | 'infants';
  label: string;
  from: number;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onChange={(event) => field.onChange(Number(event.target.value))}
          onBlur={field.onBlur}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        >
          {COUNTS(from).map((n) => (
            <MenuItem key={n} value={n}>
              {n}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/**
 * Cities prefilled by code (modify search, a URL) get their names from the airport lookup, so the
 * boxes read 'Mumbai (BOM)' and domestic routes are recognised.
 */
function useNamedCities(
  control: Control<SearchFormValues>,
  setValue: ReturnType<typeof useForm<SearchFormValues>>['setValue'],
  getValues: ReturnType<typeof useForm<SearchFormValues>>['getValues'],
) {
  const queryClient = useQueryClient();
  const segments = useWatch({ control, name: 'segments' });
  const codes = segments
    .flatMap((s) => [s.origin, s.destination])
    .filter(isCodeOnly)
    .map((c) => c?.airportCode ?? '')
    .join(',');
  useEffect(() => {
    if (!codes) return;
    let live = true;
    for (const code of new Set(codes.split(','))) {
      queryClient
        .fetchQuery(airportsQuery(code))
        .then((options) => {
          const named = options.find((o) => o.airportCode === code);
          if (!live || !named) return;
          getValues('segments').forEach((s, i) => {
            for (const end of ['origin', 'destination'] as const) {
              const city = s[end];
              if (city && isCodeOnly(city) && city.airportCode === code)
                setValue(`segments.${i}.${end}`, named);
            }
          });
        })
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
  }, [codes, queryClient, getValues, setValue]);
}
