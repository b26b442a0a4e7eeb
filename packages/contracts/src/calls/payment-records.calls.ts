import {
  gatewayTransactionsRequest,
  gatewayTransactionsResponse,
  myOrderPaymentsRequest,
  myOrderPaymentsResponse,
  myPaymentsResponse,
  myRefundsRequest,
  myRefundsResponse,
  paymentsPageRequest,
  pendingPaymentsResponse,
  refreshPaymentRequest,
  refreshPaymentResponse,
} from '../commerce/payment-records';
import { defineCall } from './define-call';

/**
 * The payment-gateway screens (issue 16): Transactions → Payment-gateway transactions and Pending
 * payment-gateway entries for staff, and a signed-in customer's own payments (/payments).
 */
export const gatewayTransactionsCall = defineCall({
  method: 'POST',
  path: 'staff/payments/list',
  request: gatewayTransactionsRequest,
  response: gatewayTransactionsResponse,
  access: 'staff',
  permission: 'payments.view',
});

export const exportGatewayTransactionsCall = defineCall({
  method: 'GET',
  path: 'staff/payments/export',
  request: gatewayTransactionsRequest,
  produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  access: 'staff',
  permission: 'payments.view',
});

export const pendingPaymentsCall = defineCall({
  method: 'POST',
  path: 'staff/payments/pending',
  request: paymentsPageRequest,
  response: pendingPaymentsResponse,
  access: 'staff',
  permission: 'payments.view',
});

export const refreshPaymentCall = defineCall({
  method: 'POST',
  path: 'staff/payments/refreshStatus',
  request: refreshPaymentRequest,
  response: refreshPaymentResponse,
  access: 'staff',
  permission: 'payments.refresh',
});

export const myPaymentsCall = defineCall({
  method: 'POST',
  path: 'user/payments/list',
  request: paymentsPageRequest,
  response: myPaymentsResponse,
  access: 'user',
});

export const myOrderPaymentsCall = defineCall({
  method: 'POST',
  path: 'user/payments/order',
  request: myOrderPaymentsRequest,
  response: myOrderPaymentsResponse,
  access: 'user',
});

/** The caller's own refunds, wallet and card, each with its state (decision 0058). */
export const myRefundsCall = defineCall({
  method: 'POST',
  path: 'user/refunds/list',
  request: myRefundsRequest,
  response: myRefundsResponse,
  access: 'user',
});
