import type { TicketStatus } from '@ile/shared';
import { type SqlBool, sql } from 'kysely';
import type { Executor } from '../database';
import {
  allOf,
  type Condition,
  dateRange,
  type ListParams,
  nullness,
  type OneOrMany,
  oneOrManyOf,
  pageAndTotal,
} from '../list-query';
import type { NewTicket, Ticket } from '../schema';
import { textSearch } from '../text-search';

export function insertTicket(db: Executor, values: NewTicket): Promise<Ticket> {
  return db.insertInto('tickets').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The ticket, locked for the rest of the transaction; with `userId`, only when it is that user's. */
export function lockTicket(db: Executor, ticketId: string, userId?: string): Promise<Ticket | undefined> {
  let query = db.selectFrom('tickets').selectAll().where('id', '=', ticketId);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.forUpdate().executeTakeFirst();
}

export function findTicket(db: Executor, ticketId: string): Promise<Ticket | undefined> {
  return db.selectFrom('tickets').selectAll().where('id', '=', ticketId).executeTakeFirst();
}

export async function setTicketStatus(db: Executor, ticketId: string, status: TicketStatus): Promise<Ticket> {
  return db
    .updateTable('tickets')
    .set({ status, closed_at: status === 'closed' ? sql`now()` : null })
    .where('id', '=', ticketId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Bumps updated_at (the trigger does it on any update), so the list shows recent activity. */
export async function touchTicket(db: Executor, ticketId: string): Promise<void> {
  await db.updateTable('tickets').set({ updated_at: sql`now()` }).where('id', '=', ticketId).execute();
}

export interface TicketPage {
  status?: TicketStatus;
  limit: number;
  offset: number;
}

/** A user's tickets, newest first (stable by id), and how many there are. */
export async function listTicketsOf(
  db: Executor,
  userId: string,
  page: TicketPage,
): Promise<{ rows: Ticket[]; total: number }> {
  let base = db.selectFrom('tickets').where('user_id', '=', userId);
  if (page.status) base = base.where('status', '=', page.status);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export interface TicketReplyRow {
  id: string;
  ticket_id: string;
  author_id: string | null;
  author_first_name: string | null;
  author_last_name: string | null;
  is_staff: boolean;
  body: string;
  created_at: Date;
}

export async function insertTicketReply(
  db: Executor,
  values: { ticketId: string; authorId: string; isStaff: boolean; body: string },
): Promise<{ id: string }> {
  return db
    .insertInto('ticket_replies')
    .values({
      ticket_id: values.ticketId,
      author_id: values.authorId,
      is_staff: values.isStaff,
      body: values.body,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The replies of several tickets at once, oldest first, keyed by ticket id (every id present). */
export async function repliesOf(
  db: Executor,
  ticketIds: readonly string[],
): Promise<Map<string, TicketReplyRow[]>> {
  const result = new Map<string, TicketReplyRow[]>(ticketIds.map((id) => [id, []]));
  if (ticketIds.length === 0) return result;
  const rows = await db
    .selectFrom('ticket_replies as r')
    .leftJoin('users as author', 'author.id', 'r.author_id')
    .select([
      'r.id',
      'r.ticket_id',
      'r.author_id',
      'author.first_name as author_first_name',
      'author.last_name as author_last_name',
      'r.is_staff',
      'r.body',
      'r.created_at',
    ])
    .where('r.ticket_id', 'in', ticketIds)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
  for (const row of rows) result.get(row.ticket_id)?.push(row);
  return result;
}

/** One reply with its ticket's subject and owner, for the email that carries it. */
export function findTicketReply(db: Executor, replyId: string) {
  return db
    .selectFrom('ticket_replies as r')
    .innerJoin('tickets as t', 't.id', 'r.ticket_id')
    .select(['r.id', 'r.ticket_id', 'r.is_staff', 'r.body', 't.subject', 't.user_id'])
    .where('r.id', '=', replyId)
    .executeTakeFirst();
}

export interface ConsoleTicketFilter {
  id?: OneOrMany<string>;
  status?: OneOrMany<TicketStatus>;
  user_id?: string;
  assigned_to?: string;
  unassigned?: boolean;
  older_than_hours?: number;
  created_at_gte?: string;
  created_at_lte?: string;
  q?: string;
}

/** The console's ticket list, with each assignee's name. */
export async function listTicketsForConsole(db: Executor, params: ListParams<ConsoleTicketFilter>) {
  const f = params.filter;
  const conditions: (Condition | null)[] = [
    oneOrManyOf('t.id', f.id),
    oneOrManyOf('t.status', f.status),
    oneOrManyOf('t.user_id', f.user_id),
    oneOrManyOf('t.assigned_to', f.assigned_to),
    f.unassigned === undefined ? null : nullness('t.assigned_to', f.unassigned),
    f.older_than_hours === undefined
      ? null
      : sql<SqlBool>`t.created_at <= now() - make_interval(hours => ${f.older_than_hours})`,
    ...dateRange('t.created_at', f.created_at_gte, f.created_at_lte),
    textSearch(['t.subject', 't.description', 't.requester_name', 't.requester_email'], f.q),
  ];
  const query = db
    .selectFrom('tickets as t')
    .leftJoin('users as s', 's.id', 't.assigned_to')
    .selectAll('t')
    .select(['s.first_name as assignee_first_name', 's.last_name as assignee_last_name'])
    .where(allOf(conditions));
  return pageAndTotal(query, params, 't');
}

export async function assignTicket(db: Executor, ticketId: string, assignee: string | null): Promise<void> {
  await db.updateTable('tickets').set({ assigned_to: assignee }).where('id', '=', ticketId).execute();
}
