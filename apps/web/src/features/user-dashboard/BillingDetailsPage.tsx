import { type UserView, updateBillingDetailsRequest } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useCurrentUser } from '../../app/store';
import { FormTextField } from '../../ui/form/FormTextField';
import { applyServerErrors } from '../../ui/form/server-errors';
import { PageTitle } from '../../ui/PageTitle';
import { SectionCard } from '../../ui/SectionCard';
import { useUpdateBillingDetails } from './api/profile';
import { PanCheckNote } from './PanCheckNote';

/** /user/billing-details: the name, GST and PAN printed on the user's invoices (all optional). */
export function BillingDetailsPage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <PageTitle title="Billing details" subtitle="Printed on your invoices. Every field is optional." />
      <SectionCard title="Invoice details">
        <BillingForm user={user} />
      </SectionCard>
    </>
  );
}

function BillingForm({ user }: { user: UserView }) {
  const update = useUpdateBillingDetails();
  const { billing } = user;
  const form = useForm({
    resolver: zodResolver(updateBillingDetailsRequest),
    values: {
      billingName: billing.billingName ?? '',
      gstNumber: billing.gstNumber ?? '',
      gstState: billing.gstState ?? '',
      panNumber: billing.panNumber ?? '',
    },
  });
  const onSubmit = form.handleSubmit((values) =>
    update.mutateAsync(values).catch((error: unknown) => applyServerErrors(error, form.setError)),
  );

  return (
    <Grid container spacing={2} component="form" noValidate onSubmit={onSubmit}>
      <Grid size={12}>
        <FormTextField
          control={form.control}
          name="billingName"
          label="Billing name"
          autoComplete="organization"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={form.control} name="gstNumber" label="GST number" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={form.control} name="gstState" label="GST state" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={form.control} name="panNumber" label="PAN number" />
      </Grid>
      <Grid size={12}>
        <PanCheckNote user={user} />
      </Grid>
      <Grid size={12}>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          Save billing details
        </Button>
      </Grid>
    </Grid>
  );
}
