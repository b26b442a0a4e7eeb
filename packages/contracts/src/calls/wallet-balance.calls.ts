import { walletFunds } from '../bookings/payment-options';
import { ok } from '../common/fields';
import { defineCall } from './define-call';

/**
 * The caller's own balance and credit line, which the frame asks for on every page of an agency
 * (the header's wallet, the credit banner): apart from the staff's wallet calls, whose schemas
 * (ledger entries, bookings, refunds) the first screen would otherwise load with it (decision 0063).
 */
export const getWlUserWalletBalanceCall = defineCall({
  method: 'POST',
  path: 'wl/user/getWlUserWalletBalance',
  response: ok({ data: walletFunds }),
  access: 'user',
});
