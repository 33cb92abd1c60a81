import type { Executor } from '@ile/db';
import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import type { OutboxEventDraft } from '@ile/shared';

/**
 * Claims a batch (a statement that marks the rows it answers, so each is claimed once) and writes each
 * claimed row's event in the same transaction: a sweep's claim and its reminders commit together.
 */
export async function claimWithEvents(
  db: Executor,
  claim: (trx: Executor) => Promise<string[]>,
  eventOf: (id: string) => OutboxEventDraft,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ids = await claim(trx);
    for (const id of ids) await appendOutboxEvent(trx, eventOf(id));
    return ids.length;
  });
}
