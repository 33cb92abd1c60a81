import type { CreateAgencyApplicationBody } from '@ile/shared/contracts/agency';
import type { CreateApplicationResponse } from '@ile/shared/contracts/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { myApplicationsKeys } from '../../../lib/query-keys';

export function useCreateAgencyApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAgencyApplicationBody) =>
      api.post<CreateApplicationResponse>('/applications/agency', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myApplicationsKeys.all }),
  });
}
