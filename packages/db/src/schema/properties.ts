import type { PropertyStatus } from '@ile/shared';
import type { Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, TextArray, UuidId } from './columns';
import type { ListingColumns } from './listing-columns';

export interface PropertiesTable extends ListingColumns {
  id: UuidId;
  /** Amenity names. */
  features: TextArray;
  tags: TextArray;
  status: Generated<PropertyStatus>;
  views: Generated<number>;
  latitude: number | null;
  longitude: number | null;
  geocoded_at: NullableTimestamp;
  /**
   * Media key of its link preview (`properties/<id>/og/<fingerprint>.jpg`, 1200×630 JPEG), drawn by the images
   * worker; null until drawn.
   */
  og_image_key: string | null;
  owner_id: string;
  agent_id: string | null;
  agency_id: string | null;
  /** The listing application it was created from, if any. */
  application_id: string | null;
  published_at: NullableTimestamp;
  /** Last inspection visit; the "Inspected" badge shows for 180 days after it. */
  inspected_at: NullableTimestamp;
  /** The last price drop while published (property_price_changes); a raise clears it. Cards badge 14 days. */
  price_reduced_at: NullableTimestamp;
  /** When the owner last confirmed the listing still available (publishing counts as one). */
  available_confirmed_at: NullableTimestamp;
  /** When the owner was last asked to confirm; a reminder goes once per confirmation period. */
  availability_reminded_at: NullableTimestamp;
  /** A sale's refundable reservation deposit in minor units (docs/payments.md); null: no reservation offered. */
  reservation_deposit: number | null;
  /** How long a reservation lasts, 1 to 60 days; null with no deposit. */
  reservation_days: number | null;
  is_seed: Generated<boolean>;
  /** Weighted: title A, description B, address/city/state C. Query with websearch_to_tsquery('simple', ...). */
  search_vector: GeneratedAlways<string>;
  /**
   * What moving in costs in minor units, generated from the move-in columns and the price (the SQL twin of
   * `computeMoveInCost`'s total); null for sales and for rentals without `advance_rent_months`.
   */
  move_in_total: GeneratedAlways<number | null>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type Property = Selectable<PropertiesTable>;
export type NewProperty = Insertable<PropertiesTable>;
export type PropertyUpdate = Updateable<PropertiesTable>;
