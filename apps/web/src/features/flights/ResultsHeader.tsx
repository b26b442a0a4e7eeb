import { CABIN_LABELS, type CabinClass, TRIP_TYPES } from '@app/contracts';
import CalendarViewMonthOutlinedIcon from '@mui/icons-material/CalendarViewMonthOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../ui/PageTitle';
import { formatDisplayDate, paxLabel } from './format';
import type { PastSearch } from './search-form-values';
import { calendarPath, routeLabel } from './search-url';

const isCabin = (n: number | undefined): n is CabinClass => n !== undefined && n in CABIN_LABELS;

/** What was searched: route, date(s), passengers and cabin, with Modify search and the fare calendar. */
export function ResultsHeader({ search, onModify }: { search: PastSearch | null; onModify: () => void }) {
  // A link without its search in the URL learns it with the results: the line under the title is
  // kept meanwhile, so the results' area does not move down when it comes.
  if (!search) return <PageTitle title="Flights" subtitle={'\u00a0'} />;
  const [first] = search.segments;
  const last = search.segments.at(-1);
  const dates =
    first && last && search.JourneyType !== TRIP_TYPES.OneWay && last !== first
      ? `${formatDisplayDate(first.preferredDepartureTime)} – ${formatDisplayDate(last.preferredDepartureTime)}`
      : first
        ? formatDisplayDate(first.preferredDepartureTime)
        : '';
  const details = [
    dates,
    paxLabel(search.adultCount, search.childCount ?? 0, search.infantCount ?? 0),
    isCabin(search.cabinClass) ? CABIN_LABELS[search.cabinClass] : '',
  ].filter(Boolean);
  return (
    <PageTitle
      title={routeLabel(search)}
      subtitle={details.join(' · ')}
      actions={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<EditOutlinedIcon />} onClick={onModify}>
            Modify search
          </Button>
          {first && (
            <Button
              component={RouterLink}
              to={calendarPath(first.origin, first.destination, first.preferredDepartureTime)}
              startIcon={<CalendarViewMonthOutlinedIcon />}
            >
              Fare calendar
            </Button>
          )}
        </Box>
      }
    />
  );
}
