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

/**
 * A few open reports, so the console's Reports queue shows a newcomer what it holds: two people reporting the
 * same listing, another listing's wrong details, and its owner asking for money before a viewing. Made by
 * seeded people (never the demo accounts), about seeded listings and people, one to three days old.
 */
export async function seedDemoReports(db: Executor, now: Date): Promise<number> {
  const made = await sql`
    WITH reporters AS (
      SELECT id, row_number() OVER (ORDER BY id) AS n FROM (
        SELECT id FROM users
        WHERE is_seed AND staff_role IS NULL AND email NOT LIKE '%@ile.test' ORDER BY id LIMIT 3) r),
    listings AS (
      SELECT id, owner_id, row_number() OVER (ORDER BY id) AS n FROM (
        SELECT id, owner_id FROM properties
        WHERE is_seed AND status = 'published' AND owner_id NOT IN (SELECT id FROM reporters)
        ORDER BY id LIMIT 2) l),
    wanted (reporter, listing, target_type, reason, details, days) AS (VALUES
      (1, 1, 'property', 'fake_or_unavailable', 'I went to see it on Saturday: the caretaker says it was let in August.', 3),
      (2, 1, 'property', 'duplicate', 'The same flat is listed again under another name with the same photos.', 2),
      (3, 2, 'property', 'wrong_details', 'It says 3 bedrooms; the third is a store with no window.', 2),
      (1, 2, 'user', 'asks_for_money', 'Asked me to send ₦20,000 for inspection before showing me the place.', 1))
    INSERT INTO reports (reporter_id, target_type, target_id, reason, details, created_at)
    SELECT r.id, w.target_type,
           CASE WHEN w.target_type = 'property' THEN l.id ELSE l.owner_id END,
           w.reason, w.details, ${now}::timestamptz - make_interval(days => w.days)
    FROM wanted w JOIN reporters r ON r.n = w.reporter JOIN listings l ON l.n = w.listing`.execute(db);
  return Number(made.numAffectedRows ?? 0);
}
