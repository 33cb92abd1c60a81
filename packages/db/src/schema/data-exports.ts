import type { DataExportStatus } from '@ile/shared';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, UuidId } from './columns';

/** A user's request to download their data; the exports worker fills storage_key. */
export interface DataExportsTable {
  id: UuidId;
  user_id: string;
  status: Generated<DataExportStatus>;
  storage_key: string | null;
  completed_at: NullableTimestamp;
  expires_at: NullableTimestamp;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type DataExport = Selectable<DataExportsTable>;
export type NewDataExport = Insertable<DataExportsTable>;
export type DataExportUpdate = Updateable<DataExportsTable>;
