import { sql } from 'kysely';
import type { Executor } from '../database';

/** The person behind a listing (its owner_id) as the listing page shows them. */
export interface ListerRow {
  user_id: string;
  first_name: string;
  last_name: string;
  role: string;
  profile_image: string | null;
  member_since: Date;
  identity_verified_at: Date | null;
  /** Their approved agent profile, if any. */
  agent_id: string | null;
  agent_image: string | null;
  /** The agency: their own approved one (an agency account) or the one their agent profile is with. */
  agency_id: string | null;
  agency_name: string | null;
  agency_image: string | null;
  /** Their own agency's business check (an agency account only). */
  business_verified_at: Date | null;
  /** Shown reviews of their agent or agency profile. */
  review_count: number;
  review_average: string | null;
}

/** The lister `userId` with their profile and the reviews of it, in one statement. */
export async function findLister(db: Executor, userId: string): Promise<ListerRow | undefined> {
  const { rows } = await sql<ListerRow>`
    SELECT u.id AS user_id, u.first_name, u.last_name, u.role, u.profile_image, u.created_at AS member_since,
      u.identity_verified_at,
      ag.id AS agent_id, ag.profile_image AS agent_image,
      coalesce(own.id, agency.id) AS agency_id, coalesce(own.agency_name, agency.agency_name) AS agency_name,
      coalesce(own.profile_image, agency.profile_image) AS agency_image,
      own.business_verified_at,
      coalesce(rv.count, 0)::int AS review_count, rv.average AS review_average
    FROM users u
    LEFT JOIN agents ag ON ag.user_id = u.id AND ag.approved_at IS NOT NULL AND u.role = 'Agent'
    LEFT JOIN agencies agency ON agency.id = ag.agency_id AND agency.approved_at IS NOT NULL
    LEFT JOIN agencies own ON own.user_id = u.id AND own.approved_at IS NOT NULL AND u.role = 'Agency'
    LEFT JOIN LATERAL (
      SELECT count(*) AS count, round(avg(r.rating)::numeric, 2)::text AS average FROM reviews r
      WHERE r.hidden_at IS NULL AND (r.agent_id = ag.id OR r.agency_id = own.id)
    ) rv ON ag.id IS NOT NULL OR own.id IS NOT NULL
    WHERE u.id = ${userId} AND u.deleted_at IS NULL`.execute(db);
  return rows[0];
}

/** Days of conversations the typical response time looks back over. */
export const RESPONSE_TIME_DAYS = 90;

/**
 * The median time `userId` took to first answer a conversation someone else opened with them, over the
 * conversations opened in the last RESPONSE_TIME_DAYS days (only theirs: conversations_first_recipient_idx,
 * an index-only range scan). One still unanswered counts as never answered, so a lister who leaves most
 * unanswered gets no median (`median_seconds` null). `conversations` is how many there were.
 */
export async function firstReplyMedian(
  db: Executor,
  userId: string,
): Promise<{ conversations: number; median_seconds: number | null }> {
  const { rows } = await sql<{ conversations: number; median_seconds: number | null }>`
    SELECT count(*)::int AS conversations,
      nullif(percentile_disc(0.5) WITHIN GROUP (
        ORDER BY coalesce(extract(epoch FROM first_reply_at - created_at)::float8, 'Infinity'::float8)
      ), 'Infinity'::float8) AS median_seconds
    FROM conversations
    WHERE first_recipient_id = ${userId}
      AND created_at > now() - make_interval(days => ${RESPONSE_TIME_DAYS})`.execute(db);
  const row = rows[0];
  return { conversations: row?.conversations ?? 0, median_seconds: row?.median_seconds ?? null };
}
