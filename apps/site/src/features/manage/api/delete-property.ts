import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { dashboardDataKey } from './get-dashboard-data';
import { myListingsKey } from './get-my-listings';

/** Answers the server's confirmation ('Property deleted successfully'). */
export async function deleteProperty(propertyId: string): Promise<string> {
  const answer = await request<unknown>(
    'DELETE',
    `/property/delete-property/${encodeURIComponent(propertyId)}`,
  );
  return answer.message ?? 'Property deleted successfully';
}

/** Deleting a listing changes the table and the dashboard's total. */
export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myListingsKey }),
        queryClient.invalidateQueries({ queryKey: dashboardDataKey }),
      ]),
  });
}
