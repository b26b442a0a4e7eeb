import {
  GATEWAY_ENTRY_STATES,
  type GatewayEntryState,
  type GatewayTransactionsRequest,
  PAYMENT_RECORDS_MSG,
} from '@app/contracts';
import { z } from 'zod';

/**
 * The filter bar as the form holds it: dates YYYY-MM-DD (typed as dd/MM/yyyy), '' for an empty
 * box. The range rule and its words are the server's own.
 */
export const gatewayFilterForm = z
  .object({
    fromDate: z.string(),
    toDate: z.string(),
    status: z.union([
      z.literal(''),
      z.enum(GATEWAY_ENTRY_STATES as [GatewayEntryState, ...GatewayEntryState[]]),
    ]),
    customer: z.string().max(100),
    orderReference: z.string().max(40),
  })
  .superRefine((form, ctx) => {
    // ISO dates compare correctly as text.
    if (form.fromDate && form.toDate && form.fromDate > form.toDate)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: PAYMENT_RECORDS_MSG.dateOrder });
  });
export type GatewayFilterForm = z.infer<typeof gatewayFilterForm>;

export const EMPTY_GATEWAY_FILTERS: GatewayFilterForm = {
  fromDate: '',
  toDate: '',
  status: '',
  customer: '',
  orderReference: '',
};

/** The request for one page: blanks left out and text trimmed, so stray spaces make no new query. */
export function gatewayRequestOf(filters: GatewayFilterForm, page: number): GatewayTransactionsRequest {
  const request: GatewayTransactionsRequest = { page };
  if (filters.fromDate) request.fromDate = filters.fromDate;
  if (filters.toDate) request.toDate = filters.toDate;
  if (filters.status) request.status = filters.status;
  const customer = filters.customer.trim();
  if (customer) request.customer = customer;
  const orderReference = filters.orderReference.trim();
  if (orderReference) request.orderReference = orderReference;
  return request;
}
