import { PHONE_LABELS, type UserView } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { PhoneField } from '../../../ui/form/PhoneField';
import { SectionCard } from '../../../ui/SectionCard';
import { useChangePhoneDetails } from '../api/profile';
import { phonesFormValues, phonesSchema, toPhoneNumbers } from '../phones';

const schema = phonesSchema(PHONE_LABELS);

/** The user's Primary, Secondary and Emergency numbers (user/changeMyPhoneDetails). */
export function PhoneNumbersCard({ user }: { user: UserView }) {
  const change = useChangePhoneDetails();
  const form = useForm({ resolver: zodResolver(schema), values: phonesFormValues(user) });
  const onSubmit = form.handleSubmit((values) =>
    change.mutateAsync({ phoneNumbers: toPhoneNumbers(values) }).catch(() => undefined),
  );

  return (
    <SectionCard title="Phone numbers" subheader="Your Primary number is required; the others are optional.">
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
        {PHONE_LABELS.map((label) => (
          <PhoneField
            key={label}
            control={form.control}
            numberName={`${label}.phoneNumber`}
            codeName={`${label}.phoneCountryCode`}
            label={`${label} phone`}
            required={label === 'Primary'}
          />
        ))}
        <div>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            Save phone numbers
          </Button>
        </div>
      </Stack>
    </SectionCard>
  );
}
