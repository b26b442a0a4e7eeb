import { FLIGHT_MSG, MSG, type SiteData } from '@app/contracts';
import { Box, Button, Paper, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ApiFailure } from '../../api/api-failure';
import { queryClient } from '../../api/query-client';
import { lazyPage, type OpenedRoute } from '../../app/lazy-page';
import { useAppStore, useSite } from '../../app/store';
import { EmptyState } from '../../ui/EmptyState';
import { OnceOpened } from '../../ui/OnceOpened';
import { PageTitle } from '../../ui/PageTitle';
import { type FdFlightSearch, fdFlightFaresQuery } from '../fixed-departures/fd-flight-fares';
import { airlinesQuery, useAirlineLogos } from './api/airlines';
import { flightPriceQuery, isExpiredSearch, useFlightPrice } from './api/flight-price';
import { useRunSearch } from './api/search';
import { todayIso } from './dates';
import { ResultsHeader } from './ResultsHeader';
import { ResultsSkeleton } from './ResultsSkeleton';
import { ResultsView } from './ResultsView';
import { RESULTS_MIN_HEIGHT } from './results-layout';
import { SearchProgress } from './SearchProgress';
import { formErrorsOf, formIssues } from './search-form';
import { formFromRequest } from './search-form-values';
import { requestFromQuery } from './search-url';

// The search form behind Modify loads when someone opens it; the form itself (react-hook-form, the
// city and date pickers) only when a link's search cannot run and has to be corrected in it.
const ModifySearchDialog = lazyPage(() => import('./ModifySearchDialog'), 'ModifySearchDialog');
const SearchForm = lazyPage(() => import('./SearchForm'), 'SearchForm');

/** Searches this page load made to replace expired ones: if one of them is gone too, it is not re-run again. */
const rerunSearchIds = new Set<string>();

/** Fixed departures are asked for beside the fares where the site sells them (not for a Multi Stop). */
const asksFixedDepartures = (
  site: SiteData | null,
  search: FdFlightSearch | null,
): search is FdFlightSearch =>
  !!search && search.JourneyType !== 3 && !!site?.activeModules.includes('fixedDepartures');

/**
 * A visit that opens on a results page asks for its fares, the airline logos and the matching fixed
 * departures before the app first renders, instead of once the page has mounted: the frame's first
 * render no longer stands between the page's chunk and its data (decision 0061).
 */
export function prefetchFlightResults({ params, search }: OpenedRoute) {
  const searchId = params.searchId ?? '';
  if (searchId) void queryClient.prefetchQuery(flightPriceQuery(searchId));
  void queryClient.prefetchQuery(airlinesQuery);
  const urlSearch = requestFromQuery(search);
  if (asksFixedDepartures(useAppStore.getState().site, urlSearch))
    void queryClient.prefetchQuery(fdFlightFaresQuery(urlSearch));
}

/**
 * /flight/searchResult/:searchId: the priced results of a search. A search the server no longer has is
 * run again, once, from the criteria in the URL, and the URL moves to the new searchId. A URL whose
 * search cannot run (hand-edited: origin = destination, a past date; or refused by the server) opens
 * the search form filled with it, each message under its field.
 */
/** No search to ask fixed departures for (the query is then off). */
const NO_SEARCH: FdFlightSearch = { JourneyType: 1, segments: [], adultCount: 1 };

export function FlightResultsPage() {
  const { searchId = '' } = useParams();
  const [params] = useSearchParams();
  const urlSearch = useMemo(() => requestFromQuery(params), [params]);
  const price = useFlightPrice(searchId);
  // Asked now, not once the cards render, so logos come with the first cards; not for a search the
  // server no longer has (its link may not even run).
  useAirlineLogos(!isExpiredSearch(price.error));
  const site = useSite();
  // The URL's search first: it is there from the start, so the query's key never changes under it.
  const fdSearch = urlSearch ?? price.data?.searchBy ?? null;
  const asksFd = asksFixedDepartures(site, fdSearch);
  const fdFares = useQuery({ ...fdFlightFaresQuery(fdSearch ?? NO_SEARCH), enabled: asksFd });
  // The results render in a transition: React yields to the browser between cards, so hundreds of
  // results arriving are not one long task (decision 0061). A cached search shows at once.
  const shown = useDeferredValue(price.data);
  const rerun = useRunSearch();
  const [modifying, setModifying] = useState(false);
  const [refused, setRefused] = useState<{ searchId: string; errors: Record<string, string> } | null>(null);
  const rerunOf = useRef<string | null>(null);

  // Checked by the form's own rules first: a search they refuse is corrected in the form, never sent.
  // Only once the server no longer has the search: the rules want today on the site's clock, whose
  // first reading costs a cold page tens of milliseconds of time-zone set-up before it paints.
  const expired = isExpiredSearch(price.error);
  const urlForm = useMemo(() => (urlSearch ? formFromRequest(urlSearch) : null), [urlSearch]);
  const urlIssues = useMemo(
    () => (expired && urlForm ? formIssues(urlForm, todayIso()) : {}),
    [expired, urlForm],
  );
  const urlValid = Object.keys(urlIssues).length === 0;
  const canRerun = expired && urlSearch !== null && urlValid && !rerunSearchIds.has(searchId);
  useEffect(() => {
    if (!canRerun || !urlSearch || !urlForm || rerunOf.current === searchId) return;
    rerunOf.current = searchId;
    rerun
      .run(urlSearch, { replace: true, onCreated: (made) => rerunSearchIds.add(made) })
      .catch((error: unknown) => {
        const errors = error instanceof ApiFailure ? error.fieldErrors : {};
        if (Object.keys(errors).length > 0)
          setRefused({ searchId, errors: formErrorsOf(errors, urlForm.tripType) });
      });
  }, [canRerun, urlSearch, urlForm, searchId, rerun]);

  const search = price.data?.searchBy ?? urlSearch;
  const modify = () => setModifying(true);
  const fixErrors = !expired
    ? null
    : !urlValid
      ? urlIssues
      : refused?.searchId === searchId
        ? refused.errors
        : null;

  if (fixErrors && urlForm && !rerun.pending)
    return (
      <>
        <PageTitle
          title="Check your search"
          subtitle="This link’s search cannot run as it is. Correct it and search again."
        />
        <Paper sx={{ p: { xs: 2, sm: 3 } }}>
          <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
            <SearchForm initial={urlForm} initialErrors={fixErrors} />
          </Suspense>
        </Paper>
      </>
    );

  // The fixed departures show with the flights (never pushed in above them later): until they have
  // answered, or failed, the skeleton stays.
  const fdWaiting = asksFd && fdFares.isPending;
  let body: ReactNode;
  if (rerun.pending) body = <SearchProgress request={rerun.request} />;
  else if (shown && shown.searchId === searchId && !fdWaiting)
    body = <ResultsView key={searchId} data={shown} fdDepartures={fdFares.data ?? []} onModify={modify} />;
  else if (price.data || price.isPending || (canRerun && !rerun.failed))
    body = <ResultsSkeleton journeyType={fdSearch?.JourneyType} />;
  else
    body = (
      <Paper>
        <EmptyState
          title={expired ? FLIGHT_MSG.searchNotFound : MSG.somethingWrong}
          action={
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
              {!expired && (
                <Button variant="outlined" onClick={() => void price.refetch()}>
                  Try again
                </Button>
              )}
              <Button variant="contained" onClick={modify}>
                Modify search
              </Button>
            </Box>
          }
        />
      </Paper>
    );

  return (
    <>
      <ResultsHeader search={search} onModify={modify} />
      {/* At least a screen high in every state: the footer starts below the fold and the page
          scrolls from the first paint, so neither the footer nor a scroll bar's arrival moves
          anything when the results come (decision 0061). */}
      <Box data-testid="results-body" sx={{ minHeight: RESULTS_MIN_HEIGHT }}>
        {body}
      </Box>
      <OnceOpened open={modifying}>
        <ModifySearchDialog open={modifying} search={search} onClose={() => setModifying(false)} />
      </OnceOpened>
    </>
  );
}
