import { creditWarning, mayPayByWallet } from '@app/contracts';
import { Alert, Button } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { formatSiteMoney } from '../../app/site-money';
import { useCurrentUser } from '../../app/store';
import { FRAME_WALLET_STALE_MS, useWalletFunds } from '../payments/api/wallet';
import { creditTone } from './CreditFigures';

const WALLET_PATH = '/user/transactionHistory';

/**
 * Site-wide for an agency whose credit runs low (under 40 %, under 20 %, used up): the same
 * words as the mail, and the way to its wallet. Nothing for anyone else.
 */
export function CreditBanner() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const agency = mayPayByWallet(user?.userType);
  // The header's figures too: one query. This tab's payments invalidate it; what others do to the
  // wallet (staff's credit, a refund settled) shows on the next page once the figures are a minute old.
  const wallet = useWalletFunds(agency, FRAME_WALLET_STALE_MS);
  const { refetch, isStale } = wallet;
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    if (agency && isStale) void refetch();
  }, [agency, pathname, refetch, isStale]);
  const funds = wallet.data;
  const text = funds ? creditWarning(funds, formatSiteMoney) : null;
  if (!funds || !text) return null;
  return (
    <Alert
      severity={creditTone(funds) ?? 'warning'}
      role="status"
      square
      data-testid="credit-banner"
      action={
        pathname.endsWith(WALLET_PATH) ? undefined : (
          <Button color="inherit" size="small" component={RouterLink} to={WALLET_PATH}>
            Wallet
          </Button>
        )
      }
    >
      {text}
    </Alert>
  );
}
