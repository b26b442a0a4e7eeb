import { mayPayByWallet, walletAvailable } from '@app/contracts';
import { Box, ButtonBase, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatSiteMoney } from '../../app/site-money';
import { useCurrentUser, useSite } from '../../app/store';
import { FRAME_WALLET_STALE_MS, useWalletFunds } from '../payments/api/wallet';

/** The room the wallet takes in the app bar: "Wallet ₹4,70,410" in the caption font, with its padding. */
const WALLET_MIN_WIDTH = 112;

/**
 * An agency's (or corporate's) wallet in the app bar (decision 0054): the balance, and with a
 * credit line what a booking may still take; a link to the wallet. The credit banner's own query,
 * so the frame asks once; payments and top-ups of this tab read it again at once.
 */
export function HeaderWallet() {
  const user = useCurrentUser();
  const { activeModules } = useSite();
  const shown = mayPayByWallet(user?.userType) && activeModules.includes('wallet');
  const funds = useWalletFunds(shown, FRAME_WALLET_STALE_MS).data;
  if (!shown) return null;
  // Its room is kept while the balance comes, so the menu beside it does not move (decision 0061).
  if (!funds)
    return (
      <Skeleton
        variant="rounded"
        width={WALLET_MIN_WIDTH}
        height={20}
        aria-hidden
        sx={{ flexShrink: 0, bgcolor: 'rgba(255,255,255,0.2)' }}
      />
    );
  const available = funds.creditLimit > 0 ? formatSiteMoney(Math.max(0, walletAvailable(funds))) : null;
  return (
    <ButtonBase
      component={RouterLink}
      to="/user/transactionHistory"
      data-testid="header-wallet"
      sx={{
        flexShrink: 0,
        minWidth: WALLET_MIN_WIDTH,
        px: 1,
        py: 0.5,
        borderRadius: 1,
        textAlign: 'right',
        color: 'inherit',
        justifyContent: 'flex-end',
      }}
    >
      <Box>
        <Typography variant="caption" component="p" sx={{ lineHeight: 1.3 }}>
          Wallet <strong data-testid="header-wallet-balance">{formatSiteMoney(funds.balance)}</strong>
        </Typography>
        {available && (
          <Typography
            variant="caption"
            component="p"
            sx={{ lineHeight: 1.3, display: { xs: 'none', sm: 'block' } }}
          >
            Available <strong data-testid="header-wallet-available">{available}</strong>
          </Typography>
        )}
      </Box>
    </ButtonBase>
  );
}
