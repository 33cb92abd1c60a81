import type { Category } from '@ile/shared/constants/listing-options';
import type { SearchPropertiesResponse } from '@ile/shared/contracts/search';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { api, toQueryString } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** Page size of the category pages (part 2 §9). */
export const CATEGORY_PAGE_SIZE = 10;

export type CategoryListingsData = InfiniteData<SearchPropertiesResponse, number>;

/** Keyed by the viewer too, since `isLiked` is personal. */
export const categoryListingsKeys = {
  all: ['category-listings'] as const,
  category: (category: Category) => [...categoryListingsKeys.all, category] as const,
  viewer: (category: Category, viewer: string | null) =>
    [...categoryListingsKeys.category(category), viewer] as const,
};

export function getCategoryListings(category: Category, page: number, signal?: AbortSignal) {
  return api.get<SearchPropertiesResponse>(
    `/property/searchwishlist${toQueryString({ category, page, size: CATEGORY_PAGE_SIZE })}`,
    { signal },
  );
}

/** One category's listings (student and management pages), page by page as the list is scrolled. */
export function useCategoryListings(category: Category) {
  const { status, user } = useSession();
  return useInfiniteQuery({
    queryKey: categoryListingsKeys.viewer(category, user?.id ?? null),
    queryFn: ({ pageParam, signal }) => getCategoryListings(category, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => (lastPage < last.totalPages ? lastPage + 1 : undefined),
    // Wait for the session so the first page already carries the viewer's hearts.
    enabled: status !== 'loading',
  });
}
