import type { DashboardData } from '@ile/shared/contracts/management';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { manageKeys } from '../../../lib/query-keys';

export const dashboardDataKey = [...manageKeys.all, 'dashboard'] as const;

/** The four tiles; identity comes from the token, so no userId is sent. */
export const dashboardDataQuery = () =>
  queryOptions({
    queryKey: dashboardDataKey,
    queryFn: ({ signal }) => api.post<DashboardData>('/user/dashboard-data', {}, { signal }),
  });

export function useDashboardData() {
  return useQuery(dashboardDataQuery());
}
