import type { CreateAgentApplicationBody } from '@ile/shared/contracts/agent';
import type { CreateApplicationResponse } from '@ile/shared/contracts/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { myApplicationsKeys } from '../../../lib/query-keys';

export function useCreateAgentApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAgentApplicationBody) =>
      api.post<CreateApplicationResponse>('/applications/agent', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myApplicationsKeys.all }),
  });
}
