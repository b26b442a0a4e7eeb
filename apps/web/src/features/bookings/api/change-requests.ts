import {
  type ChangeRequestPage,
  type ChangeRequestRequest,
  changeRequestCall,
  getCancellationChargeCall,
  getChangeRequestsCall,
  getCRStatusCall,
  type ReviewChangeRequestRequest,
  reviewChangeRequestCall,
  type SupplierChangeReqStatus,
} from '@app/contracts';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { paymentKeys } from '../../payments/api/payment-records';
import { invalidateWalletFunds } from '../../payments/api/wallet';
import { orderKeys } from './orders';
import { ticketKeys } from './ticket-keys';

export const changeRequestKeys = {
  all: ['changeRequests'] as const,
  queue: (page: number) => [...changeRequestKeys.all, 'queue', page] as const,
  charge: (bookingId: number) => [...changeRequestKeys.all, 'charge', bookingId] as const,
};

/** api/getCC: the charge a refund would cost now, and the booking's passengers and sectors. */
export function useCancellationCharge(bookingId: number, enabled = true) {
  return useQuery({
    queryKey: changeRequestKeys.charge(bookingId),
    queryFn: async () => (await unwrap(http.call(getCancellationChargeCall, { bookingId }))).data,
    enabled,
    // Charges grow as departure nears: read them fresh each time the form opens.
    staleTime: 0,
  });
}

/**
 * What a change asked or settled makes stale (decision 0058): the ticket's card and its order say
 * what it is now, and a completed cancellation's refund is on Payments and in the wallet.
 */
function afterChange(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: ticketKeys.all }),
    client.invalidateQueries({ queryKey: orderKeys.all }),
    client.invalidateQueries({ queryKey: paymentKeys.all }),
    invalidateWalletFunds(client),
  ]);
}

/** api/changeRequest; the queue, the ticket and its order are stale afterwards. */
export function useRaiseChangeRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: ChangeRequestRequest) =>
      (await unwrap(http.call(changeRequestCall, request))).data,
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: changeRequestKeys.all }), afterChange(client)]),
  });
}

/** api/getChangeRequests {page}: the queue, keeping the last page on screen while the next loads. */
export function useChangeRequests(page: number) {
  return useQuery({
    queryKey: changeRequestKeys.queue(page),
    queryFn: async () => (await unwrap(http.call(getChangeRequestsCall, { page }))).data,
    placeholderData: keepPreviousData,
  });
}

/** Staff approve a cancellation waiting for review, or reject it with a reason; the queue is stale after. */
export function useReviewChangeRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (decision: ReviewChangeRequestRequest) =>
      await unwrap(http.call(reviewChangeRequestCall, decision)),
    onSettled: () => client.invalidateQueries({ queryKey: changeRequestKeys.all }),
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
      (await unwrap(http.call(getCRStatusCall, { changeRequestId }))).data,
    onSuccess: (status) => {
      client.setQueriesData<ChangeRequestPage>({ queryKey: [...changeRequestKeys.all, 'queue'] }, (page) =>
        patchRow(page, status),
      );
      return afterChange(client);
    },
  });
}
