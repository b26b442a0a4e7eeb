import {
  type AddWalletEntryRequest,
  addWlUserWalletEntryCall,
  downloadWalletBalancesCall,
  getMyWalletEntryCall,
  getWalletMonthlyDetailsCall,
  getWlUserWalletEntryCall,
  searchTransactionByPNRCall,
  userPaymentEntryCall,
  walletBalancesFileName,
} from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { notify } from '../../../ui/notify';

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
    queryFn: async () => (await unwrap(http.call(getWlUserWalletEntryCall, { email, page }))).data,
    enabled: email !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useMyWallet(page: number) {
  return useQuery({
    queryKey: walletKeys.mine(page),
    queryFn: async () => (await unwrap(http.call(getMyWalletEntryCall, { page }))).data,
    placeholderData: keepPreviousData,
  });
}

export function useMyPayments(page: number) {
  return useQuery({
    queryKey: walletKeys.payments(page),
    queryFn: async () => (await unwrap(http.call(userPaymentEntryCall, { page }))).data,
    placeholderData: keepPreviousData,
  });
}

/** The caller's own months, or (staff) one customer's. */
export function useWalletMonthly(userId?: string) {
  return useQuery({
    queryKey: walletKeys.monthly(userId),
    queryFn: async () => (await unwrap(http.call(getWalletMonthlyDetailsCall, { userId }))).data.months,
  });
}

export function usePnrTransactions(pnr: string) {
  return useQuery({
    queryKey: walletKeys.pnr(pnr),
    queryFn: async () => (await unwrap(http.call(searchTransactionByPNRCall, { pnr }))).data,
    enabled: pnr !== '',
    retry: false,
  });
}

export function useAddWalletEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: AddWalletEntryRequest) =>
      unwrap(http.call(addWlUserWalletEntryCall, request)),
    onSuccess: (body) => notify.success(body.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}

/** Every customer's wallet balance as a spreadsheet (staff). */
/** Every customer's balance at the end of `day` (a site day; today when none), as a dated sheet. */
export const downloadWalletBalances = (day: string) =>
  http.download(
    downloadWalletBalancesCall.path,
    { date: day },
    walletBalancesFileName(day),
    'The wallet balances could not be downloaded',
  );
