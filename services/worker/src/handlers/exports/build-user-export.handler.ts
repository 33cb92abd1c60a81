import type { DataExport } from '@ile/db';
import {
  collectUserData,
  DATA_EXPORT_TTL_DAYS,
  findDataExport,
  markExport,
} from '@ile/db/repositories/data-exports.repository';
import { findUserById } from '@ile/db/repositories/users.repository';
import { JOBS, QUEUES } from '@ile/shared';
import { type Job, UnrecoverableError } from 'bullmq';
import { privacyAndSharingLink } from '../../mail/links';
import { type EmailOutcome, sendOnce, skipEmail } from '../../mail/send-once';
import { dataExportReady } from '../../mail/templates/data-export-ready';
import { type HandlerContext, outboxJobHandler } from '../../registry';

const DAY_MS = 24 * 3600 * 1000;

/** Where an export's file lives in private storage. */
export const dataExportKey = (userId: string, exportId: string): string =>
  `exports/${userId}/${exportId}.json`;

const ABOUT =
  'A copy of the personal data Ile holds about you, made at your request. Times are UTC (ISO 8601). ' +
  'Files you uploaded (photos, documents, attachments) are listed by their storage key. Other people ' +
  'appear by id and name only. Secrets are never included: no password, no sign-in or verification ' +
  'token, and bank account numbers show their last 4 digits only.';

export type BuildUserExportResult =
  | { outcome: 'skipped'; reason: string }
  | { outcome: 'built' | 'already-ready'; storageKey: string; email: EmailOutcome };

/** BullMQ will not run this job again after this attempt. */
const isLastAttempt = (job: Job, error: unknown): boolean =>
  error instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);

/** Collects the user's data and writes it to private storage; the row ends `ready`, or undefined if the user is gone. */
async function build(context: HandlerContext, row: DataExport): Promise<DataExport | undefined> {
  const { db, privateStorage } = context;
  await markExport(db, row.id, { status: 'processing' });
  const data = await collectUserData(db, row.user_id);
  if (!data || data.account.deleted_at) return undefined;

  const now = new Date();
  const storageKey = dataExportKey(row.user_id, row.id);
  const document = { generated_at: now.toISOString(), about: ABOUT, ...data };
  await privateStorage.put(storageKey, Buffer.from(`${JSON.stringify(document, null, 2)}\n`, 'utf8'));
  const ready = await markExport(db, row.id, {
    status: 'ready',
    storage_key: storageKey,
    completed_at: now,
    expires_at: new Date(now.getTime() + DATA_EXPORT_TTL_DAYS * DAY_MS),
  });
  context.log.info({ exportId: row.id, storageKey }, 'data export ready');
  return ready;
}

/**
 * "Download my data": builds the export file in private storage (never the public media folder), marks
 * the row ready for 7 days, and tells the owner where to download it. A redelivered job finds the row
 * ready and only makes sure the email went out (once per event).
 */
export const buildUserExportHandler = outboxJobHandler({
  queue: QUEUES.exports,
  name: JOBS.exports.buildUserExport,
  consumes: ['user.data_export_requested'],
  async handle(data, job, context): Promise<BuildUserExportResult> {
    const { db, log } = context;
    const { userId, exportId } = data.payload;

    const row = await findDataExport(db, exportId);
    if (!row) {
      log.info({ exportId }, 'data export skipped: no such export');
      return { outcome: 'skipped', reason: 'export gone' };
    }
    if (row.user_id !== userId) {
      throw new UnrecoverableError(`export ${exportId} does not belong to user ${userId}`);
    }
    if (row.status === 'expired') {
      log.info({ exportId }, 'data export skipped: expired');
      return { outcome: 'skipped', reason: 'export expired' };
    }

    let ready: DataExport | undefined = row;
    const alreadyReady = row.status === 'ready' && row.storage_key !== null;
    if (!alreadyReady) {
      try {
        ready = await build(context, row);
      } catch (error) {
        if (isLastAttempt(job, error)) {
          await markExport(db, row.id, { status: 'failed' }).catch((markError) =>
            log.warn({ exportId, err: markError }, 'could not mark the export failed'),
          );
        }
        throw error;
      }
      if (!ready) {
        // Deleted (anonymised) or vanished account: nothing left to export, nobody to tell.
        await markExport(db, row.id, { status: 'failed' });
        log.info({ exportId }, 'data export skipped: user gone');
        return { outcome: 'skipped', reason: 'user gone' };
      }
    } else {
      log.info({ exportId }, 'data export already ready; not rebuilding');
    }
    const storageKey = ready.storage_key as string;

    // The export is downloadable from here on: a failing email is retried, but never fails the export.
    const user = await findUserById(db, userId);
    const email = user
      ? await sendOnce(context, {
          eventId: data.eventId,
          template: dataExportReady,
          to: user.email,
          prepare: () => ({
            firstName: user.first_name,
            link: privacyAndSharingLink(context.publicUrl),
            expiresInDays: DATA_EXPORT_TTL_DAYS,
          }),
        })
      : skipEmail(log, 'user gone');
    return { outcome: alreadyReady ? 'already-ready' : 'built', storageKey, email };
  },
});
