import { Box, Typography } from '@mui/material';
import { useBankDetails } from './api/bank-details';

/** Where to send money by bank transfer to top the wallet up, when the site takes transfers. */
export function BankTransferNote() {
  const bank = useBankDetails(true);
  if (!bank.data) return null;
  const { accountName, accountNumber, ifsc, bankName, branch, upiId } = bank.data;
  return (
    <Box sx={{ mt: 1, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }} data-testid="bank-details">
      <Typography variant="body2" fontWeight={600}>
        Top up your wallet by bank transfer
      </Typography>
      <Typography variant="body2">
        {accountName} · {bankName}, {branch}
      </Typography>
      <Typography variant="body2">
        A/c {accountNumber} · IFSC {ifsc}
        {upiId ? ` · UPI ${upiId}` : ''}
      </Typography>
    </Box>
  );
}
