import { dataExportFilesDue, markDataExportFilesDeleted } from '@ile/db/repositories/data-exports.repository';
import { QUEUED_JOBS } from '@ile/shared';
import { queuedJobHandler } from '../../registry';
import { purgePrivateFiles } from './purge-private-files';

export interface PurgeExpiredExportsResult {
  exports: number;
}

/**
 * Repeatable (every hour): deletes the files of data exports past their 7 days (and of erased accounts)
 * from private storage, then marks the rows `expired` without a storage key. A whole copy of someone's data
 * is never kept once it cannot be downloaded; the row stays, so the owner still sees the export as expired.
 * Idempotent: a file already gone is no error, and a row is marked only after its file is removed.
 */
export const purgeExpiredExportsHandler = queuedJobHandler(
  QUEUED_JOBS.purgeExpiredExports,
  async ({ limit }, _job, { db, privateStorage, log }): Promise<PurgeExpiredExportsResult> => {
    const due = await dataExportFilesDue(db, new Date(), limit);
    const { rows } = await purgePrivateFiles(
      privateStorage,
      due,
      (row) => [row.storage_key],
      (ids) => markDataExportFilesDeleted(db, ids),
    );
    if (rows > 0) log.info({ exports: rows }, 'expired data export files deleted');
    return { exports: rows };
  },
);
