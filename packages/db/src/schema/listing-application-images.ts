import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, UuidId } from './columns';

/** An uploaded original attached to a listing application (stored privately). */
export interface ListingApplicationImagesTable {
  id: UuidId;
  application_id: string;
  position: number;
  original_key: string;
  content_type: string;
  bytes: number;
  /** 64-bit perceptual hash (int8, read as a string); null until hashed. */
  phash: string | null;
  created_at: DefaultTimestamp;
}

export type ListingApplicationImage = Selectable<ListingApplicationImagesTable>;
export type NewListingApplicationImage = Insertable<ListingApplicationImagesTable>;
export type ListingApplicationImageUpdate = Updateable<ListingApplicationImagesTable>;
