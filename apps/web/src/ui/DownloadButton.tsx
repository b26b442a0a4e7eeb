import { MSG } from '@app/contracts';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button, type ButtonProps } from '@mui/material';
import { useState } from 'react';
import { notify } from './notify';

type DownloadButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  /** fetches the file and hands it to the browser (the HTTP client's download) */
  download: () => Promise<unknown>;
  label: string;
  /** what it reads while the file comes; defaults to 'Downloading…' */
  busyLabel?: string;
};

/** A button that downloads a file (a spreadsheet), once at a time; a failure is a toast. */
export function DownloadButton({
  download,
  label,
  busyLabel = 'Downloading…',
  disabled = false,
  ...props
}: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : MSG.somethingWrong);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button startIcon={<FileDownloadOutlinedIcon />} {...props} onClick={run} disabled={busy || disabled}>
      {busy ? busyLabel : label}
    </Button>
  );
}
