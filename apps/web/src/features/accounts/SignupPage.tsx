import { Link, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { AuthCard } from './AuthCard';
import { SignupForm } from './SignupForm';

export function SignupPage() {
  const { search } = useLocation();
  return (
    <AuthCard
      title="Create your account"
      subtitle="Book flights and holidays, and keep your trips in one place."
    >
      <SignupForm />
      <Typography sx={{ mt: 3 }}>
        Already have an account?{' '}
        <Link component={RouterLink} to={`/login${search}`}>
          Sign in
        </Link>
      </Typography>
    </AuthCard>
  );
}
