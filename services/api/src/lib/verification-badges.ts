import type { Executor } from '@ile/db';
import { badgeDatesOf } from '@ile/db/repositories/verifications.repository';
import { INSPECTION_VALID_DAYS, NO_BADGES, type VerificationBadges } from '@ile/shared';

const DAY_MS = 86_400_000;

/** The badges of a person (or agency account) from their check dates; `inspectedAt` only for a listing. */
export function badgesFrom(
  dates: { identity_verified_at?: Date | null; business_verified_at?: Date | null } | undefined,
  inspectedAt: Date | null = null,
  now: Date = new Date(),
): VerificationBadges {
  const identity = dates?.identity_verified_at ?? null;
  const business = dates?.business_verified_at ?? null;
  const fresh = inspectedAt && now.getTime() - inspectedAt.getTime() <= INSPECTION_VALID_DAYS * DAY_MS;
  return {
    identity: identity !== null,
    business: business !== null,
    inspectedAt: fresh ? inspectedAt.toISOString() : null,
    identityVerifiedAt: identity?.toISOString() ?? null,
    businessVerifiedAt: business?.toISOString() ?? null,
  };
}

/** Each user's badges (their ID check; their own agency's business check), in one query. */
export async function badgesOfUsers(
  db: Executor,
  userIds: readonly string[],
): Promise<(userId: string, inspectedAt?: Date | null) => VerificationBadges> {
  const rows = await badgeDatesOf(db, userIds);
  const byUser = new Map(rows.map((row) => [row.user_id, row]));
  return (userId, inspectedAt = null) => {
    const dates = byUser.get(userId);
    return dates || inspectedAt ? badgesFrom(dates, inspectedAt) : NO_BADGES;
  };
}
