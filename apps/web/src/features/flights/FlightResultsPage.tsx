import { FLIGHT_MSG, MSG } from '@app/contracts';
import { Box, Button, Paper, Skeleton, Stack } from '@mui/material';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { isExpiredSearch, useFlightPrice } from './api/flight-price';
import { useRunSearch } from './api/search';
import { ModifySearchDialog } from './ModifySearchDialog';
import { ResultsHeader } from './ResultsHeader';
import { ResultsView } from './ResultsView';
import { SearchProgress } from './SearchProgress';
import { requestFromQuery } from './search-url';

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
 * run again, once, from the criteria in the URL, and the URL moves to the new searchId.
 */
export function FlightResultsPage() {
  const { searchId = '' } = useParams();
  const [params] = useSearchParams();
  const urlSearch = useMemo(() => requestFromQuery(params), [params]);
  const price = useFlightPrice(searchId);
  const rerun = useRunSearch();
  const [modifying, setModifying] = useState(false);
  const rerunOf = useRef<string | null>(null);

  const expired = isExpiredSearch(price.error);
  const canRerun = expired && urlSearch !== null && !rerunSearchIds.has(searchId);
  useEffect(() => {
    if (!canRerun || !urlSearch || rerunOf.current === searchId) return;
    rerunOf.current = searchId;
    rerun
      .run(urlSearch, { replace: true, onCreated: (made) => rerunSearchIds.add(made) })
      .catch(() => undefined);
  }, [canRerun, urlSearch, searchId, rerun]);

  const search = price.data?.searchBy ?? urlSearch;
  const modify = () => setModifying(true);

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
      <ModifySearchDialog open={modifying} search={search} onClose={() => setModifying(false)} />
    </>
  );
}
