import { z } from 'zod';
import type { UserType } from '../common/enums';
import { ORDER_MSG, type PaymentMethod } from './order-constants';

/**
 * How a buyer may pay (decision 0030): the one rule the booking review, Ticket now and the server's
 * wallet debit all read, so the web can never offer what the server refuses, or refuse what it takes.
 */

/** Travel agents and corporate customers settle through a wallet (their company's account). */
export const WALLET_USER_TYPES: readonly UserType[] = ['travelAgent', 'corporate'];

export const mayPayByWallet = (userType: UserType | null | undefined): boolean =>
  userType != null && WALLET_USER_TYPES.includes(userType);

/** A wallet as a debit sees it, paise: the balance may go below zero down to −creditLimit. */
export const walletFunds = z.object({ balance: z.number().int(), creditLimit: z.number().int().min(0) });
export type WalletFunds = z.infer<typeof walletFunds>;

/** What a debit may still take: the balance and the unused credit line. */
export const walletAvailable = (funds: WalletFunds): number => funds.balance + funds.creditLimit;

export const walletCovers = (funds: WalletFunds, amount: number): boolean => walletAvailable(funds) >= amount;

/** Why the wallet cannot pay, with its credit line named when it has one. */
export function walletShortMessage(funds: WalletFunds, amount: number, format: (paise: number) => string) {
  return funds.creditLimit > 0
    ? ORDER_MSG.lowFunds(format(funds.balance), format(funds.creditLimit), format(amount))
    : ORDER_MSG.lowBalance(format(funds.balance), format(amount));
}

export interface PaymentOptionsInput {
  userType: UserType | null | undefined;
  /** null while unknown (not read yet, unreadable): the wallet is then not offered */
  wallet: WalletFunds | null;
  /** what is due now, paise */
  amount: number;
  /** whether the site takes online payments: not where staff chose no gateway (decision 0043) */
  gatewayActive?: boolean;
}

export interface PaymentOptions {
  /** show the wallet as a choice */
  walletOffered: boolean;
  /** the wallet can pay the amount (balance and credit line together) */
  walletUsable: boolean;
  gateway: boolean;
  /** the method used until the buyer picks one: the wallet where it can pay */
  preferred: PaymentMethod | null;
}

export function paymentOptions(input: PaymentOptionsInput): PaymentOptions {
  const gateway = input.gatewayActive ?? true;
  const walletOffered = input.amount > 0 && mayPayByWallet(input.userType) && input.wallet !== null;
  const walletUsable = walletOffered && input.wallet !== null && walletCovers(input.wallet, input.amount);
  return {
    walletOffered,
    walletUsable,
    gateway,
    preferred: walletUsable ? 'wallet' : gateway ? 'gateway' : null,
  };
}

/**
 * The method a pick resolves to: a pick the options no longer allow (a balance that dropped below
 * the amount) falls back to the preferred method.
 */
export function resolveMethod(options: PaymentOptions, picked: PaymentMethod | null): PaymentMethod | null {
  if (picked === 'wallet' && options.walletUsable) return 'wallet';
  if (picked === 'gateway' && options.gateway) return 'gateway';
  return options.preferred;
}
