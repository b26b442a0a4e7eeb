import {
  CANCELLATION_POLICY_AGREEMENT,
  CANCELLATION_REVIEW_MSG,
  type CancellationChargeInfo,
  CHANGE_REQUEST_LABELS,
  CHANGE_REQUEST_TYPES,
  type ChangeRequestForm,
  type ChangeRequestFormInput,
  type ChangeRequestSector,
  type ChangeRequestType,
  changeRequestForm,
  formRulesFor,
  siteCancellationFee,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { FormTextField } from '../../../ui/form/FormTextField';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { formatRupees } from '../../flights/format';
import { CheckboxPicker } from './CheckboxPicker';

const TYPES = Object.values(CHANGE_REQUEST_TYPES);
const sectorKey = (s: ChangeRequestSector) => `${s.origin}-${s.destination}`;

/**
 * The change request form (spec §5). Choosing a type applies `formRulesFor`: Refund ticks and locks
 * everything, Reissue takes every sector and hides that picker, Partial Refund leaves both open.
 * Send stays disabled until the policy box is ticked.
 */
export function ChangeRequestFormFields({
  info,
  pending,
  onSubmit,
  onCancel,
}: {
  info: CancellationChargeInfo;
  pending: boolean;
  /** rejects with the server's failure so its field messages land under the fields */
  onSubmit: (form: ChangeRequestForm) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { passengers, sectors } = info.booking;
  const form = useForm<ChangeRequestFormInput, unknown, ChangeRequestForm>({
    resolver: zodResolver(changeRequestForm),
    // `agreed` starts unset: its schema accepts only `true`, which is the point.
    defaultValues: { passengers: [], sectors: [], remarks: '' },
  });
  const { control, watch, setValue, setError, formState } = form;
  const requestType = watch('requestType');
  const agreed = watch('agreed');
  const chosen = watch('passengers') ?? [];
  const passengerIds = passengers.map((p) => p.id);
  const rules = requestType ? formRulesFor(requestType, passengerIds, sectors) : undefined;

  const chooseType = (next: ChangeRequestType) => {
    const applied = formRulesFor(next, passengerIds, sectors, {
      passengers: watch('passengers'),
      sectors: watch('sectors'),
    });
    setValue('requestType', next, { shouldValidate: formState.isSubmitted });
    setValue('passengers', applied.passengers.selected, { shouldValidate: formState.isSubmitted });
    setValue('sectors', applied.sectors.selected, { shouldValidate: formState.isSubmitted });
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerErrors(error, setError);
    }
  });
  const showsCharge =
    requestType === CHANGE_REQUEST_TYPES.Refund || requestType === CHANGE_REQUEST_TYPES.PartialRefund;
  const sectorsError = formState.errors.sectors;
  const perPassenger = info.cancellationFeePerPassenger;

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} sx={{ pt: 1 }}>
      <Controller
        control={control}
        name="requestType"
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Request type"
            required
            name={field.name}
            inputRef={field.ref}
            value={field.value ?? ''}
            onChange={(event) => chooseType(Number(event.target.value) as ChangeRequestType)}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          >
            {TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {CHANGE_REQUEST_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="passengers"
        render={({ field, fieldState }) => (
          <CheckboxPicker
            label="Passengers"
            options={passengers.map((p) => ({ key: p.id, label: p.name }))}
            selected={field.value ?? []}
            locked={!rules || rules.passengers.locked}
            error={fieldState.error?.message}
            onChange={field.onChange}
          />
        )}
      />
      {!rules?.sectors.hidden && (
        <Controller
          control={control}
          name="sectors"
          render={({ field }) => (
            <CheckboxPicker
              label="Sectors"
              options={sectors.map((s) => ({ key: sectorKey(s), label: `${s.origin} → ${s.destination}` }))}
              selected={(field.value ?? []).map(sectorKey)}
              locked={!rules || rules.sectors.locked}
              error={sectorsError?.message ?? sectorsError?.root?.message}
              onChange={(keys) => field.onChange(sectors.filter((s) => keys.includes(sectorKey(s))))}
            />
          )}
        />
      )}
      <FormTextField
        control={control}
        name="remarks"
        label="Remarks"
        required
        multiline
        minRows={3}
        maxRows={5}
      />
      {showsCharge && (
        <Alert severity="info" data-testid="cancellation-charge">
          Cancellation charge for this booking: {formatRupees(info.cancellationCharge)}. The airline confirms
          the final amount when it completes the refund.
          {perPassenger > 0 &&
            ` Our cancellation fee: ${formatRupees(siteCancellationFee(perPassenger, chosen.length))} (${formatRupees(perPassenger)} a passenger), kept from the refund.`}
          {info.awaitsReview && ` ${CANCELLATION_REVIEW_MSG.reviewNote}`}
        </Alert>
      )}
      <Controller
        control={control}
        name="agreed"
        render={({ field }) => (
          <FormControlLabel
            label={CANCELLATION_POLICY_AGREEMENT}
            control={
              <Checkbox
                name={field.name}
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked)}
              />
            }
          />
        )}
      />
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={agreed !== true || pending}>
          Send
        </Button>
      </Stack>
    </Stack>
  );
}
