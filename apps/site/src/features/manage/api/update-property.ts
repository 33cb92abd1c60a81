import type { AdminUpdatePropertyInput } from '@ile/shared/contracts/management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { propertyKeys } from '../../../lib/query-keys';
import { myListingsKey } from './get-my-listings';
import { propertyForEditKey } from './get-property-for-edit';

export function updateProperty(body: AdminUpdatePropertyInput): Promise<string> {
  return api.postForMessage('/property/admin-update-property', body);
}

/** The table and this listing's record change; the public detail page reads its own cache key. */
export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProperty,
    onSuccess: (_message, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myListingsKey }),
        queryClient.invalidateQueries({ queryKey: propertyForEditKey(body.propertyId) }),
        queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
      ]),
  });
}
