import {
  FEE_CHANNEL_LABELS,
  FEE_CHANNELS,
  type FlightSettingsView,
  SUPPLIER_ENVIRONMENT_LABELS,
  SUPPLIER_ENVIRONMENTS,
} from '@app/contracts';
import { Box, Button, Grid, InputAdornment, Stack, Typography } from '@mui/material';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { FormRadioGroup } from '../../ui/form/FormRadioGroup';
import { FormSwitch } from '../../ui/form/FormSwitch';
import { FormTextField } from '../../ui/form/FormTextField';
import { applyServerErrors } from '../../ui/form/server-errors';
import { notify } from '../../ui/notify';
import { SectionCard } from '../../ui/SectionCard';
import { useSaveFlightSettings } from './api/flight-settings';
import {
  type FlightSettingsForm as Form,
  fieldOf,
  flightSettingsResolver,
  formOf,
  inputOf,
} from './flight-settings-form';

const half = { xs: 12, sm: 6 } as const;
const environmentOptions = SUPPLIER_ENVIRONMENTS.map((value) => ({
  value,
  label: SUPPLIER_ENVIRONMENT_LABELS[value],
}));

/** One supplier: on or off, and the platform's account or the site's own. */
function SupplierFields({ control, index }: { control: Control<Form>; index: number }) {
  const [name, useOwn, hint] = useWatch({
    control,
    name: [`suppliers.${index}.name`, `suppliers.${index}.useOwn`, `suppliers.${index}.passwordHint`],
  });
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3">
        {name}
      </Typography>
      <FormSwitch control={control} name={`suppliers.${index}.on`} label="Search this supplier" />
      <FormSwitch control={control} name={`suppliers.${index}.useOwn`} label="Use this site’s own account" />
      {useOwn ? (
        <Grid container spacing={2}>
          <Grid size={12}>
            <FormRadioGroup
              control={control}
              name={`suppliers.${index}.environment`}
              label="Account on"
              options={environmentOptions}
              row
            />
          </Grid>
          <Grid size={half}>
            <FormTextField
              control={control}
              name={`suppliers.${index}.clientId`}
              label="Client id"
              required
            />
          </Grid>
          <Grid size={half}>
            <FormTextField
              control={control}
              name={`suppliers.${index}.userName`}
              label="User name"
              autoComplete="off"
              required
            />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={control}
              name={`suppliers.${index}.password`}
              label="Password"
              type="password"
              autoComplete="new-password"
              helperText={
                hint ? `Stored: ${hint}. Leave blank to keep it.` : 'Stored sealed; never shown again.'
              }
            />
          </Grid>
        </Grid>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Searches and bookings use the platform’s account.
        </Typography>
      )}
    </Stack>
  );
}

/** Suppliers, search rules, fees, cancellations, holds and look-to-book of this site, saved together. */
export function FlightSettingsForm({ settings }: { settings: FlightSettingsView }) {
  const save = useSaveFlightSettings();
  const { control, handleSubmit, setError } = useForm<Form>({
    values: formOf(settings),
    resolver: flightSettingsResolver,
  });
  const onSubmit = handleSubmit((values) =>
    save.mutate(inputOf(values), {
      onSuccess: (answer) => notify.success(answer.message),
      onError: (error) => {
        if (!applyServerErrors(error, setError, fieldOf)) notify.error(error.message);
      },
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Flight settings">
      <Stack spacing={2}>
        <SectionCard title="Suppliers" subheader="A site with no supplier on cannot search flights.">
          <Stack spacing={3}>
            {settings.suppliers.map((supplier, index) => (
              <SupplierFields key={supplier.supplierCode} control={control} index={index} />
            ))}
          </Stack>
        </SectionCard>

        <SectionCard title="Search rules" subheader="Applied to every search from the next page on.">
          <Stack spacing={2}>
            <FormSwitch control={control} name="refundableOnly" label="Show refundable fares only" />
            <FormTextField
              control={control}
              name="hiddenAirlines"
              label="Airlines to hide"
              helperText="Two-letter codes separated by commas, e.g. AI, 6E. Their fares are never shown or sold."
              slotProps={{ htmlInput: { spellCheck: false, style: { textTransform: 'uppercase' } } }}
            />
          </Stack>
        </SectionCard>

        <SectionCard
          title="Convenience fees"
          subheader="Added once per booking: an amount per passenger plus a percent of the fare. Visitors pay the retail fee."
        >
          <Stack spacing={2}>
            {FEE_CHANNELS.map((channel) => (
              <Grid container spacing={2} key={channel} alignItems="center">
                <Grid size={{ xs: 12, sm: 4 }}>
                  <Typography variant="body2">{FEE_CHANNEL_LABELS[channel]}</Typography>
                </Grid>
                <Grid size={{ xs: 6, sm: 4 }}>
                  <FormTextField
                    control={control}
                    name={`fees.${channel}.rupees`}
                    label="Per passenger"
                    slotProps={{
                      htmlInput: {
                        inputMode: 'decimal',
                        'aria-label': `${FEE_CHANNEL_LABELS[channel]}: per passenger`,
                      },
                      input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
                    }}
                  />
                </Grid>
                <Grid size={{ xs: 6, sm: 4 }}>
                  <FormTextField
                    control={control}
                    name={`fees.${channel}.percent`}
                    label="Percent of fare"
                    slotProps={{
                      htmlInput: {
                        inputMode: 'decimal',
                        'aria-label': `${FEE_CHANNEL_LABELS[channel]}: percent of fare`,
                      },
                      input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                    }}
                  />
                </Grid>
              </Grid>
            ))}
          </Stack>
        </SectionCard>

        <SectionCard
          title="Cancellations"
          subheader="The fee is kept from the airline’s refund, per passenger cancelled, and shown to the customer before they confirm."
        >
          <Stack spacing={2}>
            <FormSwitch
              control={control}
              name="reviewCancellations"
              label="Review cancellations before they reach the airline"
            />
            <Grid container spacing={2}>
              {FEE_CHANNELS.map((channel) => (
                <Grid size={{ xs: 12, sm: 4 }} key={channel}>
                  <FormTextField
                    control={control}
                    name={`cancellationFees.${channel}`}
                    label={`${FEE_CHANNEL_LABELS[channel]}: fee per passenger`}
                    slotProps={{
                      htmlInput: { inputMode: 'decimal' },
                      input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
                    }}
                  />
                </Grid>
              ))}
            </Grid>
          </Stack>
        </SectionCard>

        <SectionCard title="Holds and look-to-book">
          <Stack spacing={2}>
            <FormSwitch control={control} name="holdAllowedByDefault" label="New customers may hold fares" />
            <FormTextField
              control={control}
              name="lookToBookLimit"
              label="Searches allowed per booking"
              helperText="Customers beyond it are stopped until they book; blank for no limit."
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Stack>
        </SectionCard>

        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save settings
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
