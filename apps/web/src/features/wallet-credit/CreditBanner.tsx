import { creditWarning, mayPayByWallet } from '@app/contracts';
import { Alert, Button } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCurrentUser } from '../../app/store';
import { formatRupees } from '../flights/format';
import { useWalletFunds } from '../payments/api/wallet';
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
  const wallet = useWalletFunds(agency);
  const { refetch } = wallet;
  // A booking paid from the wallet moves it: read it again on each next page the agent goes to.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    if (agency) void refetch();
  }, [agency, pathname, refetch]);
  const funds = wallet.data;
  const text = funds ? creditWarning(funds, formatRupees) : null;
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
