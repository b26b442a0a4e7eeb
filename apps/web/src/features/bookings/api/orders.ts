import {
  type orderIdRequest,
  orderOutcomeResponse,
  type SetFlightDetailsRequest,
  setFlightDetailsResponse,
} from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';

export const ORDER_PATHS = {
  setFlightDetails: 'api/setFlightDetails',
  orderSuccessCallback: 'api/payments/orderSuccessCallback',
} as const;

type OrderId = z.input<typeof orderIdRequest>;

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
