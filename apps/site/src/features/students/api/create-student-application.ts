import type { CreateApplicationResponse } from '@ile/shared/contracts/applications';
import type { CreateStudentApplicationBody } from '@ile/shared/contracts/student';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { myApplicationsKeys } from '../../../lib/query-keys';

export function useCreateStudentApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStudentApplicationBody) =>
      api.post<CreateApplicationResponse>('/applications/student', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: myApplicationsKeys.all });
    },
  });
}
