import { GATEWAY_MSG, MSG, TOP_UP_MAX, TOP_UP_MIN, topUpCharge } from '@app/contracts';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { formatSiteMoney } from '../../app/site-money';
import { RupeesField } from '../../ui/form/RupeesField';
import { applyServerErrors } from '../../ui/form/server-errors';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { leaveForGateway } from '../payments/payment-state';
import { useCreateTopUp, useTopUpOptions } from './api';
import { topUpPath, WALLET_PATH } from './paths';
import { feePercent, topUpForm, typedAmount } from './top-up-form';

/**
 * An agency adds money to its wallet online (decision 0054): the amount, the site's gateway fee on
 * top, and the gateway's own page to pay on. The wallet is credited once the gateway confirms.
 */
export function TopUpCard() {
  const options = useTopUpOptions();
  const create = useCreateTopUp();
  const { control, submit, setError, formState } = useSchemaForm(topUpForm, {
    defaultValues: { amount: '' },
  });
  const typed = typedAmount(useWatch({ control, name: 'amount' }) ?? '');
  const feeBasisPoints = options.data?.feeBasisPoints ?? 0;
  const charge = typed === null ? null : topUpCharge(typed, feeBasisPoints);

  const onSubmit = submit(async ({ amount }) => {
    try {
      const page = await create.mutateAsync({ amount });
      leaveForGateway(
        { ...page, amount: page.total },
        { redirectTo: WALLET_PATH, orderPage: topUpPath(page.orderId) },
      );
    } catch (error) {
      if (!applyServerErrors(error, setError))
        setError('amount', { message: error instanceof Error ? error.message : MSG.somethingWrong });
    }
  });

  if (options.isPending) return <Skeleton variant="rounded" height={120} aria-label="Loading top-up" />;
  if (options.data && !options.data.acceptsOnline)
    return <Alert severity="info">{GATEWAY_MSG.noOnlinePayments}</Alert>;
  return (
    <Stack component="form" spacing={1.5} noValidate onSubmit={onSubmit} aria-label="Top up online">
      <RupeesField
        control={control}
        name="amount"
        label="Amount"
        wholeRupees
        sx={{ maxWidth: 260 }}
        helperText={`Whole rupees, ${formatSiteMoney(TOP_UP_MIN)} to ${formatSiteMoney(TOP_UP_MAX)}`}
      />
      <Box data-testid="top-up-charge">
        <Typography variant="body2" color="text.secondary">
          {feeBasisPoints > 0
            ? `Gateway fee ${feePercent(feeBasisPoints)}${charge ? `: ${formatSiteMoney(charge.fee)}` : ''}`
            : 'No gateway fee'}
        </Typography>
        {charge && (
          <Typography variant="body2">
            {formatSiteMoney(charge.amount)} goes into your wallet; you pay {formatSiteMoney(charge.total)}.
          </Typography>
        )}
      </Box>
      <Box>
        <Button type="submit" variant="contained" loading={formState.isSubmitting || create.isSuccess}>
          {charge ? `Pay ${formatSiteMoney(charge.total)}` : 'Top up'}
        </Button>
      </Box>
    </Stack>
  );
}
