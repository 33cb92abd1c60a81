import { z } from 'zod';
import { REVIEW_TARGET_TYPES } from '../../constants/reviews';
import { IdSchema, TimestampSchema } from '../common';
import { NullableTimestamp } from './common';

export const ReviewRecord = z.object({
  id: IdSchema,
  author_id: IdSchema,
  author_name: z.string(),
  author_email: z.string(),
  target_type: z.enum(REVIEW_TARGET_TYPES),
  agent_id: IdSchema.nullable(),
  agency_id: IdSchema.nullable(),
  target_name: z.string().nullable().meta({ description: "The agent's or the agency's name" }),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  hidden: z.boolean(),
  hidden_at: NullableTimestamp,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type ReviewRecord = z.infer<typeof ReviewRecord>;
