import type { SxProps, Theme } from '@mui/material';
import type { SearchFormValues } from './search-form';

/**
 * How the flight search form is laid out, shared by the form and by the stand-in the search page
 * shows until the form's code has loaded (SearchFormStandIn), which must take the same place.
 */

/** One flight's row: From, swap, To, the date(s); Return and Multi Stop add a column. */
export const routeRowSx = (tripType: SearchFormValues['tripType']): SxProps<Theme> => ({
  display: 'grid',
  gap: 1.5,
  alignItems: 'start',
  gridTemplateColumns: {
    xs: '1fr',
    sm: '1fr auto 1fr',
    md: `1fr auto 1fr 190px ${tripType === '3' || tripType === '2' ? '190px' : ''}`,
  },
});

export const swapButtonSx: SxProps<Theme> = { justifySelf: 'center', mt: { sm: 1 } };
export const swapIconSx: SxProps<Theme> = { transform: { xs: 'rotate(90deg)', sm: 'none' } };

export const countsRowSx: SxProps<Theme> = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
};

export const COUNT_FIELDS = [
  { name: 'adults', label: 'Adults (12+ yrs)', from: 1 },
  { name: 'children', label: 'Children (2-12 yrs)', from: 0 },
  { name: 'infants', label: 'Infants (0-2 yrs)', from: 0 },
] as const;

export const CABIN_LABEL = 'Cabin class';

export const actionsRowSx: SxProps<Theme> = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 2,
  alignItems: 'center',
};
