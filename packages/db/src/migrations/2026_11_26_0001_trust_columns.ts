import { type Kysely, sql } from 'kysely';
import { oneOf } from './helpers';

// The columns the trust features share (issue 17): who is verified, which listing was inspected or confirmed
// available, and the statuses a listing takes when it leaves search for a reason other than staff unpublishing
// it. Plain nullable columns: adding them to a million listings rewrites nothing.
//   expired — not confirmed available for 45 days; the owner renews it in one click
//   let, sold — taken down by the owner, kept in their history
//   held — reported by three verified users within 7 days; out of search until staff decide
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN identity_verified_at timestamptz`.execute(db);
  await sql`ALTER TABLE agencies ADD COLUMN business_verified_at timestamptz`.execute(db);
  await sql`ALTER TABLE properties ADD COLUMN inspected_at timestamptz, ADD COLUMN available_confirmed_at timestamptz`.execute(
    db,
  );
  await sql`ALTER TABLE properties DROP CONSTRAINT properties_status_check`.execute(db);
  await sql`ALTER TABLE properties ADD CONSTRAINT properties_status_check CHECK (${oneOf('status', [
    'draft',
    'published',
    'unpublished',
    'deleted',
    'expired',
    'let',
    'sold',
    'held',
  ])})`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE properties DROP CONSTRAINT properties_status_check`.execute(db);
  await sql`UPDATE properties SET status = 'unpublished' WHERE status IN ('expired', 'let', 'sold', 'held')`.execute(
    db,
  );
  await sql`ALTER TABLE properties ADD CONSTRAINT properties_status_check CHECK (${oneOf('status', [
    'draft',
    'published',
    'unpublished',
    'deleted',
  ])})`.execute(db);
  await sql`ALTER TABLE properties DROP COLUMN inspected_at, DROP COLUMN available_confirmed_at`.execute(db);
  await sql`ALTER TABLE agencies DROP COLUMN business_verified_at`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN identity_verified_at`.execute(db);
}
