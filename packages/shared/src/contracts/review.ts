import { z } from 'zod';
import { RATING_MAX, RATING_MIN, REVIEW_COMMENT_MAX_LENGTH, REVIEW_TARGET_TYPES } from '../constants/reviews';
import { IdSchema, numeric, TimestampSchema } from './common';

export const ReviewTargetTypeSchema = z.enum(REVIEW_TARGET_TYPES);

export const RatingSchema = numeric(
  z
    .number()
    .int({ error: 'Rating must be a whole number from 1 to 5' })
    .min(RATING_MIN, { error: 'Rating must be a whole number from 1 to 5' })
    .max(RATING_MAX, { error: 'Rating must be a whole number from 1 to 5' }),
);

export const ReviewSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  comment: z.string(),
  createdAt: TimestampSchema,
  sender_name: z.string(),
  sender_image: z.string().nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** POST /api/v1/review/reviews: the reviews of one agent or agency (`id` is its profile's user id). */
export const ReviewsBody = z.object({
  type: ReviewTargetTypeSchema,
  id: IdSchema,
  userId: IdSchema.optional(),
});
export type ReviewsBody = z.infer<typeof ReviewsBody>;

/** data of reviews: `average` is null when there are none. */
export const ReviewsResponse = z.object({
  review: z.array(ReviewSchema),
  average: z.number().min(0).max(RATING_MAX).nullable(),
  count: z.number().int().min(0),
});
export type ReviewsResponse = z.infer<typeof ReviewsResponse>;

const comment = z
  .string()
  .trim()
  .min(1, { error: 'Write a comment' })
  .max(REVIEW_COMMENT_MAX_LENGTH, {
    error: `Comments can be at most ${REVIEW_COMMENT_MAX_LENGTH} characters`,
  });

/** POST /api/v1/review/create-review: a second review of the same profile replaces the first. */
export const CreateReviewBody = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('agent'),
    agentId: IdSchema,
    userId: IdSchema.optional(),
    rating: RatingSchema,
    comment,
  }),
  z.object({
    type: z.literal('agency'),
    agencyId: IdSchema,
    userId: IdSchema.optional(),
    rating: RatingSchema,
    comment,
  }),
]);
export type CreateReviewBody = z.infer<typeof CreateReviewBody>;
