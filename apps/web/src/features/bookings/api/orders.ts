import {
  flightDetailsResponse,
  type orderIdRequest,
  orderOutcomeResponse,
  type SetFlightDetailsRequest,
  setFlightDetailsResponse,
  type TicketHeldOrderRequest,
  ticketHeldOrderResponse,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { UNSETTLED } from '../../payments/after-payment';
import { ticketKeys } from './ticket-keys';

export const ORDER_PATHS = {
  setFlightDetails: 'api/setFlightDetails',
  orderSuccessCallback: 'api/payments/orderSuccessCallback',
  flightDetails: 'api/getFlightDetails',
  ticketHeldOrder: 'api/ticketHeldOrder',
} as const;

type OrderId = z.input<typeof orderIdRequest>;

/** Query keys of orders: a ticketing or a release of one invalidates it with the queues. */
export const orderKeys = {
  all: ['orders'] as const,
  one: (orderId: string) => [...orderKeys.all, orderId] as const,
};

/** POST api/setFlightDetails: books the trip as an order to pay; the server fixes the amount. */
export function useSetFlightDetails() {
  return useMutation({
    mutationFn: async (request: SetFlightDetailsRequest) =>
      (await unwrap(http.post(ORDER_PATHS.setFlightDetails, request, { schema: setFlightDetailsResponse })))
        .data,
  });
}

/** POST api/payments/orderSuccessCallback: settles an order paid without the gateway (wallet, hold). */
export function useOrderSuccessCallback() {
  return useMutation({
    mutationFn: async (request: OrderId) =>
      (await unwrap(http.post(ORDER_PATHS.orderSuccessCallback, request, { schema: orderOutcomeResponse })))
        .data,
  });
}

/** POST api/getFlightDetails: the order as its page shows it; asked again while it is still settling. */
export function useOrder(orderId: string) {
  return useQuery({
    queryKey: orderKeys.one(orderId),
    queryFn: async () =>
      (await unwrap(http.post(ORDER_PATHS.flightDetails, { orderId }, { schema: flightDetailsResponse })))
        .data,
    refetchInterval: (query) =>
      query.state.data && UNSETTLED.includes(query.state.data.status) ? 2_000 : false,
    staleTime: 0,
  });
}

/** POST api/ticketHeldOrder: Ticket now, from the wallet at once or through the gateway's page. */
export function useTicketHeldOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: TicketHeldOrderRequest) =>
      (await unwrap(http.post(ORDER_PATHS.ticketHeldOrder, request, { schema: ticketHeldOrderResponse })))
        .data,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
      ]),
  });
}
