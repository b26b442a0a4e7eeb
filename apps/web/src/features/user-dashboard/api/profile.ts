import {
  type AgentCompany,
  type Call,
  changeMyPhoneDetailsCall,
  getMyLegalEntityCall,
  MSG,
  type UpdatePasswordRequest,
  updateAgentLogoCall,
  updateBillingDetailsCall,
  updateMyLegalEntityCall,
  updateMyProfileCall,
  updatePasswordCall,
  updateReferralCodeCall,
  userDataResponse,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import type { CallInput } from '../../../api/http';
import { useAppStore } from '../../../app/store';
import { notify } from '../../../ui/notify';
import { accountKeys } from './keys';

interface UserMutationOptions {
  successMessage?: string;
  failureMessage?: string;
}

/**
 * A call that changes the user's own account and answers the updated user: the store takes the new
 * user, and the outcome is toasted. With a failureMessage the server's own message is not toasted.
 */
function useUserMutation<C extends Call>(call: C, options: UserMutationOptions = {}) {
  const setUser = useAppStore((s) => s.setUser);
  return useMutation({
    mutationFn: (request: CallInput<C>) =>
      unwrap(http.call(call, request, { schema: userDataResponse, quiet: !!options.failureMessage })),
    onSuccess: (body) => {
      setUser(body.data);
      if (options.successMessage) notify.success(options.successMessage);
    },
    onError: () => {
      if (options.failureMessage) notify.error(options.failureMessage);
    },
  });
}

export const useUpdateMyProfile = () =>
  useUserMutation(updateMyProfileCall, { successMessage: 'Your profile is saved' });

export const useChangePhoneDetails = () =>
  useUserMutation(changeMyPhoneDetailsCall, {
    successMessage: MSG.phoneUpdated,
    failureMessage: MSG.phoneUpdateFailed,
  });

export const useUpdateReferralCode = () =>
  useUserMutation(updateReferralCodeCall, {
    successMessage: 'Referral code saved',
  });

export const useUpdateAgentLogo = () =>
  useUserMutation(updateAgentLogoCall, { successMessage: 'Logo saved' });

export const useUpdateBillingDetails = () =>
  useUserMutation(updateBillingDetailsCall, {
    successMessage: 'Billing details saved',
  });

/** The password change shows its outcome in the alert bar, not as a toast (spec §8). */
export const useUpdatePassword = () =>
  useMutation({
    mutationFn: (request: UpdatePasswordRequest) =>
      unwrap(http.call(updatePasswordCall, request, { quiet: true })),
  });

export function useMyLegalEntity() {
  return useQuery({
    queryKey: accountKeys.legalEntity(),
    queryFn: async () => (await unwrap(http.call(getMyLegalEntityCall, {}))).data,
  });
}

export function useUpdateMyLegalEntity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AgentCompany) => unwrap(http.call(updateMyLegalEntityCall, request)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.legalEntity() });
      notify.success('Company details saved');
    },
  });
}
