import type { ButtonProps } from '@mui/material';
import { DownloadButton } from '../../ui/DownloadButton';
import { downloadWalletBalances } from './api/wallet';

/** Downloads every customer's wallet balance as a spreadsheet (staff). */
export function DownloadBalancesButton(props: Omit<ButtonProps, 'onClick' | 'disabled'>) {
  return (
    <DownloadButton
      variant="outlined"
      {...props}
      download={downloadWalletBalances}
      label="Download balances"
    />
  );
}
