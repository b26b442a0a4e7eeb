import { LOGIN_CODE_DIGITS, loginRequest, OWN_MSG } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
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

/**
 * Email plus password, or (status emailLink) a one-time login link by e-mail. When the server
 * mailed a sign-in code (an account under attack, decision 0050), the form asks for it as well.
 */
export function LoginForm() {
  const login = useLogin();
  const form = useForm({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: '', password: '', status: 'password' },
  });
  const status = form.watch('status');
  // Kept apart from the answer: a wrong code's answer must not take the code field away.
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const askCode = codeSent !== null && status === 'password';
  // A code typed and then hidden (by switching to a login link) must not hold the form back.
  useEffect(() => {
    if (!askCode) form.unregister('code');
  }, [askCode, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const body = await login.mutateAsync(values);
      if ('codeSent' in body) setCodeSent(body.message);
    } catch (error) {
      applyServerErrors(error, form.setError);
    }
  });
  const answer = login.data;
  const linkSent = answer && !('data' in answer) && !('codeSent' in answer) ? answer : null;

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
      <FormToggleButtons control={form.control} name="status" label="Sign-in method" options={METHODS} />
      <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="username" />
      {status === 'password' && (
        <PasswordField control={form.control} name="password" autoComplete="current-password" />
      )}
      {askCode && (
        <>
          <Alert severity="info">{codeSent}</Alert>
          <FormTextField
            control={form.control}
            name="code"
            label="Sign-in code"
            autoComplete="one-time-code"
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: LOGIN_CODE_DIGITS } }}
          />
        </>
      )}
      {linkSent && <Alert severity="success">{linkSent.message || OWN_MSG.loginLinkSent}</Alert>}
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        {status === 'password' ? 'Log in' : 'Send login link'}
      </Button>
    </Stack>
  );
}
