import { type UserView, updateMyProfileRequest } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { NameFields } from '../../../ui/form/NameFields';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { SectionCard } from '../../../ui/SectionCard';
import { useUpdateMyProfile } from '../api/profile';

export function NamesCard({ user }: { user: UserView }) {
  const update = useUpdateMyProfile();
  const form = useForm({
    resolver: zodResolver(updateMyProfileRequest),
    values: { firstName: user.firstName, lastName: user.lastName ?? '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    update.mutateAsync(values).catch((error: unknown) => applyServerErrors(error, form.setError)),
  );

  return (
    <SectionCard title="Personal details">
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
        <NameFields control={form.control} />
        <TextField
          label="Email"
          value={user.email ?? ''}
          disabled
          helperText="Your login email cannot be changed."
        />
        <div>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            Save details
          </Button>
        </div>
      </Stack>
    </SectionCard>
  );
}
