import { mayPayByWallet, type PaymentMethod, paymentOptions, resolveMethod } from '@app/contracts';
import { useState } from 'react';
import { useCurrentUser } from '../../app/store';
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
  const options = paymentOptions({ userType, wallet: funds, amount });
  const [picked, setPicked] = useState<PaymentMethod | null>(null);
  return {
    options,
    funds,
    method: resolveMethod(options, picked) ?? 'gateway',
    pick: setPicked,
    loading: readsWallet && wallet.isPending,
  };
}
