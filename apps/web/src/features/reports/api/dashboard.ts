import { getStaffDashboardCall } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { SESSION_SCOPE } from '../../../api/query-client';

export const reportKeys = {
  all: [...SESSION_SCOPE, 'reports'] as const,
  staffDashboard: () => [...reportKeys.all, 'staffDashboard'] as const,
};

export function useStaffDashboard() {
  return useQuery({
    queryKey: reportKeys.staffDashboard(),
    queryFn: async () => (await unwrap(http.call(getStaffDashboardCall, {}))).data,
  });
}
