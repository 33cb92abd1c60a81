import type { ReviewTargetType } from '@ile/shared';
import type { Insertable, Selectable } from 'kysely';
import type { DefaultDate, DefaultTimestamp } from './columns';

/** Like property_views, for agent and agency profiles (target_id is agents.id or agencies.id). */
export interface ProfileViewsTable {
  target_type: ReviewTargetType;
  target_id: string;
  viewer_key: string;
  day: DefaultDate;
  created_at: DefaultTimestamp;
}

export type ProfileView = Selectable<ProfileViewsTable>;
export type NewProfileView = Insertable<ProfileViewsTable>;
