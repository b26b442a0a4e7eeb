import {
  CHANGE_REQUEST_PATHS,
  type ChangeRequestPage,
  type ChangeRequestRequest,
  changeRequestResponse,
  getCancellationChargeResponse,
  getChangeRequestStatusResponse,
  getChangeRequestsResponse,
  type SupplierChangeReqStatus,
} from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';

export const changeRequestKeys = {
  all: ['changeRequests'] as const,
  queue: (page: number) => [...changeRequestKeys.all, 'queue', page] as const,
  charge: (bookingId: number) => [...changeRequestKeys.all, 'charge', bookingId] as const,
};

/** api/getCC: the charge a refund would cost now, and the booking's passengers and sectors. */
export function useCancellationCharge(bookingId: number, enabled = true) {
  return useQuery({
    queryKey: changeRequestKeys.charge(bookingId),
    queryFn: async () =>
      (
        await unwrap(
          http.post(
            CHANGE_REQUEST_PATHS.cancellationCharge,
            { bookingId },
            { schema: getCancellationChargeResponse },
          ),
        )
      ).data,
    enabled,
    // Charges grow as departure nears: read them fresh each time the form opens.
    staleTime: 0,
  });
}

/** api/changeRequest; the queue is stale afterwards. */
export function useRaiseChangeRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: ChangeRequestRequest) =>
      (await unwrap(http.post(CHANGE_REQUEST_PATHS.raise, request, { schema: changeRequestResponse }))).data,
    onSuccess: () => client.invalidateQueries({ queryKey: changeRequestKeys.all }),
  });
}

/** api/getChangeRequests {page}: the queue, keeping the last page on screen while the next loads. */
export function useChangeRequests(page: number) {
  return useQuery({
    queryKey: changeRequestKeys.queue(page),
    queryFn: async () =>
      (await unwrap(http.post(CHANGE_REQUEST_PATHS.queue, { page }, { schema: getChangeRequestsResponse })))
        .data,
    placeholderData: keepPreviousData,
  });
}

function patchRow(page: ChangeRequestPage | undefined, status: SupplierChangeReqStatus) {
  if (!page) return page;
  const { changeRequestId, refundedAmount, cancellationCharge } = status.changeRequestInfo;
  return {
    ...page,
    records: page.records.map((r) =>
      r.changeRequestId === changeRequestId
        ? { ...r, status: status.status, statusText: status.statusText, refundedAmount, cancellationCharge }
        : r,
    ),
  };
}

/** Refresh Status (spec §4): re-reads one request and updates its row wherever it is cached. */
export function useRefreshChangeRequestStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (changeRequestId: number) =>
      (
        await unwrap(
          http.post(
            CHANGE_REQUEST_PATHS.status,
            { changeRequestId },
            { schema: getChangeRequestStatusResponse },
          ),
        )
      ).data,
    onSuccess: (status) => {
      client.setQueriesData<ChangeRequestPage>({ queryKey: [...changeRequestKeys.all, 'queue'] }, (page) =>
        patchRow(page, status),
      );
    },
  });
}
