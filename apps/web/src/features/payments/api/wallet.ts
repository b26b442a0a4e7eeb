import { getWlUserWalletBalanceCall, ok, type WalletFunds, walletFunds } from '@app/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { http } from '../../../api/client';
import { isFailure } from '../../../api/http';
import { SESSION_SCOPE } from '../../../api/query-client';

const walletFundsResponse = ok({ data: walletFunds });
const walletFundsKey = [...SESSION_SCOPE, 'walletBalance'] as const;

/**
 * How long the frame's figures (the header, the credit banner) stand without asking again: what
 * this tab pays or tops up invalidates them at once (invalidateWalletFunds); what happens elsewhere
 * (staff's credit, a refund settled) shows within a minute, on the next page.
 */
export const FRAME_WALLET_STALE_MS = 60_000;

/**
 * POST wl/user/getWlUserWalletBalance: the balance and credit line in paise, or null when they
 * cannot be read. Quiet: an unreadable wallet only hides the wallet option, it is not worth an
 * error toast mid-booking. One query for every reader; a payment step reads it fresh (staleTime 0).
 */
export function useWalletFunds(enabled: boolean, staleTime = 0) {
  return useQuery({
    queryKey: walletFundsKey,
    queryFn: async (): Promise<WalletFunds | null> => {
      try {
        const body = await http.call(
          getWlUserWalletBalanceCall,
          {},
          { schema: walletFundsResponse, quiet: true },
        );
        return isFailure(body) ? null : body.data;
      } catch {
        return null;
      }
    },
    enabled,
    staleTime,
  });
}

/** Money moved in or out of the caller's wallet (a payment, a refund, a top-up): read it again. */
export const invalidateWalletFunds = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: walletFundsKey });
