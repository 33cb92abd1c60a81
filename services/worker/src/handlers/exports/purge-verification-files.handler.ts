import {
  markVerificationFilesDeleted,
  verificationFilesDue,
} from '@ile/db/repositories/verifications.repository';
import { QUEUED_JOBS, VERIFICATION_FILE_RETENTION_DAYS } from '@ile/shared';
import { queuedJobHandler } from '../../registry';
import { purgePrivateFiles } from './purge-private-files';

const DAY_MS = 86_400_000;

export interface PurgeResult {
  verifications: number;
  files: number;
}

/**
 * Repeatable (every hour): deletes the ID pictures, selfies and certificates of verifications decided more
 * than 30 days ago (and of erased accounts) from private storage, then records files_deleted_at; the
 * decision, reviewer and date stay. Idempotent: a file already gone is no error, and a row is marked only
 * after its files are removed, so a run that fails half-way is finished by the next one.
 */
export const purgeVerificationFilesHandler = queuedJobHandler(
  QUEUED_JOBS.purgeVerificationFiles,
  async ({ limit }, _job, { db, privateStorage, log }): Promise<PurgeResult> => {
    const cutoff = new Date(Date.now() - VERIFICATION_FILE_RETENTION_DAYS * DAY_MS);
    const due = await verificationFilesDue(db, cutoff, limit);
    const { rows, files } = await purgePrivateFiles(
      privateStorage,
      due,
      (row) => [row.document_key, row.selfie_key],
      (ids) => markVerificationFilesDeleted(db, ids),
    );
    if (rows > 0) log.info({ verifications: rows, files }, 'verification files deleted');
    return { verifications: rows, files };
  },
);
