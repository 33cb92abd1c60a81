import type { Category } from '@ile/shared/constants/listing-options';
import type { WishlistResponse } from '@ile/shared/contracts/wishlist';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { withPendingNotes } from '../../../lib/offline/offline-changes';
import { wishlistKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const WISHLIST_PAGE_SIZE = 10;

export interface WishlistFilter {
  page: number;
  category: Category | undefined;
}

export function wishlistQueryOptions(userId: string, filter: WishlistFilter) {
  return queryOptions({
    queryKey: [...wishlistKeys.of(userId), filter],
    // Notes written offline and not yet sent show over the server's (or the kept) answer.
    queryFn: ({ signal }): Promise<WishlistResponse> =>
      api
        .post<WishlistResponse>(
          '/wishlist/wishlists',
          { page: filter.page, size: WISHLIST_PAGE_SIZE, category: filter.category },
          { signal },
        )
        .then((page) => withPendingNotes(userId, page)),
    // Paging and filtering keep the current cards on screen until the next ones arrive.
    placeholderData: keepPreviousData,
    // Saves happen on many pages; coming back here always checks the list again.
    staleTime: 0,
  });
}

export function useWishlist(filter: WishlistFilter) {
  const { user } = useSession();
  return useQuery({ ...wishlistQueryOptions(user?.id ?? '', filter), enabled: Boolean(user) });
}
