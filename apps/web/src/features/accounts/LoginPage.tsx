import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthCard } from './AuthCard';
import { GoogleButton } from './GoogleButton';
import { LoginForm } from './LoginForm';
import { LoginLinkSignIn } from './LoginLinkSignIn';

/** /login: password or e-mailed link sign-in; ?sessionId= completes a link. Redirects are the guard's. */
export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const sessionId = params.get('sessionId');
  const keep = new URLSearchParams(params);
  keep.delete('sessionId');
  const query = keep.toString() ? `?${keep.toString()}` : '';

  return (
    <AuthCard title="Log in" subtitle="Welcome back. Sign in to manage your bookings and account.">
      {sessionId ? (
        <LoginLinkSignIn sessionId={sessionId} onCancel={() => setParams(keep, { replace: true })} />
      ) : (
        <>
          <LoginForm />
          <GoogleButton mode="signIn" />
          <Stack direction="row" justifyContent="space-between" flexWrap="wrap" gap={1} sx={{ mt: 3 }}>
            <Link component={RouterLink} to="/generate_password">
              Forgot password?
            </Link>
            <Typography component="span">
              New here?{' '}
              <Link component={RouterLink} to={`/signup${query}`}>
                Create an account
              </Link>
            </Typography>
          </Stack>
        </>
      )}
    </AuthCard>
  );
}
