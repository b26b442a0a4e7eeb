import type { PaymentMethod, PaymentOptions, WalletFunds } from '@app/contracts';
import { GATEWAY_MSG, walletShortMessage } from '@app/contracts';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { formatRupees } from '../flights/format';
import { BankTransferNote } from '../payments/BankTransferNote';
import { CreditFigures } from '../wallet-credit/CreditFigures';

interface PaymentChoiceProps {
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  /** what the buyer may use (contracts' paymentOptions) */
  options: PaymentOptions;
  /** the wallet's balance and credit line, paise; null when not read */
  funds: WalletFunds | null;
  amount: number;
  holdAllowed: boolean;
  hold: boolean;
  onHold: (hold: boolean) => void;
  disabled: boolean;
}

const walletLabel = ({ balance, creditLimit }: WalletFunds) =>
  creditLimit > 0
    ? `Wallet (balance ${formatRupees(balance)}, credit line ${formatRupees(creditLimit)})`
    : `Wallet (balance ${formatRupees(balance)})`;

/** How the booking is paid: the wallet (agents and corporate customers) or the gateway; and holding. */
export function PaymentChoice(props: PaymentChoiceProps) {
  const { method, onMethod, options, funds, amount, holdAllowed, hold, onHold, disabled } = props;
  const shownFunds = options.walletOffered ? funds : null;
  const short = shownFunds !== null && !options.walletUsable;
  return (
    <>
      {/* A hold is paid when it is ticketed: how to pay is asked then, not now. */}
      {!hold && (
        <FormControl disabled={disabled}>
          <FormLabel id="payment-method-label">Pay with</FormLabel>
          {/* An agency's balance, credit limit and what is available, before it picks (issue 16). */}
          {shownFunds && <CreditFigures funds={shownFunds} />}
          <RadioGroup
            aria-labelledby="payment-method-label"
            value={method}
            onChange={(_, value) => onMethod(value === 'wallet' ? 'wallet' : 'gateway')}
          >
            {shownFunds && (
              <FormControlLabel
                value="wallet"
                control={<Radio />}
                disabled={disabled || short}
                label={walletLabel(shownFunds)}
              />
            )}
            {short && (
              <FormHelperText sx={{ mt: -0.5, mb: 1 }} data-testid="wallet-low">
                {walletShortMessage(shownFunds, amount, formatRupees)}
              </FormHelperText>
            )}
            {options.gateway && <FormControlLabel value="gateway" control={<Radio />} label="Pay online" />}
            {!options.gateway && (
              <FormHelperText sx={{ mt: 0.5 }} data-testid="no-online-payments">
                {GATEWAY_MSG.noOnlinePayments}
              </FormHelperText>
            )}
            {(short || !options.gateway) && <BankTransferNote />}
          </RadioGroup>
        </FormControl>
      )}
      {holdAllowed && (
        <FormControlLabel
          disabled={disabled}
          control={<Checkbox checked={hold} onChange={(_, on) => onHold(on)} />}
          label="Hold booking (ticket later)"
        />
      )}
    </>
  );
}
