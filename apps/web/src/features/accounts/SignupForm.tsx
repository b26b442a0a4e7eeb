import { CUSTOMER_TYPES, type SignupRequest, signupRequest } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, MenuItem, Stack } from '@mui/material';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { FormTextField } from '../../ui/form/FormTextField';
import { FormToggleButtons } from '../../ui/form/FormToggleButtons';
import { NameFields } from '../../ui/form/NameFields';
import { PasswordField } from '../../ui/form/PasswordField';
import { PhoneField } from '../../ui/form/PhoneField';
import { applyServerErrors } from '../../ui/form/server-errors';
import { DEFAULT_DIAL_CODE } from '../../ui/phone-value';
import { USER_TYPE_LABELS } from '../user-dashboard/user-type-labels';
import { useSignup } from './api/signup';
import { GoogleButton } from './GoogleButton';

const PASSWORD_SETUP = [
  { value: 'password', label: 'Set a password now' },
  { value: 'emailLink', label: 'E-mail me a link' },
] as const;

export interface SignupSuccessState {
  email: string;
  status: 'password' | 'emailLink';
  message?: string;
}

type SignupValues = z.input<typeof signupRequest>;

/**
 * The request as the form sends it: a field the form hides (the password when a link is e-mailed,
 * the company of a retail customer, the dial code of no number) is left out, whatever it still holds.
 */
export function signupRequestFrom(values: SignupValues): SignupRequest {
  return {
    ...values,
    password: values.status === 'password' ? values.password : undefined,
    companyName: values.userType === 'retail' ? undefined : values.companyName,
    phoneCountryCode: values.phoneNumber ? values.phoneCountryCode : undefined,
  };
}

/**
 * Checks what will be sent, not the fields as they stand: checking the hidden, empty password
 * against its rule used to stop "E-mail me a link" silently, with no request and no message.
 */
const validateSignup: Resolver<SignupValues, unknown, z.output<typeof signupRequest>> = (
  values,
  context,
  options,
) => zodResolver(signupRequest)(signupRequestFrom(values), context, options);

/** The code of a shared link, /app/signup?ref=CODE, read beside any other query (redirectTo…). */
const referralFromLink = (params: URLSearchParams) => (params.get('ref') ?? '').trim().toUpperCase();

export function SignupForm() {
  const signup = useSignup();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm({
    resolver: validateSignup,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      status: 'password',
      userType: 'retail',
      companyName: '',
      phoneNumber: '',
      phoneCountryCode: DEFAULT_DIAL_CODE,
      referralCode: referralFromLink(params),
    },
  });
  const [status, userType, referralCode] = form.watch(['status', 'userType', 'referralCode']);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const body = await signup.mutateAsync(signupRequestFrom(values));
      const state: SignupSuccessState = { email: values.email, status: values.status, message: body.message };
      navigate('/signup_success', { state });
    } catch (error) {
      applyServerErrors(error, form.setError);
    }
  });

  return (
    <>
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
        <NameFields control={form.control} />
        <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
        <FormTextField control={form.control} name="userType" label="Account type" select>
          {CUSTOMER_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {USER_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </FormTextField>
        {userType !== 'retail' && (
          <FormTextField
            control={form.control}
            name="companyName"
            label="Company name"
            autoComplete="organization"
          />
        )}
        <PhoneField
          control={form.control}
          numberName="phoneNumber"
          codeName="phoneCountryCode"
          label="Phone"
          helperText="Optional"
        />
        <FormTextField
          control={form.control}
          name="referralCode"
          label="Referral code"
          helperText="Optional: the code of whoever invited you"
          autoComplete="off"
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        />
        <FormToggleButtons
          control={form.control}
          name="status"
          label="Account access"
          options={PASSWORD_SETUP}
        />
        {status === 'password' && (
          <PasswordField control={form.control} name="password" autoComplete="new-password" />
        )}
        <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
          Sign up
        </Button>
      </Stack>
      <GoogleButton mode="signUp" userType={userType} referralCode={referralCode?.trim() || undefined} />
    </>
  );
}
