import type { CustomerListItem } from '@app/contracts';
import { Box, Button, Chip, FormControlLabel, Paper, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { USER_TYPE_LABELS } from '../user-dashboard/user-type-labels';
import {
  CreditLimitButton,
  type CreditLimitRights,
  NO_CREDIT_RIGHTS,
} from '../wallet-credit/CreditLimitButton';
import { type CustomerAction, useCustomerAction } from './api/customer-actions';
import { type Confirmation, confirmationFor } from './customer-confirmations';

export type RowDialog = 'details' | 'changeDetails' | 'markupGroup' | 'permissionGroup';

interface Props {
  customer: CustomerListItem;
  onOpen: (dialog: RowDialog, customer: CustomerListItem) => void;
  /** what the site and the staff member allow of permission groups (spec §6) */
  permissionGroups: { shown: boolean; canChange: boolean };
  /** the staff member may add wallet money (wallets.credit) */
  canAddMoney: boolean;
  /** the staff member may see (wallets.view) and set (wallets.creditLimit) agencies' credit limits */
  creditLimits?: CreditLimitRights;
}

/**
 * One customer with its status chips and actions; switches move only once the server has confirmed.
 * What locks the customer out of something is asked about first, naming them (confirmationFor).
 */
export function CustomerRow({
  customer: c,
  onOpen,
  permissionGroups,
  canAddMoney,
  creditLimits = NO_CREDIT_RIGHTS,
}: Props) {
  const action = useCustomerAction();
  const [asking, setAsking] = useState<{ action: CustomerAction; question: Confirmation } | null>(null);
  const name = [c.firstName, c.lastName].filter(Boolean).join(' ');
  const busy = action.isPending;
  const run = (input: CustomerAction) => {
    const question = confirmationFor(input, c);
    if (question) setAsking({ action: input, question });
    else action.mutate(input);
  };
  const confirm = () => {
    if (asking) action.mutate(asking.action, { onSettled: () => setAsking(null) });
  };

  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }} aria-label={name}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Box sx={{ flexGrow: 1, minWidth: 200 }}>
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {c.email ?? (c.phone ? `${c.phoneCode ?? ''} ${c.phone}` : '—')}
          </Typography>
          {c.companyName && <Typography variant="body2">{c.companyName}</Typography>}
          {permissionGroups.shown && (
            <Typography variant="body2" color="text.secondary">
              Permission group: {c.userGroupName ?? '—'}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
          <Chip size="small" label={USER_TYPE_LABELS[c.userType]} />
          {c.isBlocked && <Chip size="small" color="error" label="Blocked" />}
          {c.isFlightHoldAllowed && <Chip size="small" color="info" label="Hold" />}
          {c.flightLookToBook.is_exempted && <Chip size="small" color="success" label="Exempt" />}
          {/* Named as a markup group: a group called 'Corporate' beside the type read 'Corporate · Corporate'. */}
          {c.groupName && <Chip size="small" variant="outlined" label={`Markup: ${c.groupName}`} />}
        </Stack>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'center' }}>
        <FormControlLabel
          label="Flight hold"
          control={
            <Switch
              checked={c.isFlightHoldAllowed}
              disabled={busy}
              onChange={(_e, on) => run({ kind: 'hold', userId: c.users_id, isFlightHold: on })}
            />
          }
        />
        <FormControlLabel
          label="Look-to-book exempt"
          control={
            <Switch
              checked={c.flightLookToBook.is_exempted}
              disabled={busy}
              onChange={(_e, on) => run({ kind: 'exempt', customerId: c.users_id, exempt: on })}
            />
          }
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button size="small" onClick={() => onOpen('details', c)}>
          Details
        </Button>
        <Button size="small" onClick={() => onOpen('changeDetails', c)}>
          Change details
        </Button>
        <Button size="small" onClick={() => onOpen('markupGroup', c)}>
          Markup group
        </Button>
        {permissionGroups.canChange && (
          <Button size="small" onClick={() => onOpen('permissionGroup', c)}>
            Change permission group
          </Button>
        )}
        <CreditLimitButton customer={c} rights={creditLimits} />
        {c.email && canAddMoney && (
          <Button
            size="small"
            component={RouterLink}
            to={`/staff/walletReport/?email=${encodeURIComponent(c.email)}`}
          >
            Add Money
          </Button>
        )}
        <Button
          size="small"
          color={c.isBlocked ? 'success' : 'error'}
          variant="outlined"
          loading={busy}
          onClick={() => run({ kind: 'block', customerId: c.users_id, isBlocked: !c.isBlocked })}
        >
          {c.isBlocked ? 'Unblock' : 'Block'}
        </Button>
      </Box>
      {asking && (
        <ConfirmDialog {...asking.question} busy={busy} onConfirm={confirm} onClose={() => setAsking(null)} />
      )}
    </Paper>
  );
}
