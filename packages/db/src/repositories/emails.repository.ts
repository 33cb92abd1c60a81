import type { Executor } from '../database';
import type { EmailStatus } from '../schema';

/** The status of the email recorded for an event key, if any. */
export async function findEmailStatus(db: Executor, eventKey: string): Promise<EmailStatus | undefined> {
  const row = await db
    .selectFrom('emails')
    .select('status')
    .where('event_key', '=', eventKey)
    .executeTakeFirst();
  return row?.status;
}

export interface EmailRecord {
  eventKey: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: EmailStatus;
  /** Why the last attempt failed; null once the email is sent or caught. */
  error: string | null;
}

/** Records an attempt at an event's email; a later attempt for the same key overwrites the earlier one. */
export async function recordEmail(db: Executor, email: EmailRecord): Promise<string> {
  const delivered = email.status === 'sent' || email.status === 'caught';
  const values = {
    to_address: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    status: email.status,
    sent_at: delivered ? new Date() : null,
    error: email.error === null ? null : email.error.slice(0, 2000),
  };
  const row = await db
    .insertInto('emails')
    .values({ event_key: email.eventKey, ...values })
    .onConflict((oc) => oc.column('event_key').doUpdateSet(values))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
