import {
  type AddWalletEntryRequest,
  addWalletEntryResponse,
  searchTransactionByPnrResponse,
  userPaymentsResponse,
  WALLET_BALANCES_FILE_NAME,
  walletEntriesResponse,
  walletMonthlyResponse,
} from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { notify } from '../../../ui/notify';

export const WALLET_PATHS = {
  add: 'wl/user/addWlUserWalletEntry',
  entries: 'wl/user/getWlUserWalletEntry',
  myEntries: 'wl/user/getMyWalletEntry',
  payments: 'wl/user/userPaymentEntry',
  byPnr: 'wl/user/searchTransactionByPNR',
  monthly: 'wl/user/getWalletMonthlyDetails',
  balances: 'wl/user/downloadWalletBalances',
} as const;

export const walletKeys = {
  all: ['wallet'] as const,
  entries: (email: string, page: number) => ['wallet', 'entries', email, page] as const,
  mine: (page: number) => ['wallet', 'mine', page] as const,
  payments: (page: number) => ['wallet', 'payments', page] as const,
  monthly: (userId: string | undefined) => ['wallet', 'monthly', userId ?? 'me'] as const,
  pnr: (pnr: string) => ['wallet', 'pnr', pnr] as const,
};

/** Staff: one customer's wallet (found by e-mail) and a page of its entries. */
export function useCustomerWallet(email: string, page: number) {
  return useQuery({
    queryKey: walletKeys.entries(email, page),
    queryFn: async () =>
      (await unwrap(http.post(WALLET_PATHS.entries, { email, page }, { schema: walletEntriesResponse })))
        .data,
    enabled: email !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useMyWallet(page: number) {
  return useQuery({
    queryKey: walletKeys.mine(page),
    queryFn: async () =>
      (await unwrap(http.post(WALLET_PATHS.myEntries, { page }, { schema: walletEntriesResponse }))).data,
    placeholderData: keepPreviousData,
  });
}

export function useMyPayments(page: number) {
  return useQuery({
    queryKey: walletKeys.payments(page),
    queryFn: async () =>
      (await unwrap(http.post(WALLET_PATHS.payments, { page }, { schema: userPaymentsResponse }))).data,
    placeholderData: keepPreviousData,
  });
}

/** The caller's own months, or (staff) one customer's. */
export function useWalletMonthly(userId?: string) {
  return useQuery({
    queryKey: walletKeys.monthly(userId),
    queryFn: async () =>
      (await unwrap(http.post(WALLET_PATHS.monthly, { userId }, { schema: walletMonthlyResponse }))).data
        .months,
  });
}

export function usePnrTransactions(pnr: string) {
  return useQuery({
    queryKey: walletKeys.pnr(pnr),
    queryFn: async () =>
      (await unwrap(http.post(WALLET_PATHS.byPnr, { pnr }, { schema: searchTransactionByPnrResponse }))).data,
    enabled: pnr !== '',
    retry: false,
  });
}

export function useAddWalletEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: AddWalletEntryRequest) =>
      unwrap(http.post(WALLET_PATHS.add, request, { schema: addWalletEntryResponse })),
    onSuccess: (body) => notify.success(body.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}

/** Every customer's wallet balance as a spreadsheet (staff). */
export const downloadWalletBalances = () =>
  http.download(
    WALLET_PATHS.balances,
    {},
    WALLET_BALANCES_FILE_NAME,
    'The wallet balances could not be downloaded',
  );
