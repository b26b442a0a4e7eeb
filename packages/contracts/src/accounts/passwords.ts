import { z } from 'zod';
import { email, password, requiredText, successOnly } from '../common/fields';

/** POST wl/user/forgetPassword: mails a set-password link; answers the same whether or not the account exists. */
export const forgetPasswordPath = 'wl/user/forgetPassword';
export const forgetPasswordRequest = z.object({ email: email() });
export type ForgetPasswordRequest = z.input<typeof forgetPasswordRequest>;
export const forgetPasswordResponse = successOnly;

/** POST wl/user/generatePassword: sets a password from an e-mailed link (the token in /generate_password). */
export const generatePasswordPath = 'wl/user/generatePassword';
export const generatePasswordRequest = z.object({ token: requiredText(200), password: password() });
export type GeneratePasswordRequest = z.input<typeof generatePasswordRequest>;
export const generatePasswordResponse = successOnly;

/** POST wl/user/updatePassword: a logged-in user changes their password; every session ends. */
export const updatePasswordPath = 'wl/user/updatePassword';
export const updatePasswordRequest = z.object({
  oldPassword: z.string().max(128).optional(),
  newPassword: password(),
});
export type UpdatePasswordRequest = z.input<typeof updatePasswordRequest>;
export const updatePasswordResponse = successOnly;
