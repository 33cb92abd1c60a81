import type { ReviewTargetType } from '@ile/shared';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, UuidId } from './columns';

/** Exactly one of agent_id / agency_id is set, matching target_type. One review per author per profile. */
export interface ReviewsTable {
  id: UuidId;
  author_id: string;
  target_type: ReviewTargetType;
  agent_id: string | null;
  agency_id: string | null;
  rating: number;
  comment: string;
  /** Hidden by staff moderation. */
  hidden_at: NullableTimestamp;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type Review = Selectable<ReviewsTable>;
export type NewReview = Insertable<ReviewsTable>;
export type ReviewUpdate = Updateable<ReviewsTable>;
