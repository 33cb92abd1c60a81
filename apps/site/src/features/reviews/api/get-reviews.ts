import type { ReviewTargetType } from '@ile/shared/constants/reviews';
import type { ReviewsResponse } from '@ile/shared/contracts/review';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const reviewsQueryKey = (type: ReviewTargetType, id: string) => ['reviews', type, id] as const;

/** The reviews of an agent or agency (`id` is the profile's account id). */
export const reviewsQueryOptions = (type: ReviewTargetType, id: string) =>
  queryOptions({
    queryKey: reviewsQueryKey(type, id),
    queryFn: ({ signal }) => api.post<ReviewsResponse>('/review/reviews', { type, id }, { signal }),
  });

export function useReviews(type: ReviewTargetType, id: string) {
  return useQuery(reviewsQueryOptions(type, id));
}
