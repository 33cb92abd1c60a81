import type { Db } from '@ile/db';
import { insertDataExport } from '@ile/db/repositories/data-exports.repository';
import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import { outboxEvent } from '@ile/shared';

/** A new export row and the event the exports worker builds it from, committed together. */
export function requestDataExport(db: Db, userId: string) {
  return db.transaction().execute(async (trx) => {
    const created = await insertDataExport(trx, userId);
    await appendOutboxEvent(trx, outboxEvent('user.data_export_requested', { userId, exportId: created.id }));
    return created;
  });
}
