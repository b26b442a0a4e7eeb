import { type SearchRequest, searchResponse } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { resultsPath } from '../search-url';
import { FLIGHT_PATHS } from './paths';

/** POST api/search: asks the supplier for fares; answers the searchId the results are kept under. */
export function useSearchFlights() {
  return useMutation({
    mutationFn: (request: SearchRequest) =>
      unwrap(http.post(FLIGHT_PATHS.search, request, { schema: searchResponse })),
  });
}

interface RunOptions {
  /** Replace the current history entry (a re-run of an expired search) instead of adding one. */
  replace?: boolean;
  /** Told the new searchId before its results page opens. */
  onCreated?: (searchId: string) => void;
}

/**
 * Runs a search and opens its results. `pending` and `request` drive the progress indicator; a failure
 * has already been toasted and is rethrown for the form to put field errors under their fields.
 */
export function useRunSearch() {
  const search = useSearchFlights();
  const navigate = useNavigate();
  const run = async (request: SearchRequest, { replace, onCreated }: RunOptions = {}) => {
    const body = await search.mutateAsync(request);
    onCreated?.(body.data.searchId);
    await navigate(resultsPath(body.data.searchId, request), { replace });
    return body.data;
  };
  return { run, pending: search.isPending, request: search.variables, failed: search.isError };
}
