import type { Db } from '@ile/db';
import type { CreateReviewBody, Review, ReviewsResponse } from '@ile/shared';
import { sql } from 'kysely';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { mediaUrl } from '../../lib/media-url';
import { requireVerifiedEmail } from '../../lib/verified-email';

/** How many of a profile's reviews are listed; the average and count cover them all. */
const LISTED = 50;

type Target = { type: 'agent' | 'agency'; column: 'agent_id' | 'agency_id'; table: 'agents' | 'agencies' };
const TARGETS: Record<'agent' | 'agency', Target> = {
  agent: { type: 'agent', column: 'agent_id', table: 'agents' },
  agency: { type: 'agency', column: 'agency_id', table: 'agencies' },
};

export function createReviewService(db: Db) {
  /** An approved profile by its own id or its account's user id (the site knows one or the other). */
  async function findProfile(target: Target, id: string): Promise<{ id: string; user_id: string }> {
    const profile = await db
      .selectFrom(target.table)
      .select(['id', 'user_id'])
      .where((eb) => eb.or([eb('id', '=', id), eb('user_id', '=', id)]))
      .where('approved_at', 'is not', null)
      .executeTakeFirst();
    if (!profile) throw new NotFoundError(`${target.type === 'agent' ? 'Agent' : 'Agency'} not found`);
    return profile;
  }

  async function reviewsOf(target: Target, profileId: string): Promise<ReviewsResponse> {
    const visible = () =>
      db
        .selectFrom('reviews as r')
        .where(`r.${target.column}`, '=', profileId)
        .where('r.hidden_at', 'is', null);
    const [rows, summary] = await Promise.all([
      visible()
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
        .limit(LISTED)
        .execute(),
      visible()
        .select([
          (eb) => eb.fn.countAll<string>().as('count'),
          sql<string | null>`round(avg(r.rating)::numeric, 2)`.as('average'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    const review: Review[] = rows.map((row) => ({
      id: row.id,
      userId: row.author_id,
      rating: row.rating,
      comment: row.comment,
      // A replaced review counts from its latest version.
      createdAt: row.updated_at.toISOString(),
      sender_name: `${row.first_name} ${row.last_name}`.trim(),
      sender_image: mediaUrl(row.profile_image),
    }));
    return {
      review,
      average: summary.average === null ? null : Number(summary.average),
      count: Number(summary.count),
    };
  }

  return {
    async list(type: 'agent' | 'agency', id: string): Promise<ReviewsResponse> {
      const target = TARGETS[type];
      return reviewsOf(target, (await findProfile(target, id)).id);
    },

    /**
     * decisions.md: signed in with a verified email, never one's own profile, one review per author per
     * profile — a second one replaces the first (and shows again if staff had hidden the first).
     */
    async create(authorId: string, body: CreateReviewBody): Promise<ReviewsResponse> {
      await requireVerifiedEmail(db, authorId);
      const target = TARGETS[body.type];
      const profile = await findProfile(target, body.type === 'agent' ? body.agentId : body.agencyId);
      if (profile.user_id === authorId) throw new ForbiddenError('You cannot review your own profile');
      await db
        .insertInto('reviews')
        .values({
          author_id: authorId,
          target_type: target.type,
          [target.column]: profile.id,
          rating: body.rating,
          comment: body.comment,
        })
        .onConflict((oc) =>
          oc
            .columns(['author_id', target.column])
            .where(target.column, 'is not', null)
            .doUpdateSet({ rating: body.rating, comment: body.comment, hidden_at: null }),
        )
        .execute();
      return reviewsOf(target, profile.id);
    },
  };
}
