import type { ReviewTargetType } from '@ile/shared';
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
import { textSearch } from '../text-search';

// Reviews of agent and agency profiles.

type ProfileKind = 'agent' | 'agency';
const TARGET = {
  agent: { column: 'agent_id', table: 'agents' },
  agency: { column: 'agency_id', table: 'agencies' },
} as const;

/** An approved agent or agency profile by its own id or its account's user id. */
export function findApprovedProfile(db: Executor, kind: ProfileKind, id: string) {
  return db
    .selectFrom(TARGET[kind].table)
    .select(['id', 'user_id'])
    .where((eb) => eb.or([eb('id', '=', id), eb('user_id', '=', id)]))
    .where('approved_at', 'is not', null)
    .executeTakeFirst();
}

function visibleReviews(db: Executor, kind: ProfileKind, profileId: string) {
  return db
    .selectFrom('reviews as r')
    .where(`r.${TARGET[kind].column}`, '=', profileId)
    .where('r.hidden_at', 'is', null);
}

/** A profile's shown reviews, latest first, with each author's name and picture. */
export function listVisibleReviews(db: Executor, kind: ProfileKind, profileId: string, limit: number) {
  return visibleReviews(db, kind, profileId)
    .innerJoin('users as u', 'u.id', 'r.author_id')
    .select([
      'r.id',
      'r.author_id',
      'r.rating',
      'r.comment',
      'r.updated_at',
      'u.first_name',
      'u.last_name',
      'u.profile_image',
    ])
    .orderBy('r.updated_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

/** How many reviews a profile shows and their average rating (two decimals; null with none). */
export async function summariseVisibleReviews(
  db: Executor,
  kind: ProfileKind,
  profileId: string,
): Promise<{ count: number; average: number | null }> {
  const row = await visibleReviews(db, kind, profileId)
    .select([
      (eb) => eb.fn.countAll<string>().as('count'),
      sql<string | null>`round(avg(r.rating)::numeric, 2)`.as('average'),
    ])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), average: row.average === null ? null : Number(row.average) };
}

/** One review per author and profile: a second one replaces the first and shows it again if it was hidden. */
export async function upsertReview(
  db: Executor,
  review: { authorId: string; kind: ProfileKind; profileId: string; rating: number; comment: string },
): Promise<void> {
  const column = TARGET[review.kind].column;
  await db
    .insertInto('reviews')
    .values({
      author_id: review.authorId,
      target_type: review.kind,
      [column]: review.profileId,
      rating: review.rating,
      comment: review.comment,
    })
    .onConflict((oc) =>
      oc
        .columns(['author_id', column])
        .where(column, 'is not', null)
        .doUpdateSet({ rating: review.rating, comment: review.comment, hidden_at: null }),
    )
    .execute();
}

/** How many reviews of a profile are shown (not hidden by staff). */
export async function countVisibleReviews(
  db: Executor,
  kind: ProfileKind,
  profileId: string,
): Promise<number> {
  const row = await visibleReviews(db, kind, profileId)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface ConsoleReviewFilter {
  id?: OneOrMany<string>;
  target_type?: ReviewTargetType;
  agent_id?: string;
  agency_id?: string;
  author_id?: string;
  hidden?: boolean;
  rating?: OneOrMany<number>;
  created_at_gte?: string;
  created_at_lte?: string;
  q?: string;
}

/** The console's review list, with the author's and the reviewed agent's or agency's names. */
export async function listReviewsForConsole(db: Executor, params: ListParams<ConsoleReviewFilter>) {
  const f = params.filter;
  const query = db
    .selectFrom('reviews as r')
    .innerJoin('users as a', 'a.id', 'r.author_id')
    .leftJoin('agents as ag', 'ag.id', 'r.agent_id')
    .leftJoin('users as agu', 'agu.id', 'ag.user_id')
    .leftJoin('agencies as ay', 'ay.id', 'r.agency_id')
    .selectAll('r')
    .select([
      'a.first_name as author_first_name',
      'a.last_name as author_last_name',
      'a.email as author_email',
      'agu.first_name as agent_first_name',
      'agu.last_name as agent_last_name',
      'ay.agency_name',
    ])
    .where(
      allOf([
        oneOrManyOf('r.id', f.id),
        oneOrManyOf('r.target_type', f.target_type),
        oneOrManyOf('r.agent_id', f.agent_id),
        oneOrManyOf('r.agency_id', f.agency_id),
        oneOrManyOf('r.author_id', f.author_id),
        f.hidden === undefined ? null : nullness('r.hidden_at', !f.hidden),
        oneOrManyOf('r.rating', f.rating),
        ...dateRange('r.created_at', f.created_at_gte, f.created_at_lte),
        textSearch(['r.comment', 'a.email', 'a.last_name', 'ay.agency_name'], f.q),
      ]),
    );
  return pageAndTotal(query, params, 'r');
}

/** A review's moderation state, locked for the rest of the transaction. */
export function lockReview(db: Executor, id: string) {
  return db.selectFrom('reviews').select(['hidden_at']).where('id', '=', id).forUpdate().executeTakeFirst();
}

export function setReviewHidden(db: Executor, id: string, hidden: boolean) {
  return db
    .updateTable('reviews')
    .set({ hidden_at: hidden ? sql<Date>`now()` : null })
    .where('id', '=', id)
    .returning('hidden_at')
    .executeTakeFirstOrThrow();
}
