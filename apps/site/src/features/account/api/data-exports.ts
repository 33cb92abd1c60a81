import type { DataExport } from '@ile/shared/contracts/user';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { errorMessage, toast } from '../../../lib/toast';

const inProgress = (item: DataExport) => item.status === 'pending' || item.status === 'processing';

const dataExportsKey = ['data-exports'] as const;

/** GET /user/export-data: this user's exports, newest first; polled while one is being built. */
export const dataExportsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...dataExportsKey, userId],
    queryFn: ({ signal }) => api.get<{ exports: DataExport[] }>('/user/export-data', { signal }),
    refetchInterval: (query) => (query.state.data?.exports.some(inProgress) ? 3000 : false),
  });

export function useDataExports() {
  const { user } = useSession();
  return useQuery({ ...dataExportsQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
}

/** POST /user/export-data: the exports worker builds the file and emails when it is ready. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<DataExport>('POST', '/user/export-data', {}),
    onSuccess: async ({ message }) => {
      toast.success(message ?? 'Your data export is being prepared');
      await queryClient.invalidateQueries({ queryKey: dataExportsKey });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
