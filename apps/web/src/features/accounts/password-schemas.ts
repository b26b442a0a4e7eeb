import { password } from '@app/contracts';
import { z } from 'zod';

export const PASSWORDS_DIFFER = 'The passwords do not match';

/** A new password typed twice; the second must match. */
export const newPasswordForm = z
  .object({ password: password(), confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DIFFER });
