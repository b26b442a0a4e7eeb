import { Link, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthCard } from './AuthCard';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { SetPasswordForm } from './SetPasswordForm';

/** /generate_password: with ?token= sets the password; without, offers to e-mail a link. */
export function GeneratePasswordPage() {
  const token = useSearchParams()[0].get('token');
  return token ? (
    <AuthCard title="Set your password" subtitle="Choose a password of at least 8 characters.">
      <SetPasswordForm token={token} />
    </AuthCard>
  ) : (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your account's email and we will send you a link to set a new password."
    >
      <ForgotPasswordForm />
      <Typography sx={{ mt: 3 }}>
        Remembered it?{' '}
        <Link component={RouterLink} to="/login">
          Back to login
        </Link>
      </Typography>
    </AuthCard>
  );
}
