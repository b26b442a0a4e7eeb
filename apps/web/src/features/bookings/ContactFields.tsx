import type { CountryEntry } from '@app/contracts';
import { Grid, Typography } from '@mui/material';
import type { Control } from 'react-hook-form';
import { FormTextField } from '../../ui/form/FormTextField';
import { PhoneField } from '../../ui/form/PhoneField';
import { FormSelect } from './FormSelect';
import type { PassengerFormValues } from './passenger-form';

const half = { xs: 12, sm: 6 };

/** The lead passenger's contact block: tickets and alerts go here; the address only where the supplier asks. */
export function ContactFields({
  control,
  countries,
  withAddress,
}: {
  control: Control<PassengerFormValues>;
  countries: readonly CountryEntry[];
  withAddress: boolean;
}) {
  const options = countries.map((c) => ({ value: c.code, label: c.name }));
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
        Contact details
      </Typography>
      <Grid container spacing={2}>
        <Grid size={half}>
          <FormTextField
            control={control}
            name="passengers.0.email"
            label="Email"
            type="email"
            autoComplete="email"
            fullWidth
            required
          />
        </Grid>
        <Grid size={half}>
          <PhoneField
            control={control}
            numberName="passengers.0.mobileNo"
            codeName="passengers.0.phoneCode"
            label="Mobile number"
            required
          />
        </Grid>
        {withAddress && (
          <>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="passengers.0.addressLine1"
                label="Address"
                autoComplete="address-line1"
                fullWidth
                required
              />
            </Grid>
            <Grid size={half}>
              <FormTextField
                control={control}
                name="passengers.0.city"
                label="City"
                autoComplete="address-level2"
                fullWidth
                required
              />
            </Grid>
            <Grid size={half}>
              <FormSelect
                control={control}
                name="passengers.0.countryCode"
                label="Country"
                options={options}
                fullWidth
                required
              />
            </Grid>
          </>
        )}
      </Grid>
    </>
  );
}
