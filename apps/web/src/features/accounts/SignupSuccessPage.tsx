import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { AuthCard } from './AuthCard';
import type { SignupSuccessState } from './SignupForm';

/** /signup_success: what happens next, depending on how the new user chose to sign in. */
export function SignupSuccessPage() {
  const state = useLocation().state as SignupSuccessState | null;
  const next =
    state?.status === 'emailLink'
      ? `We have e-mailed a link to ${state.email}. Open it to set your password, then log in.`
      : 'Your account is ready. You can log in now.';
  return (
    <AuthCard title="Welcome aboard!">
      <Stack spacing={2} alignItems="flex-start">
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 48 }} aria-hidden />
        {state?.message && <Typography>{state.message}</Typography>}
        <Typography>{next}</Typography>
        <Button component={RouterLink} to="/login" variant="contained">
          Go to login
        </Button>
      </Stack>
    </AuthCard>
  );
}
