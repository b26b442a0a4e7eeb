import {
  type GetTicketsRequest,
  getBookedFlightsResponse,
  getTicketsResponse,
  releaseFlightResponse,
  TICKET_LIST_MSG,
  TICKET_QUEUE_FILE_NAME,
} from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { notify } from '../../../ui/notify';
import { orderKeys } from './orders';
import { ticketKeys } from './ticket-keys';

export const TICKET_PATHS = {
  tickets: 'api/getTickets',
  exportTickets: 'api/getTickets/export',
  held: 'api/getBookedFlights',
  release: 'api/releaseFlight',
} as const;

export function useTickets(request: GetTicketsRequest) {
  return useQuery({
    queryKey: ticketKeys.list(request),
    queryFn: async () =>
      (await unwrap(http.post(TICKET_PATHS.tickets, request, { schema: getTicketsResponse }))).data,
    placeholderData: keepPreviousData,
  });
}

export function useBookedFlights(page: number) {
  return useQuery({
    queryKey: ticketKeys.held(page),
    queryFn: async () =>
      (await unwrap(http.post(TICKET_PATHS.held, { page }, { schema: getBookedFlightsResponse }))).data,
    placeholderData: keepPreviousData,
  });
}

export function useReleaseFlight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (bookingId: string) =>
      unwrap(http.post(TICKET_PATHS.release, { bookingId }, { schema: releaseFlightResponse })),
    // The server says whether money moved: nothing for a hold, a refund for one paid when held.
    onSuccess: (body) => notify.success(body.message || TICKET_LIST_MSG.released),
    // Released or not, the server knows better than these lists and the order now.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      ]),
  });
}

/** The staff export of the queue, with the list's filters. */
export const downloadTicketQueue = (query: Record<string, string>) =>
  http.download(
    TICKET_PATHS.exportTickets,
    query,
    TICKET_QUEUE_FILE_NAME,
    'The ticket queue could not be exported',
  );
