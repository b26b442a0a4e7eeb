import type { CountryEntry } from '@app/contracts';
import { Grid, Typography } from '@mui/material';
import type { Control } from 'react-hook-form';
import { FormDateField } from '../../ui/form/FormDateField';
import { FormTextField } from '../../ui/form/FormTextField';
import { FormSelect } from './FormSelect';
import type { PassengerFormValues } from './passenger-form';

const half = { xs: 12, sm: 6 };

/** Passport details, asked for every passenger of an international trip. */
export function PassportFields({
  index,
  control,
  countries,
}: {
  index: number;
  control: Control<PassengerFormValues>;
  countries: readonly CountryEntry[];
}) {
  const field = <K extends string>(name: K) => `passengers.${index}.${name}` as const;
  const options = countries.map((c) => ({ value: c.code, label: c.name }));
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
        Passport
      </Typography>
      <Grid container spacing={2}>
        <Grid size={half}>
          <FormTextField
            control={control}
            name={field('passportNo')}
            label="Passport number"
            fullWidth
            required
          />
        </Grid>
        <Grid size={half}>
          <FormSelect
            control={control}
            name={field('passportIssueCountryCode')}
            label="Issuing country"
            options={options}
            fullWidth
            required
          />
        </Grid>
        <Grid size={half}>
          <FormDateField
            control={control}
            name={field('passportIssueDate')}
            label="Issue date"
            fullWidth
            required
          />
        </Grid>
        <Grid size={half}>
          <FormDateField
            control={control}
            name={field('passportExpiry')}
            label="Expiry date"
            fullWidth
            required
          />
        </Grid>
      </Grid>
    </>
  );
}
