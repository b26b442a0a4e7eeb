import { FLIGHT_MSG, MSG } from '@app/contracts';
import { Box, Button, Paper, Skeleton, Stack } from '@mui/material';
import { type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ApiFailure } from '../../api/api-failure';
import { lazyPage } from '../../app/lazy-page';
import { EmptyState } from '../../ui/EmptyState';
import { OnceOpened } from '../../ui/OnceOpened';
import { PageTitle } from '../../ui/PageTitle';
import { isExpiredSearch, useFlightPrice } from './api/flight-price';
import { useRunSearch } from './api/search';
import { todayIso } from './dates';
import { ResultsHeader } from './ResultsHeader';
import { ResultsView } from './ResultsView';
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

function ResultsSkeleton() {
  return (
    <Stack spacing={1.5} aria-busy="true" aria-label="Loading flights">
      {Array.from({ length: 5 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder cards
        <Skeleton key={i} variant="rounded" height={96} />
      ))}
    </Stack>
  );
}

/**
 * /flight/searchResult/:searchId: the priced results of a search. A search the server no longer has is
 * run again, once, from the criteria in the URL, and the URL moves to the new searchId. A URL whose
 * search cannot run (hand-edited: origin = destination, a past date; or refused by the server) opens
 * the search form filled with it, each message under its field.
 */
export function FlightResultsPage() {
  const { searchId = '' } = useParams();
  const [params] = useSearchParams();
  const urlSearch = useMemo(() => requestFromQuery(params), [params]);
  const price = useFlightPrice(searchId);
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

  let body: ReactNode;
  if (rerun.pending) body = <SearchProgress request={rerun.request} />;
  else if (price.data) body = <ResultsView key={searchId} data={price.data} onModify={modify} />;
  else if (price.isPending || (canRerun && !rerun.failed)) body = <ResultsSkeleton />;
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
      {body}
      <OnceOpened open={modifying}>
        <ModifySearchDialog open={modifying} search={search} onClose={() => setModifying(false)} />
      </OnceOpened>
    </>
  );
}
