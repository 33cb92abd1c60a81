import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, UuidId } from './columns';
import type { ImageStatus } from './values';

/** One picture of a property; its served sizes are in property_image_variants. */
export interface PropertyImagesTable {
  id: UuidId;
  property_id: string;
  /** 0 is the cover. */
  position: number;
  /** Storage key of the uploaded original (private). */
  original_key: string;
  status: Generated<ImageStatus>;
  width: number | null;
  height: number | null;
  /** A tiny blurred data URL shown while the real image loads. */
  placeholder: string | null;
  content_type: string;
  bytes: number;
  /**
   * 64-bit perceptual hash (int8); null until hashed. Never read it as is: INT8 is parsed with parseInt
   * (database.ts), which loses the bits above 2^53. Compare it in SQL, or select `phash::text`.
   */
  phash: ColumnType<number | null, string | bigint | null | undefined, string | bigint | null>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type PropertyImage = Selectable<PropertyImagesTable>;
export type NewPropertyImage = Insertable<PropertyImagesTable>;
export type PropertyImageUpdate = Updateable<PropertyImagesTable>;
