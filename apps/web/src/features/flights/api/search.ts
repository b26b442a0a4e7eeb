import { type SearchRequest, searchCall } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiFailure } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { isFailure } from '../../../api/http';
import { notify } from '../../../ui/notify';
import { resultsPath } from '../search-url';
import { flightPriceQuery } from './flight-price';

/**
 * POST api/search: asks the supplier for fares; answers the searchId the results are kept under. A
 * refusal toasts its first field's own message: the server's errorMessage for a request its contract
 * refuses names the field's path ("segments.0.destination: …"), which means nothing to a traveller.
 */
export function useSearchFlights() {
  return useMutation({
    mutationFn: async (request: SearchRequest) => {
      const body = await http.call(searchCall, request, { quiet: true });
      if (!isFailure(body)) return body;
      const failure = new ApiFailure(body);
      const message = Object.values(failure.fieldErrors)[0] ?? body.errorMessage;
      if (message) notify.error(message);
      throw failure;
    },
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
 * has already been toasted and is rethrown (an ApiFailure) for the form to put field errors under their
 * fields.
 */
export function useRunSearch() {
  const search = useSearchFlights();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const run = async (request: SearchRequest, { replace, onCreated }: RunOptions = {}) => {
    const body = await search.mutateAsync(request);
    onCreated?.(body.data.searchId);
    // The priced page is asked for now, while the results page opens: the page finds it on its way.
    void queryClient.prefetchQuery(flightPriceQuery(body.data.searchId));
    await navigate(resultsPath(body.data.searchId, request), { replace });
    return body.data;
  };
  return { run, pending: search.isPending, request: search.variables, failed: search.isError };
}
