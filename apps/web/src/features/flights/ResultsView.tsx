import {
  type FdDepartureView,
  type FlightPriceData,
  type FlightResult,
  MSG,
  TRIP_TYPES,
} from '@app/contracts';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  Box,
  Button,
  Drawer,
  Paper,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { EmptyState } from '../../ui/EmptyState';
import { OnceOpened } from '../../ui/OnceOpened';
import { FdFlightResults } from '../fixed-departures/fd-flight-fares';
import { AgentFareToggle } from './AgentFareToggle';
import { type AgentFareView, useAgentFareView } from './agent-fare';
import { useAirlineLogos } from './api/airlines';
import { FilterPanel } from './FilterPanel';
import { markFilterStart } from './filter-marks';
import {
  applyFilters,
  cheapest,
  type FlightFilters,
  filterBounds,
  hasFilters,
  NO_FILTERS,
  SORT_KEYS,
  type SortKey,
} from './filters';
import { formatDisplayDate } from './format';
import { PairBar } from './PairBar';
import { ResultList } from './ResultList';
import { PANEL_WIDTH, panelFoldsBelow } from './results-layout';
import { passengerPath } from './search-url';

// Fare rules load when someone asks for them.
const FareRulesDialog = lazyPage(() => import('./FareRulesDialog'), 'FareRulesDialog');

const RETURN_LABELS = ['Outbound', 'Return'] as const;

/** Leg labels of a combined fare: Outbound/Return for a return, Leg 1..n for a Multi Stop, none for one way. */
function legLabelsFor(journeyType: number, legs: number): readonly string[] | undefined {
  if (journeyType === TRIP_TYPES.Return) return RETURN_LABELS;
  if (journeyType === TRIP_TYPES.MultiStop) return Array.from({ length: legs }, (_, i) => `Leg ${i + 1}`);
  return undefined;
}

interface ResultsViewProps {
  data: FlightPriceData;
  /** the fixed departures matching the search, asked beside the fares (their chunk is loaded) */
  fdDepartures: FdDepartureView[];
  onModify: () => void;
}

/**
 * The results of a search with the filter panel and sorting. A domestic normal return comes as two
 * lists (outbound, inbound) chosen side by side; everything else as one list of whole fares.
 */
export function ResultsView({ data, fdDepartures, onModify }: ResultsViewProps) {
  const theme = useTheme();
  const navigate = useNavigate();
  const logos = useAirlineLogos().data;
  const [filters, setFilters] = useState<FlightFilters>(NO_FILTERS);
  const [sort, setSort] = useState<SortKey>('price');
  const [rulesFor, setRulesFor] = useState<FlightResult | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const agentFare = useAgentFareView();

  const { searchId, searchBy, results } = data;
  const isPair = results.length === 2 && searchBy.JourneyType === TRIP_TYPES.Return;
  const allResults = useMemo(() => results.flat(), [results]);
  const bounds = useMemo(() => filterBounds(results), [results]);
  // A return pair's panel needs the room of two columns, so it folds away sooner.
  const panelHidden = useMediaQuery(theme.breakpoints.down(panelFoldsBelow(isPair)));

  const patchFilters = useCallback((patch: Partial<FlightFilters>) => {
    markFilterStart();
    setFilters((current) => ({ ...current, ...patch }));
  }, []);
  const clearFilters = useCallback(() => {
    markFilterStart();
    setFilters(NO_FILTERS);
  }, []);
  const openRules = useCallback((r: FlightResult) => setRulesFor(r), []);
  const book = useCallback(
    (r: FlightResult) => void navigate(passengerPath(searchId, [r.resultIndex])),
    [navigate, searchId],
  );

  if (allResults.length === 0)
    return (
      <Paper>
        <EmptyState title={MSG.noResults} action={<Button onClick={onModify}>Modify search</Button>} />
      </Paper>
    );

  const noMatch = (
    <EmptyState
      title={MSG.noResults}
      message="No flight matches these filters."
      action={
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={clearFilters}>
            Clear filters
          </Button>
          <Button onClick={onModify}>Modify search</Button>
        </Box>
      }
    />
  );

  const panel = (
    <FilterPanel
      bounds={bounds}
      filters={filters}
      onPatch={patchFilters}
      onClear={clearFilters}
      timeLabel={isPair ? 'Departure time (each way)' : 'Departure time'}
    />
  );

  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
      {!panelHidden && (
        <Paper variant="outlined" sx={{ width: PANEL_WIDTH, flexShrink: 0, p: 2 }}>
          {panel}
        </Paper>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
          {panelHidden && (
            <Button
              variant="outlined"
              startIcon={<FilterListIcon />}
              onClick={() => setDrawerOpen(true)}
              aria-expanded={drawerOpen}
            >
              Filters{hasFilters(filters) ? ' (on)' : ''}
            </Button>
          )}
          <ToggleButtonGroup
            exclusive
            size="small"
            value={sort}
            aria-label="Sort by"
            onChange={(_event, next: SortKey | null) => {
              if (!next) return;
              markFilterStart();
              setSort(next);
            }}
            sx={{ flexWrap: 'wrap' }}
          >
            {SORT_KEYS.map((k) => (
              <ToggleButton key={k.value} value={k.value} sx={{ textTransform: 'none', px: 1.5 }}>
                {k.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {agentFare && <AgentFareToggle view={agentFare} />}
        </Box>
        {fdDepartures.length > 0 && (
          // Its chunk is in by now (the query loads it before answering); the boundary is only a guard.
          <Suspense fallback={null}>
            <FdFlightResults departures={fdDepartures} search={searchBy} logos={logos} />
          </Suspense>
        )}
        {isPair ? (
          <PairResults
            data={data}
            filters={filters}
            sort={sort}
            logos={logos}
            noMatch={noMatch}
            onFareRules={openRules}
            agentFare={agentFare}
          />
        ) : (
          <SingleResults
            results={allResults}
            journeyType={searchBy.JourneyType}
            filters={filters}
            sort={sort}
            logos={logos}
            noMatch={noMatch}
            onBook={book}
            onFareRules={openRules}
            agentFare={agentFare}
          />
        )}
      </Box>
      {panelHidden && (
        <Drawer
          anchor="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          // The drawer's paper is a dialog to assistive technology, and a dialog needs a name.
          slotProps={{ paper: { 'aria-label': 'Filters', sx: { width: 300, maxWidth: '85vw', p: 2 } } }}
        >
          {panel}
          <Button variant="contained" sx={{ mt: 2 }} onClick={() => setDrawerOpen(false)}>
            Show flights
          </Button>
        </Drawer>
      )}
      <OnceOpened open={!!rulesFor}>
        <FareRulesDialog searchId={searchId} result={rulesFor} onClose={() => setRulesFor(null)} />
      </OnceOpened>
    </Box>
  );
}

interface ListProps {
  filters: FlightFilters;
  sort: SortKey;
  logos: ReadonlyMap<string, string> | undefined;
  noMatch: ReactNode;
  onFareRules: (r: FlightResult) => void;
  agentFare: AgentFareView | undefined;
}

function SingleResults({
  results,
  journeyType,
  filters,
  sort,
  logos,
  noMatch,
  onBook,
  onFareRules,
  agentFare,
}: ListProps & { results: FlightResult[]; journeyType: number; onBook: (r: FlightResult) => void }) {
  const shown = useMemo(() => applyFilters(results, filters, sort), [results, filters, sort]);
  const legs = results[0]?.segments.length ?? 1;
  const legLabels = useMemo(() => legLabelsFor(journeyType, legs), [journeyType, legs]);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
        {shown.length} of {results.length} flights
      </Typography>
      {shown.length === 0 ? (
        <Paper variant="outlined" data-testid="no-match">
          {noMatch}
        </Paper>
      ) : (
        <ResultList
          results={shown}
          logos={logos}
          legLabels={legLabels}
          mode="book"
          onBook={onBook}
          onFareRules={onFareRules}
          agentFare={agentFare}
        />
      )}
    </>
  );
}

function PairResults({
  data,
  filters,
  sort,
  logos,
  noMatch,
  onFareRules,
  agentFare,
}: ListProps & { data: FlightPriceData }) {
  const navigate = useNavigate();
  const [outList = [], backList = []] = data.results;
  const outShown = useMemo(() => applyFilters(outList, filters, sort), [outList, filters, sort]);
  const backShown = useMemo(() => applyFilters(backList, filters, sort), [backList, filters, sort]);
  const [picked, setPicked] = useState<{ out?: string; back?: string }>({});
  // The cheapest of each list is chosen until the user picks; a pick hidden by the filters falls back too.
  const outbound = outShown.find((r) => r.resultIndex === picked.out) ?? cheapest(outShown);
  const inbound = backShown.find((r) => r.resultIndex === picked.back) ?? cheapest(backShown);
  const pickOut = useCallback((r: FlightResult) => setPicked((p) => ({ ...p, out: r.resultIndex })), []);
  const pickBack = useCallback((r: FlightResult) => setPicked((p) => ({ ...p, back: r.resultIndex })), []);
  const [outLeg, backLeg] = data.searchBy.segments;

  const column = (
    title: string,
    leg: { origin: string; destination: string; preferredDepartureTime: string } | undefined,
    list: FlightResult[],
    all: FlightResult[],
    selected: FlightResult | undefined,
    onSelect: (r: FlightResult) => void,
    group: string,
  ) => (
    <Box component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" fontWeight={600}>
        {title}
        {leg ? ` · ${leg.origin} → ${leg.destination}` : ''}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {leg ? `${formatDisplayDate(leg.preferredDepartureTime)} · ` : ''}
        {list.length} of {all.length} flights
      </Typography>
      {list.length === 0 ? (
        <Paper variant="outlined" data-testid="no-match">
          {noMatch}
        </Paper>
      ) : (
        <ResultList
          results={list}
          logos={logos}
          mode="select"
          group={group}
          label={`${title} flights`}
          selectedIndex={selected?.resultIndex}
          onSelect={onSelect}
          onFareRules={onFareRules}
          agentFare={agentFare}
        />
      )}
    </Box>
  );

  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {column('Outbound', outLeg, outShown, outList, outbound, pickOut, 'outbound')}
        {column('Return', backLeg, backShown, backList, inbound, pickBack, 'return')}
      </Box>
      <PairBar
        outbound={outbound}
        inbound={inbound}
        onBook={() => {
          if (outbound && inbound)
            void navigate(passengerPath(data.searchId, [outbound.resultIndex, inbound.resultIndex]));
        }}
      />
    </>
  );
}
