import { MSG, NEW_SITE_DEFAULTS, type NewSiteRequest, newSiteRequest } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../ui/form/FormTextField';
import { applyServerErrors } from '../../ui/form/server-errors';
import { notify } from '../../ui/notify';
import { useCreateSite } from './api/platform-sites';

const EMPTY: NewSiteRequest = {
  companyName: '',
  shortCode: '',
  primaryDomain: '',
  ownerFirstName: '',
  ownerLastName: '',
  ownerEmail: '',
  ...NEW_SITE_DEFAULTS,
};

const FIELDS: { name: keyof NewSiteRequest; label: string; helperText?: string; type?: string }[] = [
  { name: 'companyName', label: 'Company name' },
  {
    name: 'shortCode',
    label: 'Short code',
    helperText: 'Starts its order references: 2–6 letters, e.g. FLD',
  },
  { name: 'primaryDomain', label: 'Primary domain', helperText: 'e.g. www.example.com' },
  { name: 'ownerFirstName', label: 'Owner’s first name' },
  { name: 'ownerLastName', label: 'Owner’s last name' },
  {
    name: 'ownerEmail',
    label: 'Owner’s e-mail',
    type: 'email',
    helperText: 'Receives a link to set a password',
  },
  { name: 'homeCountry', label: 'Home country', helperText: 'Two letters, e.g. IN' },
  { name: 'currency', label: 'Currency', helperText: 'Three letters, e.g. INR' },
  { name: 'timeZone', label: 'Time zone', helperText: 'e.g. Asia/Kolkata' },
];

/**
 * A new site for a new owner. The contract's rules show under their fields before the call; a taken
 * short code or domain comes back under its field, and nothing was made.
 */
export function NewSiteForm() {
  const create = useCreateSite();
  const { control, handleSubmit, setError, reset, formState } = useForm<NewSiteRequest>({
    resolver: zodResolver(newSiteRequest) as never,
    defaultValues: EMPTY,
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await create.mutateAsync(values);
      notify.success(answer.message);
      reset(EMPTY);
    } catch (error) {
      if (!applyServerErrors(error, setError))
        notify.error(error instanceof Error ? error.message : MSG.somethingWrong);
    }
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="New site">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The site starts with every module on, the default branding and one markup group; its owner becomes its
        super admin.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {FIELDS.map((field) => (
          <FormTextField key={field.name} control={control} fullWidth {...field} />
        ))}
      </Box>
      {/* Disabled while the call runs: a double click sends one request (the server refuses a second). */}
      <Button type="submit" variant="contained" loading={formState.isSubmitting} sx={{ mt: 2 }}>
        Create site
      </Button>
    </Box>
  );
}
