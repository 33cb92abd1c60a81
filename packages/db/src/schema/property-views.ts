import type { Insertable, Selectable } from 'kysely';
import type { DefaultDate, DefaultTimestamp } from './columns';

/** One row per viewer per listing per day; insert ON CONFLICT DO NOTHING and bump views when it inserted. */
export interface PropertyViewsTable {
  property_id: string;
  /** A user id, or a fingerprint of an anonymous visitor. */
  viewer_key: string;
  day: DefaultDate;
  created_at: DefaultTimestamp;
}

export type PropertyView = Selectable<PropertyViewsTable>;
export type NewPropertyView = Insertable<PropertyViewsTable>;
