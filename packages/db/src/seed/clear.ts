import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';

export class SeedRefusedError extends Error {
  constructor(readonly realUsers: number) {
    super(
      `the database has ${realUsers} account(s) the seed did not create; refusing to seed it. ` +
        'Pass --force (force: true) to seed anyway: earlier seed rows are replaced, other rows are kept.',
    );
  }
}

export async function countRealUsers(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('is_seed', '=', false)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Removes everything an earlier seed made. When the database holds nothing but seed data this is a
 * TRUNCATE (instant, even after a million-listing seed) and the listing tables are left empty;
 * otherwise seed rows are deleted one by one and real rows stay. Returns whether it truncated.
 */
export async function clearSeedData(db: Kysely<Database>): Promise<boolean> {
  const real = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('users').select('id').where('is_seed', '=', false)).as('users'),
      eb.exists(eb.selectFrom('properties').select('id').where('is_seed', '=', false)).as('properties'),
      eb.exists(eb.selectFrom('transactions').select('id').where('user_id', 'is', null)).as('transactions'),
    ])
    .executeTakeFirstOrThrow();
  if (!real.users && !real.properties && !real.transactions) {
    // Everything that references users or properties goes with them (CASCADE).
    await sql`TRUNCATE users, properties CASCADE`.execute(db);
    return true;
  }
  const seedUsers = db.selectFrom('users').select('id').where('is_seed', '=', true);
  const seedProperties = db.selectFrom('properties').select('id').where('is_seed', '=', true);
  // Rows that outlive their user or property (SET NULL) would otherwise stay behind as orphans.
  await db
    .deleteFrom('transactions')
    .where((eb) => eb.or([eb('user_id', 'in', seedUsers), eb('property_id', 'in', seedProperties)]))
    .execute();
  await db
    .deleteFrom('notices')
    .where((eb) => eb.or([eb('created_by', 'in', seedUsers), eb('recipient_id', 'in', seedUsers)]))
    .execute();
  // Reports keep no foreign key to their target; the seed's own reports go with the seed.
  await db
    .deleteFrom('reports')
    .where((eb) =>
      eb.or([
        eb('reporter_id', 'in', seedUsers),
        eb.and([eb('target_type', '=', 'property'), eb('target_id', 'in', seedProperties)]),
        eb.and([eb('target_type', '=', 'user'), eb('target_id', 'in', seedUsers)]),
      ]),
    )
    .execute();
  await db.deleteFrom('properties').where('is_seed', '=', true).execute();
  await db.deleteFrom('users').where('is_seed', '=', true).execute();
  return false;
}
