import type { UserView } from '@app/contracts';
import { Alert } from '@mui/material';

/**
 * Where staff's check of the user's PAN stands: verified, rejected with staff's reason, or not yet
 * checked. The PAN checked is the account's own, else the one in the billing details (as staff see
 * it); saving a different PAN has it checked again.
 */
export function PanCheckNote({ user }: { user: Pick<UserView, 'panNumber' | 'billing' | 'panCheck'> }) {
  const pan = user.panNumber || user.billing.panNumber;
  if (!pan) return null;
  const { status, reason } = user.panCheck;
  if (status === 'verified')
    return (
      <Alert severity="success" role="status">
        Your PAN {pan} is verified.
      </Alert>
    );
  if (status === 'rejected')
    return (
      <Alert severity="error" role="status">
        Your PAN {pan} was rejected{reason ? `: ${reason}` : '.'} Correct it and save: it will be checked
        again.
      </Alert>
    );
  return (
    <Alert severity="info" role="status">
      Your PAN {pan} is not yet verified: our team checks it before it is used on invoices.
    </Alert>
  );
}
