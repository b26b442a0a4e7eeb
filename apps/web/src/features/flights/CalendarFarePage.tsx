import { type CalendarFareDay, type CityOption, PER_ADULT } from '@app/contracts';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Box, Button, IconButton, MenuItem, Paper, Skeleton, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { PageTitle } from '../../ui/PageTitle';
import { visuallyHidden } from '../../ui/visually-hidden';
import { airportsQuery } from './api/airports';
import { useCalendarFare } from './api/calendar-fare';
import { useRunSearch } from './api/search';
import { CitySearch } from './CitySearch';
import { cheapestDays, daySaid, pickMonth } from './calendar-days';
import { monthCells, searchMonths, shiftMonth, todayIso, WEEKDAYS } from './dates';
import { formatRupees } from './format';
import { SearchProgress } from './SearchProgress';
import { cityFromCode } from './search-form-values';
import { oneWayRequest, SEARCH_PATH } from './search-url';

const CODE = /^[A-Z]{3}$/;

/** The city option of an airport code from the URL, named once the lookup answers. */
function useCityOfCode(code: string): CityOption | null {
  const lookup = useQuery({ ...airportsQuery(code), enabled: code !== '' });
  if (!code) return null;
  return lookup.data?.find((c) => c.airportCode === code) ?? cityFromCode(code);
}

/**
 * /flight/calendarFareResult?origin&destination&month: the cheapest one-way fare of each day of a month.
 * A day opens that day's search (one adult, one way).
 */
export function CalendarFarePage() {
  const [params, setParams] = useSearchParams();
  const today = todayIso();
  const months = useMemo(() => searchMonths(today), [today]);
  const read = (key: string) => {
    const code = params.get(key)?.trim().toUpperCase() ?? '';
    return CODE.test(code) ? code : '';
  };
  const origin = read('origin');
  const destination = read('destination');
  const month = pickMonth(params.get('month'), months);
  const originCity = useCityOfCode(origin);
  const destinationCity = useCityOfCode(destination);
  const fares = useCalendarFare(origin, destination, month);
  const search = useRunSearch();

  const update = (patch: Record<string, string>) =>
    setParams({ origin, destination, month, ...patch }, { replace: true });
  const monthIndex = months.findIndex((m) => m.value === month);

  return (
    <>
      <PageTitle
        title="Fare calendar"
        subtitle={`The cheapest one-way fare of each day, ${PER_ADULT}.`}
        actions={
          <Button component={RouterLink} to={SEARCH_PATH}>
            Flight search
          </Button>
        }
      />
      <Paper sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', sm: '1fr auto 1fr', md: '1fr auto 1fr 200px' },
          }}
        >
          <CitySearch
            label="From"
            value={originCity}
            onChange={(city) => update({ origin: city?.airportCode ?? '' })}
          />
          <IconButton
            aria-label="Swap from and to"
            onClick={() => update({ origin: destination, destination: origin })}
            sx={{ justifySelf: 'center', mt: { sm: 1 } }}
          >
            <SwapHorizIcon />
          </IconButton>
          <CitySearch
            label="To"
            value={destinationCity}
            onChange={(city) => update({ destination: city?.airportCode ?? '' })}
          />
          <TextField
            select
            label="Month"
            value={month}
            onChange={(event) => update({ month: event.target.value })}
          >
            {months.map((m) => (
              <MenuItem key={m.value} value={m.value}>
                {m.label}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      </Paper>

      {search.pending && <SearchProgress request={search.request} />}

      <Paper sx={{ p: { xs: 1, sm: 2 } }} component="section" aria-label="Fares by day">
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
          <IconButton
            aria-label="Previous month"
            disabled={monthIndex <= 0}
            onClick={() => update({ month: shiftMonth(month, -1) })}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1, textAlign: 'center' }}>
            {months[monthIndex]?.label ?? month}
            {origin && destination ? ` · ${origin} → ${destination}` : ''}
          </Typography>
          <IconButton
            aria-label="Next month"
            disabled={monthIndex >= months.length - 1}
            onClick={() => update({ month: shiftMonth(month, 1) })}
          >
            <ChevronRightIcon />
          </IconButton>
        </Box>
        {!origin || !destination ? (
          <EmptyState
            title="Choose where from and where to"
            message="The calendar shows the fares of one route."
          />
        ) : origin === destination ? (
          <EmptyState title="Origin and destination must be different" />
        ) : (
          <MonthGrid
            month={month}
            today={today}
            days={fares.isPlaceholderData ? undefined : fares.data?.days}
            loading={fares.isFetching}
            disabled={search.pending}
            onPick={(date) =>
              void search.run(oneWayRequest(origin, destination, date)).catch(() => undefined)
            }
          />
        )}
      </Paper>
    </>
  );
}

/**
 * Words a screen reader reads in a day's name that the day does not show. The spaces around them stay
 * text of the button (a flex box draws none of it): engines that trim each element's words (jsdom's)
 * would otherwise run "2" and "Jan" together.
 */
const Unseen = ({ children }: { children: string }) => {
  const [, before = '', words = '', after = ''] = /^(\s*)(.*?)(\s*)$/s.exec(children) ?? [];
  return (
    <>
      {before}
      <Box component="span" sx={visuallyHidden}>
        {words}
      </Box>
      {after}
    </>
  );
};

function MonthGrid({
  month,
  today,
  days,
  loading,
  disabled,
  onPick,
}: {
  month: string;
  today: string;
  days: CalendarFareDay[] | undefined;
  loading: boolean;
  disabled: boolean;
  onPick: (date: string) => void;
}) {
  const byDate = useMemo(() => new Map((days ?? []).map((d) => [d.date.slice(0, 10), d])), [days]);
  const cheapest = useMemo(() => cheapestDays(days ?? [], today), [days, today]);
  return (
    <Box
      role="group"
      aria-label="Days of the month"
      aria-busy={loading}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: { xs: 0.5, sm: 1 } }}
    >
      {WEEKDAYS.map((d) => (
        <Typography key={d} aria-hidden variant="caption" color="text.secondary" textAlign="center">
          {d}
        </Typography>
      ))}
      {monthCells(month).map((date, i) => {
        // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before the 1st
        if (!date) return <span key={`blank-${i}`} />;
        const fare = byDate.get(date);
        const past = date < today;
        const isCheapest = !!fare && cheapest.has(date);
        const said = daySaid(date, !!fare, past, isCheapest);
        // Named by what it shows, in the order shown, with the words only a screen reader needs
        // between (WCAG 2.5.3: an aria-label of its own hid the visible day and fare from speech users).
        return (
          <Button
            key={date}
            variant={isCheapest ? 'contained' : 'outlined'}
            color={isCheapest ? 'success' : 'primary'}
            disabled={past || disabled || !fare}
            onClick={() => onPick(date)}
            data-cheapest={isCheapest || undefined}
            sx={{
              minWidth: 0,
              px: 0.5,
              py: 1,
              flexDirection: 'column',
              alignItems: 'stretch',
              textTransform: 'none',
              lineHeight: 1.2,
              minHeight: 72,
            }}
          >
            <Typography component="span" variant="body2" fontWeight={600}>
              {said.day}
            </Typography>
            <Unseen>{said.afterDay}</Unseen>
            {loading && !fare && !past ? (
              <Skeleton width="80%" sx={{ mx: 'auto' }} />
            ) : fare ? (
              <>
                <Typography component="span" variant="caption" fontWeight={600} noWrap>
                  {formatRupees(fare.fare)}
                </Typography>
                <Unseen>{said.afterFare}</Unseen>
                <Typography component="span" variant="caption" noWrap sx={{ fontSize: 10 }}>
                  {fare.airlineName}
                </Typography>
              </>
            ) : null}
            {said.last && <Unseen>{said.last}</Unseen>}
          </Button>
        );
      })}
    </Box>
  );
}
