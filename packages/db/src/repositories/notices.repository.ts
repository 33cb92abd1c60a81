import type { NoticeAudience } from '@ile/shared';
import { sql } from 'kysely';
import type { Executor } from '../database';
import {
  allOf,
  dateRange,
  type ListParams,
  nullness,
  type OneOrMany,
  oneOrManyOf,
  pageAndTotal,
} from '../list-query';
import type { Notice } from '../schema';
import { textSearch } from '../text-search';

export interface NoticeAudienceFilter {
  audiences: NoticeAudience[];
  recipientId?: string;
}

export interface NoticeFilter extends NoticeAudienceFilter {
  limit: number;
  offset: number;
}

/** Published notices addressed to any of the audiences, or personally to the recipient. */
function visibleNotices(db: Executor, filter: NoticeAudienceFilter) {
  return db
    .selectFrom('notices')
    .where('published_at', 'is not', null)
    .where('published_at', '<=', sql<Date>`now()`)
    .where((eb) => {
      const broadcast = eb.and([eb('recipient_id', 'is', null), eb('audience', 'in', filter.audiences)]);
      return filter.recipientId ? eb.or([broadcast, eb('recipient_id', '=', filter.recipientId)]) : broadcast;
    });
}

/** The visible notices, newest first, and how many there are. */
export async function listPublishedNotices(db: Executor, filter: NoticeFilter) {
  const base = visibleNotices(db, filter);
  const [rows, total] = await Promise.all([
    base
      .select([
        'id',
        'heading',
        'description',
        'audience',
        'link',
        'published_at',
        'created_at',
        'recipient_id',
      ])
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/**
 * How many visible notices were published since the user last opened their notifications; one who never
 * has counts from when they signed up, so years of broadcasts do not greet a new account.
 */
export async function countUnseenNotices(
  db: Executor,
  filter: NoticeAudienceFilter & { recipientId: string },
): Promise<number> {
  const since = sql<Date>`coalesce(
    (SELECT seen_at FROM notification_reads WHERE user_id = ${filter.recipientId}),
    (SELECT created_at FROM users WHERE id = ${filter.recipientId})
  )`;
  const row = await visibleNotices(db, filter)
    .where('published_at', '>', since)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Everything published until now counts as read. */
export async function markNoticesSeen(db: Executor, userId: string): Promise<void> {
  await db
    .insertInto('notification_reads')
    .values({ user_id: userId, seen_at: sql`now()` })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ seen_at: sql`now()` }))
    .execute();
}

export interface PersonalNotice {
  recipientId: string;
  heading: string;
  description: string;
  /** The site path it is about. */
  link: string;
  /** The staff member whose action wrote it. */
  createdBy: string | null;
}

/** A notice to one user, published at once; answers its id. */
export async function insertPersonalNotice(db: Executor, notice: PersonalNotice): Promise<string> {
  const row = await db
    .insertInto('notices')
    .values({
      heading: notice.heading,
      description: notice.description,
      // Personal notices are listed by recipient; the audience is informative only.
      audience: 'end_users',
      recipient_id: notice.recipientId,
      link: notice.link,
      published_at: sql`now()`,
      created_by: notice.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Many personal notices in one insert (saved-search alerts); answers each one's id, recipient and link. */
export async function insertPersonalNotices(
  db: Executor,
  notices: readonly PersonalNotice[],
): Promise<{ id: string; recipient_id: string | null; link: string | null; created_at: Date }[]> {
  if (notices.length === 0) return [];
  return db
    .insertInto('notices')
    .values(
      notices.map((notice) => ({
        heading: notice.heading,
        description: notice.description,
        audience: 'end_users' as const,
        recipient_id: notice.recipientId,
        link: notice.link,
        published_at: sql`now()`,
        created_by: notice.createdBy,
      })),
    )
    .returning(['id', 'recipient_id', 'link', 'created_at'])
    .execute();
}

// Staff notices (no recipient: addressed to an audience), as the console writes them.

/** A staff notice, locked for the caller's transaction; undefined for a personal notice or none. */
export function lockBroadcastNotice(db: Executor, id: string): Promise<Notice | undefined> {
  return db
    .selectFrom('notices')
    .selectAll()
    .where('id', '=', id)
    .where('recipient_id', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export function insertBroadcastNotice(
  db: Executor,
  notice: {
    heading: string;
    description: string;
    audience: NoticeAudience;
    createdBy: string;
    publishNow: boolean;
  },
): Promise<Notice> {
  return db
    .insertInto('notices')
    .values({
      heading: notice.heading,
      description: notice.description,
      audience: notice.audience,
      published_at: notice.publishNow ? sql<Date>`now()` : null,
      created_by: notice.createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Changes a notice; `published` 'now' stamps the publication, null withdraws it, undefined leaves it. */
export function updateNotice(
  db: Executor,
  id: string,
  patch: { heading?: string; description?: string; audience?: NoticeAudience; published?: 'now' | null },
): Promise<Notice> {
  const { published, ...fields } = patch;
  return db
    .updateTable('notices')
    .set({
      ...fields,
      ...(published === 'now'
        ? { published_at: sql<Date>`now()` }
        : published === null
          ? { published_at: null }
          : {}),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteNotice(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('notices').where('id', '=', id).execute();
}

export interface ConsoleNoticeFilter {
  id?: OneOrMany<string>;
  audience?: OneOrMany<NoticeAudience>;
  published?: boolean;
  created_by?: string;
  created_at_gte?: string;
  created_at_lte?: string;
  q?: string;
}

/** The console's list of broadcast notices (personal ones are not listed), with each creator's name. */
export async function listBroadcastNoticesForConsole(db: Executor, params: ListParams<ConsoleNoticeFilter>) {
  const f = params.filter;
  const query = db
    .selectFrom('notices as n')
    .leftJoin('users as c', 'c.id', 'n.created_by')
    .selectAll('n')
    .select(['c.first_name as creator_first_name', 'c.last_name as creator_last_name'])
    .where('n.recipient_id', 'is', null)
    .where(
      allOf([
        oneOrManyOf('n.id', f.id),
        oneOrManyOf('n.audience', f.audience),
        f.published === undefined ? null : nullness('n.published_at', !f.published),
        oneOrManyOf('n.created_by', f.created_by),
        ...dateRange('n.created_at', f.created_at_gte, f.created_at_lte),
        textSearch(['n.heading', 'n.description'], f.q),
      ]),
    );
  return pageAndTotal(query, params, 'n');
}
