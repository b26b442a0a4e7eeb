import { MSG, password, type UserView } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiFailure } from '../../../api/api-failure';
import { navigateTo } from '../../../app/navigation';
import { authPath, redirectParamsFor } from '../../../app/redirects';
import { endSession } from '../../../app/session';
import { showAlertBar } from '../../../ui/alert-bar-store';
import { NewPasswordFields } from '../../../ui/form/NewPasswordFields';
import { PasswordField } from '../../../ui/form/PasswordField';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { SectionCard } from '../../../ui/SectionCard';
import { PASSWORDS_DIFFER } from '../../accounts/password-schemas';
import { useUpdatePassword } from '../api/profile';

/** How long "Redirecting to login page..." stays readable before the redirect. */
const REDIRECT_DELAY_MS = 1500;

const changePasswordForm = (needsOld: boolean) =>
  z
    .object({ oldPassword: z.string(), newPassword: password(), confirmPassword: z.string() })
    .superRefine((v, ctx) => {
      if (needsOld && !v.oldPassword)
        ctx.addIssue({ code: 'custom', path: ['oldPassword'], message: MSG.required });
      if (v.newPassword !== v.confirmPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DIFFER });
      }
    });

/**
 * Changes the password. Every session ends on success, so the alert bar says MSG.passwordChanged and the
 * user is sent to log in again; a failure shows the server's message in the alert bar (spec §8).
 */
export function PasswordCard({ user }: { user: UserView }) {
  const update = useUpdatePassword();
  const form = useForm({
    resolver: zodResolver(changePasswordForm(user.hasPassword)),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      await update.mutateAsync({ oldPassword: oldPassword || undefined, newPassword });
      showAlertBar(MSG.passwordChanged, 'success');
      window.setTimeout(() => {
        const backHere = redirectParamsFor();
        endSession();
        navigateTo(authPath('/login', backHere), { replace: true });
      }, REDIRECT_DELAY_MS);
    } catch (error) {
      if (error instanceof ApiFailure) showAlertBar(error.message, 'error');
      applyServerErrors(error, form.setError);
    }
  });

  return (
    <SectionCard
      title={user.hasPassword ? 'Change password' : 'Set a password'}
      subheader="You will be signed out on every device and asked to log in again."
    >
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
        {user.hasPassword && (
          <PasswordField
            control={form.control}
            name="oldPassword"
            label="Current password"
            autoComplete="current-password"
          />
        )}
        <NewPasswordFields control={form.control} name="newPassword" />
        <div>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            Change password
          </Button>
        </div>
      </Stack>
    </SectionCard>
  );
}
