import type { Executor } from '../database';
import {
  allOf,
  dateRange,
  equals,
  type ListPage,
  type ListParams,
  type OneOrMany,
  oneOrManyOf,
  pageAndTotal,
} from '../list-query';
import type { EmailStatus } from '../schema';
import { textSearch } from '../text-search';

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
  headers?: Record<string, string>;
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
    headers: email.headers ? JSON.stringify(email.headers) : null,
  };
  const row = await db
    .insertInto('emails')
    .values({ event_key: email.eventKey, ...values })
    .onConflict((oc) => oc.column('event_key').doUpdateSet(values))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The newest emails, sent or not (the development mailbox). */
export function listRecentEmails(db: Executor, limit: number) {
  return db
    .selectFrom('emails')
    .select(['to_address', 'subject', 'text', 'status', 'created_at'])
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

export interface CaughtEmailFilter {
  id?: OneOrMany<string>;
  to_address?: string;
  created_at_gte?: string;
  created_at_lte?: string;
  q?: string;
}

/** What the worker's mail catcher kept instead of sending (no SMTP server configured), for the console. */
export async function listCaughtEmails(db: Executor, params: ListParams<CaughtEmailFilter>) {
  const f = params.filter;
  const query = db
    .selectFrom('emails as e')
    .select(['e.id', 'e.to_address', 'e.subject', 'e.text', 'e.html', 'e.created_at'])
    .where(
      allOf([
        equals('e.status', 'caught'),
        oneOrManyOf('e.id', f.id),
        f.to_address ? textSearch(['e.to_address'], f.to_address) : null,
        ...dateRange('e.created_at', f.created_at_gte, f.created_at_lte),
        textSearch(['e.to_address', 'e.subject'], f.q),
      ]),
    );
  const { rows, total } = await pageAndTotal(query, params, 'e');
  return { rows, total } satisfies ListPage<unknown>;
}
