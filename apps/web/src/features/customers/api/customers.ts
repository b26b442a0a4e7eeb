import {
  type GetCustomersRequest,
  getApiConsumersCall,
  getCustomerMonthlyFlightDetailsCall,
  getCustomersCall,
  getUserByIdCall,
  listMarkupGroupsCall,
  searchWlUserCall,
} from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { useAppStore } from '../../../app/store';
import { customerKeys } from './keys';

/** One page of the list; with a permission group, only its members (spec §6: needs the site flag). */
export function useCustomerPage(page: number, enabled: boolean, rbacUserGroupId: string | null = null) {
  const staffId = useAppStore((s) => s.auth?.user.users_id);
  const request: GetCustomersRequest = { staffId, page, ...(rbacUserGroupId ? { rbacUserGroupId } : {}) };
  return useQuery({
    queryKey: customerKeys.page(page, rbacUserGroupId),
    queryFn: async () => (await unwrap(http.call(getCustomersCall, request))).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCustomerSearch(searchQuery: string) {
  return useQuery({
    queryKey: customerKeys.search(searchQuery),
    queryFn: async () => (await unwrap(http.call(searchWlUserCall, { searchQuery }))).data,
    enabled: searchQuery.length > 0,
  });
}

export function useCustomerDetail(id: string | null) {
  return useQuery({
    queryKey: customerKeys.detail(id ?? ''),
    queryFn: async () => (await unwrap(http.call(getUserByIdCall, { id: id ?? '' }))).data,
    enabled: id !== null,
  });
}

export function useMonthlyFlights(userId: string | null) {
  return useQuery({
    queryKey: customerKeys.monthly(userId ?? ''),
    queryFn: async () =>
      (await unwrap(http.call(getCustomerMonthlyFlightDetailsCall, { userId: userId ?? '' }))).data,
    enabled: userId !== null,
  });
}

export function useApiConsumers(page: number, enabled: boolean) {
  return useQuery({
    queryKey: customerKeys.apiConsumers(page),
    queryFn: async () => (await unwrap(http.call(getApiConsumersCall, { page }))).data,
    enabled,
  });
}

/** The site's markup groups, read through the markup screens' own call. */
export function useMarkupGroups(enabled: boolean) {
  return useQuery({
    queryKey: customerKeys.markupGroups(),
    queryFn: async () => (await unwrap(http.call(listMarkupGroupsCall, {}))).data,
    enabled,
  });
}
