import { DETAIL_PHONES, type UserView, updateDetailsForm } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Skeleton } from '@mui/material';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../ui/form/FormTextField';
import { PhoneField } from '../../ui/form/PhoneField';
import { applyServerErrors } from '../../ui/form/server-errors';
import { useMyPermissions } from '../permissions/use-my-permissions';
import { useUpdateDetails } from './api/customer-actions';
import { useCustomerDetail } from './api/customers';
import { changeDetailsValues } from './change-details-form';

export const EMAIL_LOCKED_HINT = 'Changing the e-mail needs the permission to change e-mails.';

interface Props {
  customerId: string | null;
  onClose: () => void;
}

/** Change details (spec §5): every rule checked as the staff member types; Save waits for a clean form. */
export function ChangeDetailsDialog({ customerId, onClose }: Props) {
  const detail = useCustomerDetail(customerId);
  return (
    <Dialog
      open={customerId !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="change-details-title"
    >
      <DialogTitle id="change-details-title">Change details</DialogTitle>
      {detail.data && detail.data.users_id === customerId ? (
        <DetailsForm key={detail.data.users_id} user={detail.data} onClose={onClose} />
      ) : (
        <DialogContent>
          <Skeleton variant="rounded" height={240} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function DetailsForm({ user, onClose }: { user: UserView; onClose: () => void }) {
  const update = useUpdateDetails();
  const form = useForm({
    resolver: zodResolver(updateDetailsForm(user.userType)),
    defaultValues: changeDetailsValues(user),
    mode: 'onChange',
  });
  const { isValid, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError);
    }
  });
  const needsCompany = user.userType === 'travelAgent';
  // The field keeps its value (and the server sees no change) for staff who may not change e-mails.
  const canChangeEmail = useMyPermissions().can('customers.changeEmail');

  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogContent>
        <Grid container spacing={2} sx={{ pt: 1 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="firstName" label="First name" required fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="lastName" label="Last name" fullWidth />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={form.control}
              name="email"
              label="Email"
              type="email"
              fullWidth
              disabled={!canChangeEmail}
              helperText={canChangeEmail ? undefined : EMAIL_LOCKED_HINT}
            />
          </Grid>
          {DETAIL_PHONES.map(({ field, label }) => (
            <Grid key={field} size={{ xs: 12, sm: field === 'primaryPhone' ? 12 : 6 }}>
              <PhoneField
                control={form.control}
                numberName={`${field}.phone`}
                codeName={`${field}.phoneCode`}
                label={`${label} phone`}
              />
            </Grid>
          ))}
          <Grid size={12}>
            <FormTextField
              control={form.control}
              name="companyName"
              label="Company name"
              required={needsCompany}
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="panNumber" label="PAN number" fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="gstNumber" label="GST number" fullWidth />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={!isValid} loading={isSubmitting}>
          Save
        </Button>
      </DialogActions>
    </form>
  );
}
