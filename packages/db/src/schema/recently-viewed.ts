import type { Insertable, Selectable } from 'kysely';
import type { DefaultTimestamp } from './columns';

/** A listing a signed-in user opened, when they last did; the last 20 per user are kept. */
export interface RecentlyViewedTable {
  user_id: string;
  property_id: string;
  viewed_at: DefaultTimestamp;
}

export type RecentlyViewed = Selectable<RecentlyViewedTable>;
export type NewRecentlyViewed = Insertable<RecentlyViewedTable>;
