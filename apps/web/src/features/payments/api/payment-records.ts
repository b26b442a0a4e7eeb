import {
  exportGatewayTransactionsCall,
  GATEWAY_TRANSACTIONS_FILE_NAME,
  type GatewayTransactionsRequest,
  gatewayTransactionsCall,
  myOrderPaymentsCall,
  myPaymentsCall,
  myRefundsCall,
  pendingPaymentsCall,
  type RefundMethod,
  refreshPaymentCall,
} from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { SESSION_SCOPE } from '../../../api/query-client';

/** Query keys of the payment screens: a refresh reloads every list of them. */
export const paymentKeys = {
  all: [...SESSION_SCOPE, 'payment-records'] as const,
  gateway: (request: GatewayTransactionsRequest) => [...paymentKeys.all, 'gateway', request] as const,
  pending: (page: number) => [...paymentKeys.all, 'pending', page] as const,
  mine: (page: number) => [...paymentKeys.all, 'mine', page] as const,
  refunds: (page: number, method: RefundMethod | undefined) =>
    [...paymentKeys.all, 'refunds', method ?? 'all', page] as const,
  order: (orderId: string) => [...paymentKeys.all, 'order', orderId] as const,
};

/** Staff: the site's gateway payments and refunds, one filtered page at a time, with their totals. */
export function useGatewayTransactions(request: GatewayTransactionsRequest) {
  return useQuery({
    queryKey: paymentKeys.gateway(request),
    queryFn: async () => (await unwrap(http.call(gatewayTransactionsCall, request))).data,
    placeholderData: keepPreviousData,
  });
}

/** The same filters' entries as a spreadsheet (every page). */
export const downloadGatewayTransactions = ({ page: _page, ...filters }: GatewayTransactionsRequest) =>
  http.download(
    exportGatewayTransactionsCall.path,
    filters,
    GATEWAY_TRANSACTIONS_FILE_NAME,
    'The payment-gateway transactions could not be downloaded',
  );

/** Staff: gateway payments still waiting for the gateway's word, oldest first. */
export function usePendingPayments(page: number) {
  return useQuery({
    queryKey: paymentKeys.pending(page),
    queryFn: async () => (await unwrap(http.call(pendingPaymentsCall, { page }))).data,
    placeholderData: keepPreviousData,
  });
}

/** Asks the gateway about one payment; every payment list reloads with what it answered. */
export function useRefreshPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (paymentId: string) =>
      (await unwrap(http.call(refreshPaymentCall, { paymentId }))).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}

/** The signed-in user's own payments, newest first. */
export function useMyPayments(page: number) {
  return useQuery({
    queryKey: paymentKeys.mine(page),
    queryFn: async () => (await unwrap(http.call(myPaymentsCall, { page }))).data,
    placeholderData: keepPreviousData,
  });
}

/** One of the user's own orders with its payments and refunds. */
export function useMyOrderPayments(orderId: string) {
  return useQuery({
    queryKey: paymentKeys.order(orderId),
    queryFn: async () => (await unwrap(http.call(myOrderPaymentsCall, { orderId }))).data,
    retry: false,
  });
}

/** The signed-in user's own refunds, newest first: all, or those going one way (the wallet page's). */
export function useMyRefunds(page: number, method?: RefundMethod) {
  return useQuery({
    queryKey: paymentKeys.refunds(page, method),
    queryFn: async () => (await unwrap(http.call(myRefundsCall, { page, method }))).data,
    placeholderData: keepPreviousData,
  });
}
