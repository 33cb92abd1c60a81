import type { Executor } from '@ile/db';
import { findLister, firstReplyMedian, type ListerRow } from '@ile/db/repositories/listers.repository';
import { viewingRecordOf } from '@ile/db/repositories/viewings.repository';
import type { Lister } from '@ile/shared';
import { mediaUrl } from '../../lib/media-url';
import { badgesFrom } from '../../lib/verification-badges';

/** The typical response time shows once the lister answered (or not) this many conversations in 90 days. */
export const RESPONSE_TIME_MIN_CONVERSATIONS = 5;

function roleOf(row: ListerRow): Lister['role'] {
  if (row.role === 'Agency' && row.agency_id) return 'agency';
  if (row.role === 'Agent' && row.agent_id) return 'agent';
  return 'owner';
}

function profilePathOf(row: ListerRow, role: Lister['role']): string | null {
  if (role === 'agent' && row.agent_id) return `/agent/${row.agent_id}`;
  if (role === 'agency' && row.agency_id) return `/agency/${row.agency_id}`;
  return null;
}

/**
 * Who lists a listing (its owner account): name, picture, role and agency, badges, rating, member since, and
 * the typical response time, an aggregate of their own conversations only (firstReplyMedian), and their
 * viewing record (viewings held, no-shows). Three queries, run together; null when the account is gone.
 */
export async function listerOf(db: Executor, userId: string): Promise<Lister | null> {
  const [row, replies, viewings] = await Promise.all([
    findLister(db, userId),
    firstReplyMedian(db, userId),
    viewingRecordOf(db, userId),
  ]);
  if (!row) return null;
  const role = roleOf(row);
  const image =
    role === 'agency'
      ? (row.agency_image ?? row.profile_image)
      : role === 'agent'
        ? (row.agent_image ?? row.profile_image)
        : row.profile_image;
  const shown = replies.conversations >= RESPONSE_TIME_MIN_CONVERSATIONS && replies.median_seconds !== null;
  return {
    id: row.user_id,
    name:
      role === 'agency' && row.agency_name ? row.agency_name : `${row.first_name} ${row.last_name}`.trim(),
    image: mediaUrl(image),
    role,
    agency:
      role !== 'owner' && row.agency_id && row.agency_name
        ? { id: row.agency_id, name: row.agency_name }
        : null,
    verification: badgesFrom({
      identity_verified_at: row.identity_verified_at,
      business_verified_at: row.business_verified_at,
    }),
    rating:
      row.review_count > 0 && row.review_average !== null
        ? { average: Number(row.review_average), count: row.review_count }
        : null,
    responseTime:
      shown && replies.median_seconds !== null
        ? { medianMinutes: Math.round(replies.median_seconds / 60) }
        : null,
    memberSince: row.member_since.toISOString(),
    profilePath: profilePathOf(row, role),
    viewings,
  };
}
