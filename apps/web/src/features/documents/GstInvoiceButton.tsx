import type { ButtonProps } from '@mui/material';
import { DownloadButton } from '../../ui/DownloadButton';
import { downloadGstInvoice } from './api/documents';

/** Downloads the order's GST invoice (a PDF); a failure, such as a site without a GSTIN, is a toast. */
export function GstInvoiceButton({
  reference,
  ...props
}: { reference: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  return (
    <DownloadButton
      variant="outlined"
      size="small"
      {...props}
      label="GST invoice"
      download={() => downloadGstInvoice(reference)}
    />
  );
}
