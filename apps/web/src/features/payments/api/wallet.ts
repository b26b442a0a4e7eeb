import { getWlUserWalletBalanceCall, ok, type WalletFunds, walletFunds } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../api/client';
import { isFailure } from '../../../api/http';
import { SESSION_SCOPE } from '../../../api/query-client';

const walletFundsResponse = ok({ data: walletFunds });

/**
 * POST wl/user/getWlUserWalletBalance: the balance and credit line in paise, or null when they
 * cannot be read. Quiet: an unreadable wallet only hides the wallet option, it is not worth an
 * error toast mid-booking.
 */
export function useWalletFunds(enabled: boolean) {
  return useQuery({
    queryKey: [...SESSION_SCOPE, 'walletBalance'],
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
    staleTime: 0,
  });
}
