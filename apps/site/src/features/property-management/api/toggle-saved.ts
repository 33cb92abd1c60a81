import type { ToggleWishlistBody, ToggleWishlistResponse } from '@ile/shared/contracts/wishlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CategoryListingsData } from './get-category-listings';

function setLiked(data: CategoryListingsData | undefined, propertyId: string, liked: boolean) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      properties: page.properties.map((item) =>
        item.id === propertyId ? { ...item, isLiked: liked } : item,
      ),
    })),
  };
}

/**
 * Saves or unsaves a listing. The heart flips at once (spec §4) and flips back if the server refuses; the
 * saved-properties page is refreshed next time it opens.
 */
export function useToggleSaved() {
  const queryClient = useQueryClient();
  const flip = (propertyId: string, liked: boolean) =>
    queryClient.setQueriesData<CategoryListingsData>({ queryKey: ['category-listings'] }, (data) =>
      setLiked(data, propertyId, liked),
    );
  return useMutation({
    mutationFn: ({ propertyId }: { propertyId: string; liked: boolean }) =>
      api.post<ToggleWishlistResponse>('/wishlist/toggle-wishlist', {
        propertyId,
      } satisfies ToggleWishlistBody),
    onMutate: ({ propertyId, liked }) => flip(propertyId, !liked),
    onSuccess: (answer, { propertyId }) => {
      flip(propertyId, answer.saved);
      void queryClient.invalidateQueries({ queryKey: ['wishlist'] });
    },
    onError: (_error, { propertyId, liked }) => flip(propertyId, liked),
  });
}
