import {
  refundRetryRequest,
  refundRetryResponse,
  refundsListRequest,
  refundsListResponse,
} from '../commerce/refunds';
import { defineCall } from './define-call';

/**
 * Every refund of the site and its state (decision 0027), and staff's retry of a failed one. The
 * attention permissions cover them: a refund that fails is itself a case that needs attention.
 */
export const refundsListCall = defineCall({
  method: 'POST',
  path: 'staff/refunds/list',
  request: refundsListRequest,
  response: refundsListResponse,
  access: 'staff',
  permission: 'attention.view',
});

export const refundRetryCall = defineCall({
  method: 'POST',
  path: 'staff/refunds/retry',
  request: refundRetryRequest,
  response: refundRetryResponse,
  access: 'staff',
  permission: 'attention.act',
});
