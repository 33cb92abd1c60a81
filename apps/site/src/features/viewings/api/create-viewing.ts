import type { CreateViewingBody, Viewing } from '@ile/shared/contracts/viewings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { viewingKeys } from '../../../lib/query-keys';

/** POST /viewings: a free slot, or up to three proposed times. */
export function createViewing(body: CreateViewingBody): Promise<Viewing> {
  return api.post<Viewing>('/viewings', body);
}

export function useCreateViewing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createViewing,
    // Taken or not, the slots and the caller's viewings are worth reading again.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: viewingKeys.all }),
  });
}
