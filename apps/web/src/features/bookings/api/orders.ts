import {
  getFlightDetailsCall,
  type orderIdRequest,
  orderSuccessCallbackCall,
  type SetFlightDetailsRequest,
  setFlightDetailsCall,
  type TicketHeldOrderRequest,
  ticketHeldOrderCall,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { UNSETTLED } from '../../payments/after-payment';
import { invalidateWalletFunds } from '../../payments/api/wallet';
import { ticketKeys } from './ticket-keys';

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
      (await unwrap(http.call(setFlightDetailsCall, request))).data,
  });
}

/** POST api/payments/orderSuccessCallback: settles an order paid without the gateway (wallet, hold). */
export function useOrderSuccessCallback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: OrderId) => (await unwrap(http.call(orderSuccessCallbackCall, request))).data,
    onSettled: () => invalidateWalletFunds(queryClient),
  });
}

/** POST api/getFlightDetails: the order as its page shows it; asked again while it is still settling. */
export function useOrder(orderId: string) {
  return useQuery({
    queryKey: orderKeys.one(orderId),
    queryFn: async () => (await unwrap(http.call(getFlightDetailsCall, { orderId }))).data,
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
      (await unwrap(http.call(ticketHeldOrderCall, request))).data,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
        invalidateWalletFunds(queryClient),
      ]),
  });
}
