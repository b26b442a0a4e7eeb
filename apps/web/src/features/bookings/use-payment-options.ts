import { mayPayByWallet, type PaymentMethod, paymentOptions, resolveMethod } from '@app/contracts';
import { useState } from 'react';
import { useCurrentUser } from '../../app/store';
import { useActiveGateway } from '../payments/api/active-gateway';
import { useWalletFunds } from '../payments/api/wallet';

/**
 * The payment choice of an amount due (the booking review, Ticket now): the contracts' rule over
 * the buyer's wallet and credit line, and the buyer's pick, which falls back when it stops being
 * allowed (a balance that dropped below the amount pays online).
 */
export function usePaymentOptions(amount: number) {
  const userType = useCurrentUser()?.userType;
  const readsWallet = amount > 0 && mayPayByWallet(userType);
  const wallet = useWalletFunds(readsWallet);
  const funds = readsWallet ? (wallet.data ?? null) : null;
  // A site whose staff chose no gateway takes the wallet (and bank transfers) only (decision 0043).
  // Until it is known, online payment stays offered: nothing waits on it, and the server refuses.
  const gateway = useActiveGateway(amount > 0);
  const gatewayActive = gateway.data ? gateway.data.provider !== 'none' : true;
  const options = paymentOptions({ userType, wallet: funds, amount, gatewayActive });
  const [picked, setPicked] = useState<PaymentMethod | null>(null);
  const resolved = resolveMethod(options, picked);
  return {
    options,
    funds,
    method: resolved ?? 'gateway',
    /** some way to pay the amount now exists (no wallet on a site without online payments: none) */
    payable: resolved !== null,
    pick: setPicked,
    loading: readsWallet && wallet.isPending,
  };
}
