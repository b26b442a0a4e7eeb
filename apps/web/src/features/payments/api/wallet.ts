import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../api/client';
import { isFailure } from '../../../api/http';
import { SESSION_SCOPE } from '../../../api/query-client';

const walletBalanceResponse = z.object({
  success: z.literal(true),
  data: z.object({ balance: z.number() }),
});

/**
 * POST wl/user/getWlUserWalletBalance: the balance in paise, or null when it cannot be read. Quiet:
 * an unreadable wallet only hides the wallet option, it is not worth an error toast mid-booking.
 */
export function useWalletBalance(enabled: boolean) {
  return useQuery({
    queryKey: [...SESSION_SCOPE, 'walletBalance'],
    queryFn: async () => {
      try {
        const body = await http.post(
          'wl/user/getWlUserWalletBalance',
          {},
          {
            schema: walletBalanceResponse,
            quiet: true,
          },
        );
        return isFailure(body) ? null : body.data.balance;
      } catch {
        return null;
      }
    },
    enabled,
    staleTime: 0,
  });
}
