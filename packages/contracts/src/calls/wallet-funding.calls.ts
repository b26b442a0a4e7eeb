import { WALLET_USER_TYPES } from '../bookings/payment-options';
import {
  decideDepositResponse,
  depositIdRequest,
  depositSlipResponse,
  depositsRequest,
  depositsResponse,
  myDepositsRequest,
  myDepositsResponse,
  rejectDepositRequest,
  requestDepositRequest,
  requestDepositResponse,
} from '../wallet/wallet-deposits';
import {
  createTopUpRequest,
  createTopUpResponse,
  topUpFeeResponse,
  topUpFeeSettings,
  topUpOptionsResponse,
  topUpReceiptResponse,
  topUpRequest,
} from '../wallet/wallet-top-up';
import { defineCall } from './define-call';

/**
 * How an agency puts money in its wallet itself (decision 0054): online through the site's gateway
 * (a top-up is an order of the commerce core), or by a bank transfer that staff confirm. Only those
 * who pay by wallet (mayPayByWallet) fund one.
 */
export const getTopUpOptionsCall = defineCall({
  method: 'GET',
  path: 'wallet/topUp/options',
  response: topUpOptionsResponse,
  access: 'user',
  userTypes: WALLET_USER_TYPES,
  module: 'wallet',
});

export const createTopUpCall = defineCall({
  method: 'POST',
  path: 'wallet/topUp/create',
  request: createTopUpRequest,
  response: createTopUpResponse,
  access: 'user',
  userTypes: WALLET_USER_TYPES,
  module: 'wallet',
});

/** The buyer's own top-up (staff holding wallets.view: any of the site's). */
export const getTopUpCall = defineCall({
  method: 'POST',
  path: 'wallet/topUp/get',
  request: topUpRequest,
  response: topUpReceiptResponse,
  access: 'user',
  module: 'wallet',
});

export const getTopUpFeeCall = defineCall({
  method: 'GET',
  path: 'wallet/topUp/fee',
  response: topUpFeeResponse,
  access: 'staff',
  permission: 'settings.payments',
});

export const saveTopUpFeeCall = defineCall({
  method: 'POST',
  path: 'wallet/topUp/fee',
  request: topUpFeeSettings,
  response: topUpFeeResponse,
  access: 'staff',
  permission: 'settings.payments',
});

export const requestDepositCall = defineCall({
  method: 'POST',
  path: 'wallet/deposits/request',
  request: requestDepositRequest,
  response: requestDepositResponse,
  access: 'user',
  userTypes: WALLET_USER_TYPES,
  module: 'wallet',
});

export const getMyDepositsCall = defineCall({
  method: 'POST',
  path: 'wallet/deposits/mine',
  request: myDepositsRequest,
  response: myDepositsResponse,
  access: 'user',
  userTypes: WALLET_USER_TYPES,
  module: 'wallet',
});

export const getDepositsCall = defineCall({
  method: 'POST',
  path: 'wallet/deposits/list',
  request: depositsRequest,
  response: depositsResponse,
  access: 'staff',
  permission: 'wallets.deposits',
  module: 'wallet',
});

export const confirmDepositCall = defineCall({
  method: 'POST',
  path: 'wallet/deposits/confirm',
  request: depositIdRequest,
  response: decideDepositResponse,
  access: 'staff',
  permission: 'wallets.deposits',
  module: 'wallet',
});

export const rejectDepositCall = defineCall({
  method: 'POST',
  path: 'wallet/deposits/reject',
  request: rejectDepositRequest,
  response: decideDepositResponse,
  access: 'staff',
  permission: 'wallets.deposits',
  module: 'wallet',
});

/** The slip of a deposit: its agency's own, or any of the site's for staff holding wallets.deposits. */
export const getDepositSlipCall = defineCall({
  method: 'POST',
  path: 'wallet/deposits/slip',
  request: depositIdRequest,
  response: depositSlipResponse,
  access: 'user',
  module: 'wallet',
});
