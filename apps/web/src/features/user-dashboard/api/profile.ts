import {
  type AgentCompany,
  type ChangeMyPhoneDetailsRequest,
  changeMyPhoneDetailsPath,
  getMyLegalEntityPath,
  legalEntityResponse,
  MSG,
  type UpdateAgentLogoRequest,
  type UpdateBillingDetailsRequest,
  type UpdateMyProfileRequest,
  type UpdatePasswordRequest,
  type UpdateReferralCodeRequest,
  updateAgentLogoPath,
  updateBillingDetailsPath,
  updateMyLegalEntityPath,
  updateMyProfilePath,
  updatePasswordPath,
  updatePasswordResponse,
  updateReferralCodePath,
  userDataResponse,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
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
function useUserMutation<Request extends object>(path: string, options: UserMutationOptions = {}) {
  const setUser = useAppStore((s) => s.setUser);
  return useMutation({
    mutationFn: (request: Request) =>
      unwrap(http.post(path, request, { schema: userDataResponse, quiet: !!options.failureMessage })),
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
  useUserMutation<UpdateMyProfileRequest>(updateMyProfilePath, { successMessage: 'Your profile is saved' });

export const useChangePhoneDetails = () =>
  useUserMutation<ChangeMyPhoneDetailsRequest>(changeMyPhoneDetailsPath, {
    successMessage: MSG.phoneUpdated,
    failureMessage: MSG.phoneUpdateFailed,
  });

export const useUpdateReferralCode = () =>
  useUserMutation<UpdateReferralCodeRequest>(updateReferralCodePath, {
    successMessage: 'Referral code saved',
  });

export const useUpdateAgentLogo = () =>
  useUserMutation<UpdateAgentLogoRequest>(updateAgentLogoPath, { successMessage: 'Logo saved' });

export const useUpdateBillingDetails = () =>
  useUserMutation<UpdateBillingDetailsRequest>(updateBillingDetailsPath, {
    successMessage: 'Billing details saved',
  });

/** The password change shows its outcome in the alert bar, not as a toast (spec §8). */
export const useUpdatePassword = () =>
  useMutation({
    mutationFn: (request: UpdatePasswordRequest) =>
      unwrap(http.post(updatePasswordPath, request, { schema: updatePasswordResponse, quiet: true })),
  });

export function useMyLegalEntity() {
  return useQuery({
    queryKey: accountKeys.legalEntity(),
    queryFn: async () =>
      (await unwrap(http.get(getMyLegalEntityPath, {}, { schema: legalEntityResponse }))).data,
  });
}

export function useUpdateMyLegalEntity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AgentCompany) =>
      unwrap(http.post(updateMyLegalEntityPath, request, { schema: legalEntityResponse })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.legalEntity() });
      notify.success('Company details saved');
    },
  });
}
