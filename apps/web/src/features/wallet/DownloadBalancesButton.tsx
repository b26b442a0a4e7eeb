import type { ButtonProps } from '@mui/material';
import { siteToday } from '../../app/site-locale';
import { DownloadButton } from '../../ui/DownloadButton';
import { downloadWalletBalances } from './api/wallet';

/** Downloads every customer's wallet balance at the end of `day` (today by default) as a spreadsheet. */
export function DownloadBalancesButton({ day, ...props }: Omit<ButtonProps, 'onClick'> & { day?: string }) {
  return (
    <DownloadButton
      variant="outlined"
      {...props}
      download={() => downloadWalletBalances(day ?? siteToday())}
      label="Download balances"
    />
  );
}
