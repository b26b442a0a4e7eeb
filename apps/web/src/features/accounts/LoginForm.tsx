import { loginRequest, OWN_MSG } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../ui/form/FormTextField';
import { FormToggleButtons } from '../../ui/form/FormToggleButtons';
import { PasswordField } from '../../ui/form/PasswordField';
import { applyServerErrors } from '../../ui/form/server-errors';
import { useLogin } from './api/auth';

const METHODS = [
  { value: 'password', label: 'Use my password' },
  { value: 'emailLink', label: 'Send me a login link' },
] as const;

/** Email plus password, or (status emailLink) a one-time login link by e-mail. */
export function LoginForm() {
  const login = useLogin();
  const form = useForm({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: '', password: '', status: 'password' },
  });
  const status = form.watch('status');

  const onSubmit = form.handleSubmit((values) =>
    login.mutateAsync(values).catch((error: unknown) => applyServerErrors(error, form.setError)),
  );
  const linkSent = login.data && !('data' in login.data) ? login.data : null;

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
      <FormToggleButtons control={form.control} name="status" label="Sign-in method" options={METHODS} />
      <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="username" />
      {status === 'password' && (
        <PasswordField control={form.control} name="password" autoComplete="current-password" />
      )}
      {linkSent && <Alert severity="success">{linkSent.message || OWN_MSG.loginLinkSent}</Alert>}
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        {status === 'password' ? 'Log in' : 'Send login link'}
      </Button>
    </Stack>
  );
}
