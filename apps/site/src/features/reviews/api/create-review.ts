import type { ReviewTargetType } from '@ile/shared/constants/reviews';
import type { CreateReviewBody, ReviewsResponse } from '@ile/shared/contracts/review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { agencyKeys, agentKeys } from '../../../lib/query-keys';
import { reviewsQueryKey } from './get-reviews';

export interface ReviewInput {
  rating: number;
  comment: string;
}

export function createReview(type: ReviewTargetType, id: string, input: ReviewInput) {
  const body: CreateReviewBody =
    type === 'agent' ? { type, agentId: id, ...input } : { type, agencyId: id, ...input };
  return api.post<ReviewsResponse>('/review/create-review', body);
}

/** Posts (or replaces) the caller's review; the answer is the fresh list, and the profile's counts reload. */
export function useCreateReview(type: ReviewTargetType, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => createReview(type, id, input),
    onSuccess: (reviews) => {
      queryClient.setQueryData(reviewsQueryKey(type, id), reviews);
      void queryClient.invalidateQueries({ queryKey: reviewsQueryKey(type, id) });
      void queryClient.invalidateQueries({
        queryKey: type === 'agent' ? agentKeys.detail(id) : agencyKeys.detail(id),
      });
    },
  });
}
