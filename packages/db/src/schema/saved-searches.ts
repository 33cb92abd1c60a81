import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, NullableNumeric, NullableTimestamp, UuidId } from './columns';

export type AlertFrequencyColumn = 'instant' | 'daily' | 'weekly' | 'off';

/**
 * A user's saved search: its filters as the URL carried them (`filters`) and the same filters as match
 * columns (null: no filter), which the alert matcher compares with each new listing in SQL.
 */
export interface SavedSearchesTable {
  id: UuidId;
  user_id: string;
  name: string;
  /** The known filters as URL parameters (string values), written as a JSON string. */
  filters: ColumnType<Record<string, string>, string, string>;
  frequency: AlertFrequencyColumn;
  paused: Generated<boolean>;
  country: string | null;
  state_code: string | null;
  category: string | null;
  property_type: string | null;
  min_bedrooms: number | null;
  max_bedrooms: number | null;
  min_bathrooms: number | null;
  max_bathrooms: number | null;
  price_currency: string;
  min_price: NullableNumeric;
  max_price: NullableNumeric;
  /** The total to move in, bounded in price_currency like the prices (the search's moveInMin/moveInMax). */
  min_move_in: NullableNumeric;
  max_move_in: NullableNumeric;
  /** A tsquery over the listing's search_vector, as the search's keyword filter builds it. */
  keywords: string | null;
  min_lng: number | null;
  min_lat: number | null;
  max_lng: number | null;
  max_lat: number | null;
  verified_owner: Generated<boolean>;
  inspected: Generated<boolean>;
  link_key: Buffer;
  link_version: Generated<number>;
  last_seen_at: DefaultTimestamp;
  last_digest_at: NullableTimestamp;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** A listing a saved search matched, once: the primary key keeps an alert from repeating it. */
export interface SavedSearchMatchesTable {
  saved_search_id: string;
  property_id: string;
  reason: 'published' | 'price_dropped';
  matched_at: DefaultTimestamp;
  alert_due: boolean;
  alerted_at: NullableTimestamp;
}

/** The alert windows in which an instant search has told its owner in the app (one row each). */
export interface SavedSearchAlertWindowsTable {
  saved_search_id: string;
  window_start: Date;
}

export type SavedSearchRow = Selectable<SavedSearchesTable>;
export type NewSavedSearch = Insertable<SavedSearchesTable>;
export type SavedSearchUpdate = Updateable<SavedSearchesTable>;
export type SavedSearchMatch = Selectable<SavedSearchMatchesTable>;
