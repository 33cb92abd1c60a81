import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { DefaultTimestamp, UuidId } from './columns';

/** A staff visit of a listing; properties.inspected_at holds the latest visit's day. */
export interface PropertyInspectionsTable {
  id: UuidId;
  property_id: string;
  /** The reviewer who visited; null once their account is gone. */
  inspector_id: string | null;
  /** 'YYYY-MM-DD'. */
  visited_on: string;
  note: string;
  /** Private storage keys of the visit's photos. */
  photo_keys: ColumnType<string[], string[] | undefined, string[]>;
  created_at: DefaultTimestamp;
}

export type PropertyInspection = Selectable<PropertyInspectionsTable>;
export type NewPropertyInspection = Insertable<PropertyInspectionsTable>;
