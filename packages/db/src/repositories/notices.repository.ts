import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import type { NoticeAudience } from '../schema/values';

type Executor = Kysely<Database>;

export interface NoticeFilter {
  audiences: NoticeAudience[];
  recipientId?: string;
  limit: number;
  offset: number;
}

/** Published notices addressed to any of the audiences, or personally to the recipient; newest first. */
export async function listPublishedNotices(db: Executor, filter: NoticeFilter) {
  const base = db
    .selectFrom('notices')
    .where('published_at', 'is not', null)
    .where('published_at', '<=', sql<Date>`now()`)
    .where((eb) => {
      const broadcast = eb.and([eb('recipient_id', 'is', null), eb('audience', 'in', filter.audiences)]);
      return filter.recipientId ? eb.or([broadcast, eb('recipient_id', '=', filter.recipientId)]) : broadcast;
    });
  const [rows, total] = await Promise.all([
    base
      .select(['id', 'heading', 'description', 'audience', 'published_at', 'created_at', 'recipient_id'])
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
