import type { Db } from '@ile/db';
import {
  findApprovedProfile,
  listVisibleReviews,
  summariseVisibleReviews,
  upsertReview,
} from '@ile/db/repositories/reviews.repository';
import type { CreateReviewBody, Review, ReviewsResponse } from '@ile/shared';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { mediaUrl } from '../../lib/media-url';
import { requireVerifiedEmail } from '../../lib/verified-email';

/** How many of a profile's reviews are listed; the average and count cover them all. */
const LISTED = 50;

type ProfileKind = 'agent' | 'agency';

export function createReviewService(db: Db) {
  /** An approved profile by its own id or its account's user id (the site knows one or the other). */
  async function findProfile(kind: ProfileKind, id: string): Promise<{ id: string; user_id: string }> {
    const profile = await findApprovedProfile(db, kind, id);
    if (!profile) throw new NotFoundError(`${kind === 'agent' ? 'Agent' : 'Agency'} not found`);
    return profile;
  }

  async function reviewsOf(kind: ProfileKind, profileId: string): Promise<ReviewsResponse> {
    const [rows, summary] = await Promise.all([
      listVisibleReviews(db, kind, profileId, LISTED),
      summariseVisibleReviews(db, kind, profileId),
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
    return { review, average: summary.average, count: summary.count };
  }

  return {
    async list(type: 'agent' | 'agency', id: string): Promise<ReviewsResponse> {
      return reviewsOf(type, (await findProfile(type, id)).id);
    },

    /**
     * decisions.md: signed in with a verified email, never one's own profile, one review per author per
     * profile — a second one replaces the first (and shows again if staff had hidden the first).
     */
    async create(authorId: string, body: CreateReviewBody): Promise<ReviewsResponse> {
      await requireVerifiedEmail(db, authorId);
      const profile = await findProfile(body.type, body.type === 'agent' ? body.agentId : body.agencyId);
      if (profile.user_id === authorId) throw new ForbiddenError('You cannot review your own profile');
      await upsertReview(db, {
        authorId,
        kind: body.type,
        profileId: profile.id,
        rating: body.rating,
        comment: body.comment,
      });
      return reviewsOf(body.type, profile.id);
    },
  };
}
