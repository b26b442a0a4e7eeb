import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { NewPasswordFields } from '../../ui/form/NewPasswordFields';
import { applyServerErrors } from '../../ui/form/server-errors';
import { notify } from '../../ui/notify';
import { useGeneratePassword } from './api/auth';
import { newPasswordForm } from './password-schemas';

/** Sets a password from the token of an e-mailed link, then sends the user to log in. */
export function SetPasswordForm({ token }: { token: string }) {
  const generate = useGeneratePassword();
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await generate.mutateAsync({ token, password });
      notify.success('Your password is set. Please log in.');
      navigate('/login', { replace: true });
    } catch (error) {
      applyServerErrors(error, form.setError);
    }
  });

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
      <NewPasswordFields control={form.control} name="password" />
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        Set password
      </Button>
    </Stack>
  );
}
