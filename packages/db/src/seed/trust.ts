import { sql } from 'kysely';
import type { Executor } from '../database';

/** A stable number 0–99 from a row's id, so the same rows are marked on every seed (no random stream used). */
const percentile = (column: string) =>
  sql`(('x' || substr(md5(${sql.ref(column)}::text), 1, 8))::bit(32)::int::bigint + 2147483648) % 100`;

/**
 * Badges in the demo: about a third of the seeded people ID verified, half the seeded agencies business
 * verified, and one published listing in ten inspected at some point in the last 220 days (so some badges have
 * lapsed after 180). The demo accounts (`@ile.test`) stay unverified, so a newcomer can go through
 * verification themselves. Plain updates on the seeded rows, without verification records: the people are
 * invented, there are no documents to keep.
 */
export async function markSeedTrust(
  db: Executor,
  now: Date,
): Promise<{ people: number; agencies: number; listings: number }> {
  const days = (column: string, span: number) =>
    sql`${now}::timestamptz - make_interval(days => (${percentile(column)} * ${span} / 100)::int)`;
  const people = await sql`
    UPDATE users SET identity_verified_at = ${days('id', 300)}
    WHERE is_seed AND staff_role IS NULL AND email NOT LIKE '%@ile.test' AND ${percentile('id')} < 35`.execute(
    db,
  );
  const agencies = await sql`
    UPDATE agencies a SET business_verified_at = ${days('a.id', 300)}
    FROM users u
    WHERE u.id = a.user_id AND u.is_seed AND u.email NOT LIKE '%@ile.test' AND ${percentile('a.id')} < 50`.execute(
    db,
  );
  const listings = await sql`
    UPDATE properties SET inspected_at = ${days('id', 220)}
    WHERE is_seed AND status = 'published' AND ${percentile('id')} < 10`.execute(db);
  return {
    people: Number(people.numAffectedRows ?? 0),
    agencies: Number(agencies.numAffectedRows ?? 0),
    listings: Number(listings.numAffectedRows ?? 0),
  };
}
