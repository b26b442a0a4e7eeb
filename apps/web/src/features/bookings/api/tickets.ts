import {
  exportMyTicketsCall,
  exportTicketsCall,
  type GetTicketsRequest,
  getBookedFlightsCall,
  getTicketsCall,
  releaseFlightCall,
  TICKET_LIST_MSG,
  TICKET_QUEUE_FILE_NAME,
  type UserType,
} from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { notify } from '../../../ui/notify';
import { invalidateWalletFunds } from '../../payments/api/wallet';
import { orderKeys } from './orders';
import { ticketKeys } from './ticket-keys';

export function useTickets(request: GetTicketsRequest) {
  return useQuery({
    queryKey: ticketKeys.list(request),
    queryFn: async () => (await unwrap(http.call(getTicketsCall, request))).data,
    placeholderData: keepPreviousData,
  });
}

export function useBookedFlights(page: number) {
  return useQuery({
    queryKey: ticketKeys.held(page),
    queryFn: async () => (await unwrap(http.call(getBookedFlightsCall, { page }))).data,
    placeholderData: keepPreviousData,
  });
}

export function useReleaseFlight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (bookingId: string) => unwrap(http.call(releaseFlightCall, { bookingId })),
    // The server says whether money moved: nothing for a hold, a refund for one paid when held.
    onSuccess: (body) => notify.success(body.message || TICKET_LIST_MSG.released),
    // Released or not, the server knows better than these lists and the order now.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        // A hold paid when it was made gives its money back to the wallet.
        invalidateWalletFunds(queryClient),
      ]),
  });
}

/** Who exports their own queue: the call's own user types (agencies and corporates). */
export const exportsOwnQueue = (userType: UserType | undefined) =>
  userType !== undefined && (exportMyTicketsCall.userTypes as readonly UserType[]).includes(userType);

/**
 * The queue as a sheet, with the list's filters: staff's, or (`own`) an agency's own tickets with
 * its own costs (decision 0054).
 */
export const downloadTicketQueue = (query: Record<string, string>, own = false) =>
  http.download(
    (own ? exportMyTicketsCall : exportTicketsCall).path,
    query,
    TICKET_QUEUE_FILE_NAME,
    'The ticket queue could not be exported',
  );
