import type { Db } from '@ile/db';
import type { ListParams } from '@ile/db/list-query';
import { listReviewsForConsole, lockReview, setReviewHidden } from '@ile/db/repositories/reviews.repository';
import { IdSchema, REVIEW_TARGET_TYPES } from '@ile/shared';
import type { ReviewRecord } from '@ile/shared/contracts/admin/reviews';
import { z } from 'zod';
import { ConflictError, NotFoundError } from '../../../lib/errors';
import { type StaffActor, writeAudit } from '../audit';
import { fullName, iso, isoOrNull } from '../schemas';
import { DateBound, filterSchema, oneById, oneOrMany } from '../simple-rest';

const RESOURCE = 'reviews';

export const reviewListSpec = {
  sortFields: ['id', 'created_at', 'updated_at', 'rating', 'hidden_at', 'target_type'],
  defaultSort: { field: 'created_at', order: 'desc' as const },
  filter: filterSchema({
    target_type: z.enum(REVIEW_TARGET_TYPES).optional(),
    agent_id: IdSchema.optional(),
    agency_id: IdSchema.optional(),
    author_id: IdSchema.optional(),
    hidden: z.boolean().optional(),
    rating: oneOrMany(z.number().int().min(1).max(5)).optional(),
    created_at_gte: DateBound.optional(),
    created_at_lte: DateBound.optional(),
  }),
};
type ReviewFilter = z.output<typeof reviewListSpec.filter>;

/** PUT: react-admin sends the whole record; only `hidden` changes. */
export const UpdateReviewBody = z.object({
  hidden: z.boolean().optional().meta({ description: 'true hides the review from public pages' }),
});

/**
 * Hides or shows a review in the caller's transaction, audited; `strict` refuses (409) a review already so.
 * The reports queue's "hide the review" runs it inside its own decision.
 */
export async function setReviewHiddenIn(
  trx: Db,
  actor: StaffActor,
  id: string,
  hidden: boolean,
  strict: boolean,
): Promise<void> {
  const row = await lockReview(trx, id);
  if (!row) throw new NotFoundError('Review not found');
  if ((row.hidden_at !== null) === hidden) {
    if (strict)
      throw new ConflictError(hidden ? 'This review is already hidden' : 'This review is not hidden');
    return;
  }
  const updated = await setReviewHidden(trx, id, hidden);
  await writeAudit(trx, actor, {
    action: hidden ? 'review.hide' : 'review.unhide',
    resource: RESOURCE,
    resourceId: id,
    before: { hidden_at: row.hidden_at },
    after: { hidden_at: updated.hidden_at },
  });
}

/** Review moderation: a hidden review disappears from profiles and ratings; hiding is undone by unhide. */
export function createAdminReviews(db: Db) {
  async function list(params: ListParams<ReviewFilter>): Promise<{ rows: ReviewRecord[]; total: number }> {
    const { rows, total } = await listReviewsForConsole(db, params);
    return {
      rows: rows.map((row) => ({
        id: row.id,
        author_id: row.author_id,
        author_name: fullName(row.author_first_name, row.author_last_name) ?? '',
        author_email: row.author_email,
        target_type: row.target_type,
        agent_id: row.agent_id,
        agency_id: row.agency_id,
        target_name:
          row.target_type === 'agency'
            ? row.agency_name
            : fullName(row.agent_first_name, row.agent_last_name),
        rating: row.rating,
        comment: row.comment,
        hidden: row.hidden_at !== null,
        hidden_at: isoOrNull(row.hidden_at),
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
      })),
      total,
    };
  }

  async function get(id: string): Promise<ReviewRecord> {
    return oneById(list, reviewListSpec.defaultSort, { id }, 'Review not found');
  }

  async function setHidden(actor: StaffActor, id: string, hidden: boolean, strict: boolean): Promise<void> {
    await db.transaction().execute((trx) => setReviewHiddenIn(trx, actor, id, hidden, strict));
  }

  return {
    list,
    get,
    async hide(actor: StaffActor, id: string) {
      await setHidden(actor, id, true, true);
      return get(id);
    },
    async unhide(actor: StaffActor, id: string) {
      await setHidden(actor, id, false, true);
      return get(id);
    },
    /** PUT with `hidden`: the same change, idempotent (sending the record back unchanged changes nothing). */
    async update(actor: StaffActor, id: string, body: { hidden?: boolean }) {
      if (body.hidden !== undefined) await setHidden(actor, id, body.hidden, false);
      return get(id);
    },
  };
}
