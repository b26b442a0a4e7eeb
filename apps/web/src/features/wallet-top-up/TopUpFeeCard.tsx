import { MSG } from '@app/contracts';
import { Alert, Box, Button, InputAdornment, Skeleton, Stack } from '@mui/material';
import { FormTextField } from '../../ui/form/FormTextField';
import { applyServerErrors } from '../../ui/form/server-errors';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { notify } from '../../ui/notify';
import { SectionCard } from '../../ui/SectionCard';
import { hundredths } from '../flight-settings/flight-settings-form';
import { useSaveTopUpFee, useTopUpFee } from './api';
import { topUpFeeForm } from './top-up-form';

function FeeForm({ feeBasisPoints }: { feeBasisPoints: number }) {
  const save = useSaveTopUpFee();
  const { control, submit, setError, formState } = useSchemaForm(topUpFeeForm, {
    values: { percent: hundredths(feeBasisPoints) },
  });
  const onSubmit = submit(async ({ percent }) => {
    try {
      notify.success((await save.mutateAsync({ feeBasisPoints: percent })).message ?? MSG.settingSaved);
    } catch (error) {
      if (!applyServerErrors(error, setError, () => 'percent'))
        notify.error(error instanceof Error ? error.message : MSG.somethingWrong);
    }
  });
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} aria-label="Wallet top-up fee">
      <FormTextField
        control={control}
        name="percent"
        label="Fee on top-ups"
        sx={{ maxWidth: 200 }}
        helperText="0 to 5% of the amount, paid by the agency on top"
        slotProps={{
          input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          htmlInput: { inputMode: 'decimal' },
        }}
      />
      <Box>
        <Button type="submit" variant="outlined" loading={formState.isSubmitting}>
          Save fee
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * What the site passes on to its agencies of the gateway's fee when they top their wallet up online
 * (decision 0054); applies to the next top-up.
 */
export function TopUpFeeCard() {
  const fee = useTopUpFee();
  return (
    <SectionCard
      title="Wallet top-ups"
      subheader="Agencies and corporates top their wallet up online through this gateway."
    >
      {fee.isPending ? (
        <Skeleton variant="rounded" height={90} aria-label="Loading the top-up fee" />
      ) : fee.isError ? (
        <Alert severity="error">{MSG.somethingWrong}</Alert>
      ) : (
        <FeeForm feeBasisPoints={fee.data.feeBasisPoints} />
      )}
    </SectionCard>
  );
}
