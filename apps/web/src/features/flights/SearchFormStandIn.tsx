import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import CalendarViewMonthOutlinedIcon from '@mui/icons-material/CalendarViewMonthOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import {
  Box,
  Button,
  FormControl,
  IconButton,
  InputAdornment,
  InputLabel,
  OutlinedInput,
  type OutlinedInputProps,
  Stack,
} from '@mui/material';
import { type FocusEventHandler, type ReactNode, type Ref, useId, useImperativeHandle, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { INPUT_DATE_HINT, typingDate } from '../../ui/input-dates';
import * as layout from './search-form-layout';
import { CABIN_OPTIONS, DEFAULT_SEARCH_FORM } from './search-form-values';
import { CALENDAR_PATH } from './search-url';
import { TripTypeToggles } from './TripTypeToggles';

/**
 * The blank flight search form as SearchForm draws it, from the few components the rest of the
 * first screen already has: no react-hook-form, no zod, no Autocomplete, Select, Menu or Popover.
 * Its text boxes take typing; presses on its buttons and selects do nothing here. The search page
 * swaps it for SearchForm once that has loaded (search-form-handover.ts carries over what was typed,
 * where the focus is and the last press). It has SearchForm's tab stops, roles and names, in order.
 */
export function SearchFormStandIn({
  ref,
  onIntent,
}: {
  ref?: Ref<HTMLFormElement>;
  /**
   * The pointer came over the form, something in it took the focus, a finger touched it, or it was
   * pressed without any of those (a screen reader's click).
   */
  onIntent: () => void;
}) {
  const blank = DEFAULT_SEARCH_FORM;
  return (
    <Box
      component="form"
      ref={ref}
      noValidate
      aria-label="Flight search"
      onSubmit={(event) => event.preventDefault()}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
      onClick={onIntent}
      onKeyDown={onIntent}
    >
      <Stack spacing={2}>
        <TripTypeToggles value={blank.tripType} />
        <Box sx={layout.routeRowSx(blank.tripType)} role="group" aria-label="Route and dates">
          <CityBox label="From" name="segments.0.origin" />
          <IconButton aria-label="Swap from and to" sx={layout.swapButtonSx}>
            <SwapHorizIcon sx={layout.swapIconSx} />
          </IconButton>
          <CityBox label="To" name="segments.0.destination" />
          <Field
            label="Departure"
            name="segments.0.date"
            placeholder={INPUT_DATE_HINT}
            inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
            // As DateField types it: the slashes go in as the digits come (uncontrolled here).
            onChange={(event) => {
              const typed = typingDate(event.target.value);
              if (typed !== event.target.value) event.target.value = typed;
            }}
            endAdornment={
              <InputAdornment position="end">
                <IconButton aria-label="Choose departure" edge="end">
                  <CalendarMonthOutlinedIcon />
                </IconButton>
              </InputAdornment>
            }
          />
        </Box>
        <Box sx={layout.countsRowSx}>
          {layout.COUNT_FIELDS.map((count) => (
            <SelectBox
              key={count.name}
              label={count.label}
              name={count.name}
              value={String(blank[count.name])}
            />
          ))}
          <SelectBox
            label={layout.CABIN_LABEL}
            name="cabin"
            value={blank.cabin}
            shown={CABIN_OPTIONS.find((o) => o.value === blank.cabin)?.label}
          />
        </Box>
        <Box sx={layout.actionsRowSx}>
          <Button type="submit" variant="contained" size="large">
            Search flights
          </Button>
          <Button component={RouterLink} to={CALENDAR_PATH} startIcon={<CalendarViewMonthOutlinedIcon />}>
            Fare calendar
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** An outlined text field (TextField's markup) from its parts. */
function Field({
  label,
  name,
  shrink,
  ...input
}: { label: string; name: string; shrink?: boolean } & OutlinedInputProps) {
  const id = useId();
  return (
    <FormControl fullWidth>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrink}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} name={name} label={label} {...input} />
    </FormControl>
  );
}

/** Autocomplete's city box, closed and empty: a combobox with the Open arrow. */
function CityBox({ label, name }: { label: string; name: string }) {
  return (
    <Field
      label={label}
      name={name}
      inputProps={{
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': false,
        autoComplete: 'off',
        autoCapitalize: 'none',
        spellCheck: false,
      }}
      // Autocomplete's own padding around its input and its arrow.
      sx={{ p: '9px', pr: '39px', '& input': { p: '7.5px 4px 7.5px 5px' } }}
      endAdornment={
        <Box sx={{ position: 'absolute', right: 9, top: '50%', transform: 'translate(0, -50%)' }}>
          <IconButton aria-label="Open" title="Open" tabIndex={-1} sx={{ p: '2px', mr: '-2px' }}>
            <ArrowDropDownIcon />
          </IconButton>
        </Box>
      }
    />
  );
}

/** Select's closed state: the value in a combobox that names its label, the arrow beside it. */
function SelectBox({
  label,
  name,
  value,
  shown,
}: {
  label: string;
  name: string;
  value: string;
  shown?: ReactNode;
}) {
  return (
    <Field
      label={label}
      name={name}
      value={value}
      shrink
      notched
      inputComponent={SelectValue}
      inputProps={{ shown }}
      sx={{
        '& [role="combobox"]': {
          userSelect: 'none',
          cursor: 'pointer',
          pr: '32px',
          height: 'auto',
          minHeight: '1.4375em',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
        },
      }}
    />
  );
}

/**
 * What InputBase renders for SelectBox, as Select's own input does: the combobox, the hidden input
 * with the value, the arrow; InputBase's ref reads the value and focuses the combobox.
 */
function SelectValue({
  ref,
  className,
  id,
  name,
  value,
  shown,
  onFocus,
  onBlur,
}: {
  ref?: Ref<unknown>;
  className?: string;
  id?: string;
  name?: string;
  value?: string;
  shown?: ReactNode;
  onFocus?: FocusEventHandler<HTMLElement>;
  onBlur?: FocusEventHandler<HTMLElement>;
}) {
  const display = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({ value, focus: () => display.current?.focus() }), [value]);
  return (
    <>
      <div
        ref={display}
        role="combobox"
        tabIndex={0}
        aria-expanded="false"
        aria-haspopup="listbox"
        aria-labelledby={`${id}-label ${id}`}
        id={id}
        className={className}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {shown ?? value}
      </div>
      <Box
        component="input"
        aria-hidden
        tabIndex={-1}
        name={name}
        value={value}
        readOnly
        sx={{
          bottom: 0,
          left: 0,
          position: 'absolute',
          opacity: 0,
          pointerEvents: 'none',
          width: '100%',
          boxSizing: 'border-box',
        }}
      />
      <ArrowDropDownIcon
        sx={{
          position: 'absolute',
          right: 7,
          top: 'calc(50% - .5em)',
          pointerEvents: 'none',
          color: 'action.active',
        }}
      />
    </>
  );
}
