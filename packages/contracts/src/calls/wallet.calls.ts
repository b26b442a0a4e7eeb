import {
  getSiteWalletEntriesPath,
  getSiteWalletEntriesRequest,
  getSiteWalletEntriesResponse,
} from '../wallet/site-wallet-entries';
import { getSupplierWalletsPath, getSupplierWalletsResponse } from '../wallet/supplier-wallets';
import {
  addWalletEntryRequest,
  addWalletEntryResponse,
  searchTransactionByPnrRequest,
  searchTransactionByPnrResponse,
  userPaymentsResponse,
  walletBalanceOfRequest,
  walletBalanceOfResponse,
  walletBalancesRequest,
  walletEntriesRequest,
  walletEntriesResponse,
  walletMonthlyRequest,
  walletMonthlyResponse,
  walletPageRequest,
} from '../wallet/wallet';
import { defineCall } from './define-call';

export const addWlUserWalletEntryCall = defineCall({
  method: 'POST',
  path: 'wl/user/addWlUserWalletEntry',
  request: addWalletEntryRequest,
  response: addWalletEntryResponse,
  access: 'staff',
  permission: 'wallets.credit',
  module: 'wallet',
});

export const getWlUserWalletEntryCall = defineCall({
  method: 'POST',
  path: 'wl/user/getWlUserWalletEntry',
  request: walletEntriesRequest,
  response: walletEntriesResponse,
  access: 'staff',
  permission: 'wallets.view',
  module: 'wallet',
});

export const getWalletBalanceOfCall = defineCall({
  method: 'POST',
  path: 'wl/user/getWalletBalanceOf',
  request: walletBalanceOfRequest,
  response: walletBalanceOfResponse,
  access: 'staff',
  permission: 'wallets.view',
  module: 'wallet',
});

export const getMyWalletEntryCall = defineCall({
  method: 'POST',
  path: 'wl/user/getMyWalletEntry',
  request: walletPageRequest,
  response: walletEntriesResponse,
  access: 'user',
  module: 'wallet',
});

export const userPaymentEntryCall = defineCall({
  method: 'POST',
  path: 'wl/user/userPaymentEntry',
  request: walletPageRequest,
  response: userPaymentsResponse,
  access: 'user',
  module: 'wallet',
});

export const searchTransactionByPNRCall = defineCall({
  method: 'POST',
  path: 'wl/user/searchTransactionByPNR',
  request: searchTransactionByPnrRequest,
  response: searchTransactionByPnrResponse,
  access: 'staff',
  permission: 'wallets.view',
  module: 'wallet',
});

export const getWalletMonthlyDetailsCall = defineCall({
  method: 'POST',
  path: 'wl/user/getWalletMonthlyDetails',
  request: walletMonthlyRequest,
  response: walletMonthlyResponse,
  access: 'user',
  module: 'wallet',
});

export const downloadWalletBalancesCall = defineCall({
  method: 'GET',
  path: 'wl/user/downloadWalletBalances',
  request: walletBalancesRequest,
  produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  access: 'staff',
  permission: 'wallets.view',
  module: 'wallet',
});

export const getSiteWalletEntriesCall = defineCall({
  method: 'POST',
  path: getSiteWalletEntriesPath,
  request: getSiteWalletEntriesRequest,
  response: getSiteWalletEntriesResponse,
  access: 'staff',
  permission: 'wallets.view',
  module: 'wallet',
});

export const getSupplierWalletsCall = defineCall({
  method: 'GET',
  path: getSupplierWalletsPath,
  response: getSupplierWalletsResponse,
  access: 'staff',
  permission: 'suppliers.wallets',
});
