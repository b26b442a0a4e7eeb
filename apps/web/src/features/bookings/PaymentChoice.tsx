import type { PaymentMethod } from '@app/contracts';
import { ORDER_MSG } from '@app/contracts';
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

interface PaymentChoiceProps {
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  /** the wallet balance in paise; null hides the wallet (not offered, or not readable) */
  balance: number | null;
  amount: number;
  holdAllowed: boolean;
  hold: boolean;
  onHold: (hold: boolean) => void;
  disabled: boolean;
}

/** How the booking is paid: the wallet (agents and corporate customers) or the gateway; and holding. */
export function PaymentChoice(props: PaymentChoiceProps) {
  const { method, onMethod, balance, amount, holdAllowed, hold, onHold, disabled } = props;
  const lowBalance = balance !== null && balance < amount;
  return (
    <>
      {/* A hold is paid when it is ticketed: how to pay is asked then, not now. */}
      {!hold && (
        <FormControl disabled={disabled}>
          <FormLabel id="payment-method-label">Pay with</FormLabel>
          <RadioGroup
            aria-labelledby="payment-method-label"
            value={method}
            onChange={(_, value) => onMethod(value === 'wallet' ? 'wallet' : 'gateway')}
          >
            {balance !== null && (
              <FormControlLabel
                value="wallet"
                control={<Radio />}
                disabled={disabled || lowBalance}
                label={`Wallet (balance ${formatRupees(balance)})`}
              />
            )}
            {lowBalance && (
              <>
                <FormHelperText sx={{ mt: -0.5, mb: 1 }} data-testid="wallet-low">
                  {ORDER_MSG.lowBalance(formatRupees(balance), formatRupees(amount))}
                </FormHelperText>
                <BankTransferNote />
              </>
            )}
            <FormControlLabel value="gateway" control={<Radio />} label="Pay online" />
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
