import type { UserView } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCurrentUser } from '../../app/store';
import { PhoneField } from '../../ui/form/PhoneField';
import { useChangePhoneDetails } from './api/profile';
import { needsPhonePrompt, otherValidPhones, phonesFormValues, phonesSchema, toPhoneNumbers } from './phones';

/** Spec §9: the prompt appears 5 seconds after load for a user without a valid primary phone code. */
export const PHONE_PROMPT_DELAY_MS = 5000;

const schema = phonesSchema(['Primary']);

/** Asks a signed-in user without a valid primary phone for one (user/changeMyPhoneDetails). */
export function PhonePrompt() {
  const user = useCurrentUser();
  const needed = needsPhonePrompt(user);
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!needed || dismissed) return;
    const timer = window.setTimeout(() => setOpen(true), PHONE_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [needed, dismissed]);

  if (!user || !needed) return null;
  const close = () => {
    setOpen(false);
    setDismissed(true);
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="phone-prompt-title" fullWidth maxWidth="xs">
      <PhonePromptForm user={user} onDone={close} />
    </Dialog>
  );
}

function PhonePromptForm({ user, onDone }: { user: UserView; onDone: () => void }) {
  const change = useChangePhoneDetails();
  const form = useForm({ resolver: zodResolver(schema), defaultValues: phonesFormValues(user, ['Primary']) });
  const onSubmit = form.handleSubmit(async (values) => {
    const phoneNumbers = toPhoneNumbers({ ...otherValidPhones(user, 'Primary'), Primary: values.Primary });
    await change.mutateAsync({ phoneNumbers }).then(onDone, () => undefined);
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogTitle id="phone-prompt-title">Add your phone number</DialogTitle>
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
