import type { Executor } from '../database';
import type {
  ListingImportRecord,
  ListingImportRowRecord,
  NewListingImport,
  NewListingImportRow,
} from '../schema';

/** A new import and its checked rows (at most 500: one statement each). */
export async function insertListingImport(
  db: Executor,
  listingImport: NewListingImport,
  rows: readonly NewListingImportRow[],
): Promise<void> {
  await db.insertInto('listing_imports').values(listingImport).execute();
  if (rows.length > 0) await db.insertInto('listing_import_rows').values(rows).execute();
}

/** An import if it is the user's (someone else's is the same as none). */
export function findUserListingImport(
  db: Executor,
  importId: string,
  userId: string,
): Promise<ListingImportRecord | undefined> {
  return db
    .selectFrom('listing_imports')
    .selectAll()
    .where('id', '=', importId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The same, locked for a confirmation (two confirmations at once queue the rows once). */
export function lockUserListingImport(
  db: Executor,
  importId: string,
  userId: string,
): Promise<ListingImportRecord | undefined> {
  return db
    .selectFrom('listing_imports')
    .selectAll()
    .where('id', '=', importId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export function findListingImport(db: Executor, importId: string): Promise<ListingImportRecord | undefined> {
  return db.selectFrom('listing_imports').selectAll().where('id', '=', importId).executeTakeFirst();
}

/** An import's rows in file order. */
export function listListingImportRows(db: Executor, importId: string): Promise<ListingImportRowRecord[]> {
  return db
    .selectFrom('listing_import_rows')
    .selectAll()
    .where('import_id', '=', importId)
    .orderBy('row_number')
    .execute();
}

/** Confirms an import: its valid rows are queued for the worker. Answers how many. */
export async function confirmListingImport(db: Executor, importId: string): Promise<number> {
  await db
    .updateTable('listing_imports')
    .set({ status: 'confirmed', confirmed_at: new Date() })
    .where('id', '=', importId)
    .execute();
  const queued = await db
    .updateTable('listing_import_rows')
    .set({ status: 'queued' })
    .where('import_id', '=', importId)
    .where('status', '=', 'ready')
    .executeTakeFirst();
  return Number(queued.numUpdatedRows);
}

/** The row numbers still waiting for the worker, in file order. */
export async function listQueuedImportRows(db: Executor, importId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('listing_import_rows')
    .select('row_number')
    .where('import_id', '=', importId)
    .where('status', '=', 'queued')
    .orderBy('row_number')
    .execute();
  return rows.map((row) => row.row_number);
}

/** One row, locked, so a redelivered job cannot create its application twice. */
export function lockListingImportRow(
  db: Executor,
  importId: string,
  rowNumber: number,
): Promise<ListingImportRowRecord | undefined> {
  return db
    .selectFrom('listing_import_rows')
    .selectAll()
    .where('import_id', '=', importId)
    .where('row_number', '=', rowNumber)
    .forUpdate()
    .executeTakeFirst();
}

export function findListingImportRow(
  db: Executor,
  importId: string,
  rowNumber: number,
): Promise<ListingImportRowRecord | undefined> {
  return db
    .selectFrom('listing_import_rows')
    .selectAll()
    .where('import_id', '=', importId)
    .where('row_number', '=', rowNumber)
    .executeTakeFirst();
}

export async function markImportRowCreated(
  db: Executor,
  importId: string,
  rowNumber: number,
  applicationId: string,
  photoCount: number,
): Promise<void> {
  await db
    .updateTable('listing_import_rows')
    .set({ status: 'created', application_id: applicationId, photo_count: photoCount, failure: null })
    .where('import_id', '=', importId)
    .where('row_number', '=', rowNumber)
    .execute();
}

/** A queued row that cannot be created (a refused photo): it stays failed, with why. */
export async function markImportRowFailed(
  db: Executor,
  importId: string,
  rowNumber: number,
  failure: string,
): Promise<void> {
  await db
    .updateTable('listing_import_rows')
    .set({ status: 'failed', failure })
    .where('import_id', '=', importId)
    .where('row_number', '=', rowNumber)
    .where('status', '=', 'queued')
    .execute();
}

/** Marks a confirmed import done once no row waits any more. */
export async function finishListingImportIfDone(db: Executor, importId: string): Promise<boolean> {
  const result = await db
    .updateTable('listing_imports')
    .set({ status: 'done', finished_at: new Date() })
    .where('id', '=', importId)
    .where('status', '=', 'confirmed')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('listing_import_rows')
            .select('row_number')
            .where('import_id', '=', importId)
            .where('status', '=', 'queued'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A user's imports with their rows (the cells they uploaded and what became of each), for the data export. */
export async function listingImportsOf(db: Executor, userId: string) {
  const imports = await db
    .selectFrom('listing_imports')
    .select(['id', 'status', 'created_at', 'confirmed_at', 'finished_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  if (imports.length === 0) return [];
  const rows = await db
    .selectFrom('listing_import_rows')
    .select(['import_id', 'row_number', 'title', 'cells', 'errors', 'status', 'failure', 'application_id'])
    .where(
      'import_id',
      'in',
      imports.map((listingImport) => listingImport.id),
    )
    .orderBy('import_id')
    .orderBy('row_number')
    .execute();
  return imports.map((listingImport) => ({
    ...listingImport,
    rows: rows
      .filter((row) => row.import_id === listingImport.id)
      .map(({ import_id: _importId, ...row }) => row),
  }));
}
