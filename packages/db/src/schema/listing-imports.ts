import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, UuidId } from './columns';

export type ListingImportStatusColumn = 'checked' | 'confirmed' | 'done';
export type ListingImportRowStatusColumn = 'invalid' | 'ready' | 'queued' | 'created' | 'failed';

/** A bulk import of listings from a CSV: checked on upload, then confirmed by its owner. */
export interface ListingImportsTable {
  id: UuidId;
  user_id: string;
  status: ListingImportStatusColumn;
  created_at: DefaultTimestamp;
  confirmed_at: NullableTimestamp;
  finished_at: NullableTimestamp;
}

type Json<T> = ColumnType<T, string, string>;

/** One CSV row of an import: its cells by field name, its errors by CSV column, and what became of it. */
export interface ListingImportRowsTable {
  import_id: string;
  row_number: number;
  title: string | null;
  cells: Json<Record<string, string>>;
  errors: ColumnType<Record<string, string[]> | null, string | null, string | null>;
  status: ListingImportRowStatusColumn;
  photo_count: Generated<number>;
  failure: string | null;
  application_id: string | null;
  updated_at: DefaultTimestamp;
}

export type ListingImportRecord = Selectable<ListingImportsTable>;
export type NewListingImport = Insertable<ListingImportsTable>;
export type ListingImportRowRecord = Selectable<ListingImportRowsTable>;
export type NewListingImportRow = Insertable<ListingImportRowsTable>;
