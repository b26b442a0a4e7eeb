import { SESSION_SCOPE } from '../../../api/query-client';

export const customerKeys = {
  all: [...SESSION_SCOPE, 'customers'] as const,
  /** every list a customer row can appear in: pages and search results */
  lists: () => [...customerKeys.all, 'list'] as const,
  page: (page: number, rbacUserGroupId: string | null) =>
    rbacUserGroupId
      ? ([...customerKeys.groupPages(), rbacUserGroupId, page] as const)
      : ([...customerKeys.lists(), 'page', page] as const),
  /** pages of the list narrowed to a permission group */
  groupPages: () => [...customerKeys.lists(), 'permissionGroup'] as const,
  search: (query: string) => [...customerKeys.lists(), 'search', query] as const,
  detail: (id: string) => [...customerKeys.all, 'detail', id] as const,
  monthly: (id: string) => [...customerKeys.all, 'monthly', id] as const,
  apiConsumers: (page: number) => [...customerKeys.all, 'apiConsumers', page] as const,
  consumerSettings: (legalEntityId: string) =>
    [...customerKeys.all, 'consumerSettings', legalEntityId] as const,
  markupGroups: () => [...customerKeys.all, 'markupGroups'] as const,
};
