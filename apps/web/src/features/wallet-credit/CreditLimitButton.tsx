import { type CustomerListItem, mayPayByWallet } from '@app/contracts';
import { Button } from '@mui/material';
import { useState } from 'react';
import { CreditLimitDialog } from './CreditLimitDialog';

/** What a staff member may do with credit limits: see them (wallets.view), set them (wallets.creditLimit). */
export type CreditLimitRights = { canView: boolean; canSet: boolean };
export const NO_CREDIT_RIGHTS: CreditLimitRights = { canView: false, canSet: false };

/** A customer row's way to an agency's credit limit: for agencies, for staff who may see wallets. */
export function CreditLimitButton({
  customer,
  rights,
}: {
  customer: CustomerListItem;
  rights: CreditLimitRights;
}) {
  const [open, setOpen] = useState(false);
  if (!mayPayByWallet(customer.userType) || !rights.canView) return null;
  const name = customer.companyName ?? [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        Credit limit
      </Button>
      {open && (
        <CreditLimitDialog
          userId={customer.users_id}
          name={name}
          canSet={rights.canSet}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
