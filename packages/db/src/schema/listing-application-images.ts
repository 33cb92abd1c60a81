import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, UuidId } from './columns';

/** An uploaded original attached to a listing application (stored privately). */
export interface ListingApplicationImagesTable {
  id: UuidId;
  application_id: string;
  position: number;
  original_key: string;
  content_type: string;
  bytes: number;
  /**
   * 64-bit perceptual hash (int8); null until hashed. Never read it as is: INT8 is parsed with parseInt
   * (database.ts), which loses the bits above 2^53. Compare it in SQL, or select `phash::text`.
   */
  phash: ColumnType<number | null, string | bigint | null | undefined, string | bigint | null>;
  created_at: DefaultTimestamp;
}

export type ListingApplicationImage = Selectable<ListingApplicationImagesTable>;
export type NewListingApplicationImage = Insertable<ListingApplicationImagesTable>;
export type ListingApplicationImageUpdate = Updateable<ListingApplicationImagesTable>;
