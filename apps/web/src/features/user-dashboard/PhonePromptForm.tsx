import type { UserView } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useForm } from 'react-hook-form';
import { PhoneField } from '../../ui/form/PhoneField';
import { useChangePhoneDetails } from './api/profile';
import { otherValidPhones, phonesFormValues, phonesSchema, toPhoneNumbers } from './phones';

const schema = phonesSchema(['Primary']);

/** The phone prompt's form: its own chunk, as the phone input is loaded only where a phone is typed. */
export function PhonePromptForm({ user, onDone }: { user: UserView; onDone: () => void }) {
  const change = useChangePhoneDetails();
  const form = useForm({ resolver: zodResolver(schema), defaultValues: phonesFormValues(user, ['Primary']) });
  const onSubmit = form.handleSubmit(async (values) => {
    const phoneNumbers = toPhoneNumbers({ ...otherValidPhones(user, 'Primary'), Primary: values.Primary });
    await change.mutateAsync({ phoneNumbers }).then(onDone, () => undefined);
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          We need a valid mobile number to reach you about your bookings.
        </DialogContentText>
        <PhoneField
          control={form.control}
          numberName="Primary.phoneNumber"
          codeName="Primary.phoneCountryCode"
          label="Mobile number"
          required
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone}>Later</Button>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          Save number
        </Button>
      </DialogActions>
    </form>
  );
}
