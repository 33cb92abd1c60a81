import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, UuidId } from './columns';
import type { ImageFormat } from './values';

/** A resized, public rendition of a property image, served at /media/<storage_key>. */
export interface PropertyImageVariantsTable {
  id: UuidId;
  image_id: string;
  width: number;
  format: ImageFormat;
  storage_key: string;
  bytes: number;
  created_at: DefaultTimestamp;
}

export type PropertyImageVariant = Selectable<PropertyImageVariantsTable>;
export type NewPropertyImageVariant = Insertable<PropertyImageVariantsTable>;
export type PropertyImageVariantUpdate = Updateable<PropertyImageVariantsTable>;
