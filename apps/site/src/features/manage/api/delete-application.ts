import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { dashboardDataKey } from './get-dashboard-data';
import { myApplicationsKey } from './get-my-applications';

/** Withdraws a pending application; answers the server's confirmation. */
export async function deleteApplication(applicationId: string): Promise<string> {
  const answer = await request<unknown>(
    'DELETE',
    `/applications/single-property-applications/${encodeURIComponent(applicationId)}`,
  );
  return answer.message ?? 'Application deleted successfully';
}

export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApplication,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myApplicationsKey }),
        queryClient.invalidateQueries({ queryKey: dashboardDataKey }),
      ]),
  });
}
