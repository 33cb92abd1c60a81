import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardDataKey } from './get-dashboard-data';

/** An agent lets their agency edit their listings, or stops it. */
export function useSetAgencyEditRights() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (allow: boolean) => api.put<{ allow: boolean }>('/agent/agency-edit-rights', { allow }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardDataKey }),
  });
}
