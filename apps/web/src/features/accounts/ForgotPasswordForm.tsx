import { forgetPasswordRequest, OWN_MSG } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../ui/form/FormTextField';
import { applyServerErrors } from '../../ui/form/server-errors';
import { useForgetPassword } from './api/auth';

/** Asks for a set-password link by e-mail (wl/user/forgetPassword). */
export function ForgotPasswordForm() {
  const forget = useForgetPassword();
  const form = useForm({ resolver: zodResolver(forgetPasswordRequest), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit((values) =>
    forget.mutateAsync(values).catch((error: unknown) => applyServerErrors(error, form.setError)),
  );

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
      <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
      {forget.isSuccess && (
        <Alert severity="success">{forget.data.message || OWN_MSG.forgetPasswordSent}</Alert>
      )}
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        Email me a link
      </Button>
    </Stack>
  );
}
