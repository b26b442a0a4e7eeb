import { MSG } from '@app/contracts';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button, type ButtonProps } from '@mui/material';
import { useState } from 'react';
import { notify } from '../../ui/notify';
import { downloadWalletBalances } from './api/wallet';

/** Downloads every customer's wallet balance as a spreadsheet (staff). */
export function DownloadBalancesButton(props: Omit<ButtonProps, 'onClick' | 'disabled'>) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadWalletBalances();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : MSG.somethingWrong);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
      {...props}
      onClick={download}
      disabled={downloading}
    >
      {downloading ? 'Downloading…' : 'Download balances'}
    </Button>
  );
}
