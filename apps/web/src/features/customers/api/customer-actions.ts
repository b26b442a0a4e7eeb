import {
  type AddUserToRbacUserGroupRequest,
  type Call,
  type CustomerListItem,
  type CustomerPage,
  customerActionResponse,
  setFlightHoldSettingForUserCall,
  setMarkupGroupForUserCall,
  toggleBlockCall,
  toggleFlightSearchExemptionCall,
  type UpdateDetailsRequest,
  updateDetailsCall,
} from '@app/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { notify } from '../../../ui/notify';
import { rbacKeys } from '../../permissions/api/keys';
import { assignUserGroup } from '../../permissions/api/members';
import { customerKeys } from './keys';

/** Puts the server's row into every cached list holding it: the list changes only once confirmed. */
function replaceRow(queryClient: QueryClient, row: CustomerListItem) {
  patchRow(queryClient, row.users_id, () => row);
}

function patchRow(
  queryClient: QueryClient,
  userId: string,
  patch: (row: CustomerListItem) => CustomerListItem,
) {
  const swap = (r: CustomerListItem) => (r.users_id === userId ? patch(r) : r);
  queryClient.setQueriesData<CustomerPage | CustomerListItem[]>({ queryKey: customerKeys.lists() }, (old) => {
    if (!old) return old;
    return Array.isArray(old) ? old.map(swap) : { ...old, records: old.records.map(swap) };
  });
  void queryClient.invalidateQueries({ queryKey: customerKeys.detail(userId) });
}

export type CustomerAction =
  | { kind: 'block'; customerId: string; isBlocked: boolean }
  | { kind: 'hold'; userId: string; isFlightHold: boolean }
  | { kind: 'exempt'; customerId: string; exempt: boolean }
  | { kind: 'markupGroup'; userId: string; groupId: string | null };

const CALLS = {
  block: toggleBlockCall,
  hold: setFlightHoldSettingForUserCall,
  exempt: toggleFlightSearchExemptionCall,
  markupGroup: setMarkupGroupForUserCall,
} as const;

/** One mutation for the row actions: each answers its toast and the row as it now stands. */
export function useCustomerAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: CustomerAction) =>
      unwrap(http.call(CALLS[kind] as Call, body, { schema: customerActionResponse })),
    onSuccess: (answer) => {
      replaceRow(queryClient, answer.data);
      notify.success(answer.message);
    },
  });
}

export function useUpdateDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateDetailsRequest) => unwrap(http.call(updateDetailsCall, request)),
    onSuccess: (answer) => {
      queryClient.setQueryData(customerKeys.detail(answer.data.users_id), answer.data);
      void queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
      notify.success(answer.message);
    },
  });
}

/** Moves a customer into a permission group, or out of theirs (null); the row changes once confirmed. */
export function useChangePermissionGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignUserGroup,
    onSuccess: (answer, { userId }: AddUserToRbacUserGroupRequest) => {
      patchRow(queryClient, userId, (row) => ({ ...row, userGroupName: answer.data?.userGroupName ?? null }));
      notify.success(answer.message);
      // A list narrowed to a group may have lost or gained this customer; member counts changed too.
      void queryClient.invalidateQueries({ queryKey: customerKeys.groupPages() });
      void queryClient.invalidateQueries({ queryKey: rbacKeys.all });
    },
  });
}
