import type { ReportOutcome, ReportReason, ReportTargetType } from '@ile/shared';
import { type SqlBool, sql } from 'kysely';
import type { Executor } from '../database';
import {
  allOf,
  type Condition,
  type ListParams,
  type OneOrMany,
  oneOrManyOf,
  pageAndTotal,
} from '../list-query';
import type { NewReport, ReportRow } from '../schema';
import { textSearch } from '../text-search';

// Reports of listings, people, reviews and messages, and the console's queue of reported targets.

/** A reportable target and whose it is (the reporter may not report their own). */
export interface ReportableTarget {
  id: string;
  owner_id: string;
}

/**
 * The listing, locked for the rest of the transaction: reports on one listing queue behind each other, so the
 * hold rule counts every report committed before it. Drafts and deleted listings are nobody's to report.
 */
export function lockReportableProperty(db: Executor, id: string) {
  return db
    .selectFrom('properties')
    .select(['id', 'owner_id', 'status'])
    .where('id', '=', id)
    .where('status', 'not in', ['draft', 'deleted'])
    .forUpdate()
    .executeTakeFirst();
}

/** A person who still has an account. */
export function findReportableUser(db: Executor, id: string): Promise<ReportableTarget | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'id as owner_id'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** A review shown on a profile (a hidden one is already out of sight). */
export function findReportableReview(db: Executor, id: string): Promise<ReportableTarget | undefined> {
  return db
    .selectFrom('reviews')
    .select(['id', 'author_id as owner_id'])
    .where('id', '=', id)
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
}

/** A message in one of `viewerId`'s conversations; anyone else's is not found (a 404, never a 403). */
export function findReportableMessage(
  db: Executor,
  id: string,
  viewerId: string,
): Promise<ReportableTarget | undefined> {
  return db
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select(['m.id', 'm.sender_id as owner_id'])
    .where('m.id', '=', id)
    .where((eb) => eb.or([eb('c.user_a_id', '=', viewerId), eb('c.user_b_id', '=', viewerId)]))
    .executeTakeFirst();
}

export function findOpenReportBy(
  db: Executor,
  reporterId: string,
  targetType: ReportTargetType,
  targetId: string,
): Promise<Pick<ReportRow, 'id'> | undefined> {
  return db
    .selectFrom('reports')
    .select('id')
    .where('reporter_id', '=', reporterId)
    .where('target_type', '=', targetType)
    .where('target_id', '=', targetId)
    .where('status', '=', 'open')
    .executeTakeFirst();
}

/** Inserts a report; a second open one by the same reporter on the same target fails with 23505. */
export function insertReport(db: Executor, values: NewReport): Promise<ReportRow> {
  return db.insertInto('reports').values(values).returningAll().executeTakeFirstOrThrow();
}

/** How many different identity-verified people have an open report on the target made in the last `days`. */
export async function countRecentVerifiedReporters(
  db: Executor,
  targetType: ReportTargetType,
  targetId: string,
  days: number,
): Promise<number> {
  const row = await db
    .selectFrom('reports as r')
    .innerJoin('users as u', 'u.id', 'r.reporter_id')
    .select(sql<string>`count(DISTINCT r.reporter_id)`.as('n'))
    .where('r.target_type', '=', targetType)
    .where('r.target_id', '=', targetId)
    .where('r.status', '=', 'open')
    .where('u.identity_verified_at', 'is not', null)
    .where('u.deleted_at', 'is', null)
    .where(sql<SqlBool>`r.created_at > now() - make_interval(days => ${days})`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Takes a published listing out of search until staff decide; nothing for a listing in another status. */
export function holdPublishedProperty(db: Executor, id: string) {
  return db
    .updateTable('properties')
    .set({ status: 'held' })
    .where('id', '=', id)
    .where('status', '=', 'published')
    .returning(['id', 'owner_id', 'title'])
    .executeTakeFirst();
}

/** Puts a held listing back in search (staff dismissed the reports). */
export function releaseHeldProperty(db: Executor, id: string) {
  return db
    .updateTable('properties')
    .set({ status: 'published' })
    .where('id', '=', id)
    .where('status', '=', 'held')
    .returning(['id', 'status'])
    .executeTakeFirst();
}

/** The target's open reports, locked for the rest of the transaction (two staff deciding at once: one wins). */
export function lockOpenReports(db: Executor, targetId: string): Promise<ReportRow[]> {
  return db
    .selectFrom('reports')
    .selectAll()
    .where('target_id', '=', targetId)
    .where('status', '=', 'open')
    .orderBy('created_at')
    .forUpdate()
    .execute();
}

/** The type of a reported target (every report on one target has the same type). */
export async function findReportedTargetType(
  db: Executor,
  targetId: string,
): Promise<ReportTargetType | undefined> {
  const row = await db
    .selectFrom('reports')
    .select('target_type')
    .where('target_id', '=', targetId)
    .limit(1)
    .executeTakeFirst();
  return row?.target_type;
}

export async function closeReports(
  db: Executor,
  ids: readonly string[],
  decision: { outcome: ReportOutcome; decidedBy: string },
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('reports')
    .set({
      status: decision.outcome === 'dismissed' ? 'dismissed' : 'actioned',
      outcome: decision.outcome,
      decided_by: decision.decidedBy,
      decided_at: sql<Date>`now()`,
    })
    .where('id', 'in', ids)
    .where('status', '=', 'open')
    .execute();
}

export interface ConsoleReportFilter {
  id?: OneOrMany<string>;
  target_type?: OneOrMany<ReportTargetType>;
  status?: 'open' | 'closed';
  reason?: OneOrMany<ReportReason>;
  q?: string;
}

/**
 * The console's queue: one row per reported target, with how many reports it has (open and in all), the
 * reasons of its open reports (of all when none is open) and its newest report.
 */
export async function listReportTargetsForConsole(db: Executor, params: ListParams<ConsoleReportFilter>) {
  const f = params.filter;
  const grouped = db
    .selectFrom('reports')
    .select([
      'target_id as id',
      sql<ReportTargetType>`min(target_type)`.as('target_type'),
      sql<number>`count(*) FILTER (WHERE status = 'open')::int`.as('open_count'),
      sql<number>`count(*)::int`.as('report_count'),
      sql<ReportReason[]>`coalesce(
        array_agg(DISTINCT reason) FILTER (WHERE status = 'open'), array_agg(DISTINCT reason))`.as('reasons'),
      sql<Date>`max(created_at)`.as('newest_report_at'),
    ])
    .groupBy('target_id')
    .as('g');
  const conditions: (Condition | null)[] = [
    oneOrManyOf('g.id', f.id),
    oneOrManyOf('g.target_type', f.target_type),
    f.status === undefined
      ? null
      : f.status === 'open'
        ? sql<SqlBool>`g.open_count > 0`
        : sql<SqlBool>`g.open_count = 0`,
    f.reason === undefined
      ? null
      : sql<SqlBool>`g.reasons && ${sql.val(Array.isArray(f.reason) ? f.reason : [f.reason])}::text[]`,
    searched(f.q),
  ];
  const query = db.selectFrom(grouped).selectAll('g').where(allOf(conditions));
  return pageAndTotal(query, params, 'g');
}

/** Targets with a report whose details contain the text. */
function searched(text: string | undefined): Condition | null {
  const match = textSearch(['r.details'], text);
  return match && sql<SqlBool>`g.id IN (SELECT r.target_id FROM reports r WHERE ${match})`;
}

/** Every report on the given targets, newest first, with each reporter's name and whether they are verified. */
export function listReportsOfTargets(db: Executor, targetIds: readonly string[]) {
  if (targetIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('reports as r')
    .leftJoin('users as u', 'u.id', 'r.reporter_id')
    .selectAll('r')
    .select([
      'u.first_name as reporter_first_name',
      'u.last_name as reporter_last_name',
      sql<boolean>`u.identity_verified_at IS NOT NULL`.as('reporter_verified'),
    ])
    .where('r.target_id', 'in', targetIds)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

/** What the console shows about each reported target, by type; a target that is gone has no row. */
export async function findReportTargetContexts(
  db: Executor,
  targets: readonly { id: string; target_type: ReportTargetType }[],
) {
  const ids = (type: ReportTargetType) => targets.filter((t) => t.target_type === type).map((t) => t.id);
  const [properties, users, reviews, messages] = await Promise.all([
    ids('property').length === 0
      ? []
      : db
          .selectFrom('properties as p')
          .innerJoin('users as o', 'o.id', 'p.owner_id')
          .select([
            'p.id',
            'p.title',
            'p.city',
            'p.state',
            'p.status',
            'p.owner_id',
            'o.first_name as owner_first_name',
            'o.last_name as owner_last_name',
            'o.suspended_at as owner_suspended_at',
          ])
          .where('p.id', 'in', ids('property'))
          .execute(),
    ids('user').length === 0
      ? []
      : db
          .selectFrom('users')
          .select(['id', 'first_name', 'last_name', 'email', 'role', 'suspended_at', 'deleted_at'])
          .where('id', 'in', ids('user'))
          .execute(),
    ids('review').length === 0
      ? []
      : db
          .selectFrom('reviews as r')
          .innerJoin('users as a', 'a.id', 'r.author_id')
          .select([
            'r.id',
            'r.comment',
            'r.rating',
            'r.hidden_at',
            'r.target_type',
            'r.agent_id',
            'r.agency_id',
            'r.author_id',
            'a.first_name as author_first_name',
            'a.last_name as author_last_name',
            'a.suspended_at as author_suspended_at',
          ])
          .where('r.id', 'in', ids('review'))
          .execute(),
    ids('message').length === 0
      ? []
      : db
          .selectFrom('messages as m')
          .innerJoin('users as s', 's.id', 'm.sender_id')
          .select([
            'm.id',
            'm.body',
            'm.media_type',
            'm.sender_id',
            's.first_name as sender_first_name',
            's.last_name as sender_last_name',
            's.suspended_at as sender_suspended_at',
          ])
          .where('m.id', 'in', ids('message'))
          .execute(),
  ]);
  return { properties, users, reviews, messages };
}

/** Who owns a reported target (the person a "suspend" action concerns); undefined when it is gone. */
export async function findReportTargetOwner(
  db: Executor,
  targetType: ReportTargetType,
  targetId: string,
): Promise<string | undefined> {
  switch (targetType) {
    case 'property':
      return (
        await db.selectFrom('properties').select('owner_id').where('id', '=', targetId).executeTakeFirst()
      )?.owner_id;
    case 'user':
      return (await db.selectFrom('users').select('id').where('id', '=', targetId).executeTakeFirst())?.id;
    case 'review':
      return (
        await db.selectFrom('reviews').select('author_id').where('id', '=', targetId).executeTakeFirst()
      )?.author_id;
    case 'message':
      return (
        await db.selectFrom('messages').select('sender_id').where('id', '=', targetId).executeTakeFirst()
      )?.sender_id;
  }
}

/** The reports a user made, for their data export (what they reported and what became of it). */
export function reportsBy(db: Executor, reporterId: string) {
  return db
    .selectFrom('reports')
    .select([
      'id',
      'target_type',
      'target_id',
      'reason',
      'details',
      'status',
      'outcome',
      'decided_at',
      'created_at',
    ])
    .where('reporter_id', '=', reporterId)
    .orderBy('created_at')
    .execute();
}

/**
 * A sender's warned messages (scam warnings) within the last `hours`, oldest first, counting only those sent
 * after Ile's last automatic report on them was decided (or made, while it is open): once staff have decided,
 * it takes new warned messages to report the person again.
 */
export function listRecentWarnedMessages(db: Executor, senderId: string, hours: number) {
  return db
    .selectFrom('messages as m')
    .select(['m.id', 'm.body', 'm.warnings', 'm.created_at'])
    .where('m.sender_id', '=', senderId)
    .where('m.warnings', 'is not', null)
    .where(
      sql<SqlBool>`m.created_at > greatest(now() - make_interval(hours => ${hours}), coalesce(
        (SELECT max(coalesce(r.decided_at, r.created_at)) FROM reports r
          WHERE r.automatic AND r.target_type = 'user' AND r.target_id = ${senderId}),
        '-infinity'::timestamptz))`,
    )
    .orderBy('m.created_at')
    .execute();
}

/**
 * Ile's own report on a person (no reporter). Nothing is written while an automatic report on them is still
 * open (the partial unique index reports_automatic_open_once_idx decides under a race): undefined then.
 */
export function insertAutomaticReport(
  db: Executor,
  values: { targetType: ReportTargetType; targetId: string; reason: ReportReason; details: string },
): Promise<Pick<ReportRow, 'id'> | undefined> {
  return db
    .insertInto('reports')
    .values({
      reporter_id: null,
      automatic: true,
      target_type: values.targetType,
      target_id: values.targetId,
      reason: values.reason,
      details: values.details,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['target_type', 'target_id'])
        .where('status', '=', 'open')
        .where('automatic', '=', true)
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
}
