import { type SignupRequest, signupCall } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';

/**
 * Sign-up, apart from the other account calls of api/auth.ts that every page's frame loads: the
 * sign-up schema checks phones with libphonenumber, which only the sign-up page should carry.
 */
export function useSignup() {
  return useMutation({
    mutationFn: (request: SignupRequest) => unwrap(http.call(signupCall, request)),
  });
}
