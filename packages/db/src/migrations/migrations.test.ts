import { randomBytes } from 'node:crypto';
import { type Kysely, type Migration, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db, withDatabaseName } from '../database';
import { ensureDatabaseExists } from '../ensure-database';
import { MigrationFailedError, migrateToLatest } from '../migrator';
import type { NewProperty } from '../schema';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../testing/test-database';
import { migrations } from '.';

const TABLES = [
  'agencies',
  'agency_applications',
  'agent_applications',
  'agents',
  'audit_log',
  'conversation_properties',
  'conversations',
  'data_exports',
  'email_verification_tokens',
  'emails',
  'exchange_rates',
  'geocode_cache',
  'ledger_entries',
  // A view (information_schema.tables lists views too): the ledger's per-hold balances.
  'ledger_hold_balances',
  'listing_application_images',
  'listing_applications',
  'listing_availability_tokens',
  'listing_contact_reveals',
  'listing_daily_figures',
  'listing_flags',
  'listing_import_rows',
  'listing_imports',
  'listing_peer_medians',
  'messages',
  'notices',
  'notification_reads',
  'outbox_events',
  'password_reset_otps',
  'payment_hold_events',
  'payment_holds',
  'payout_accounts',
  'profile_views',
  'properties',
  'property_image_variants',
  'property_images',
  'property_inspections',
  'property_map_cells',
  'property_map_totals',
  'property_price_changes',
  'property_views',
  'recently_viewed',
  'reports',
  'reviews',
  'saved_search_alert_windows',
  'saved_search_matches',
  'saved_searches',
  'sessions',
  'student_applications',
  'students',
  'ticket_replies',
  'tickets',
  'transactions',
  'users',
  'verifications',
  'viewing_availability',
  'viewing_availability_exceptions',
  'viewings',
  'wishlists',
];

const brokenMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.createTable('should_not_exist').addColumn('id', 'integer').execute();
    await sql`SELECT broken syntax`.execute(db);
  },
};

async function tableExists(db: Db, table: string): Promise<boolean> {
  const { rows } = await sql<{
    found: string | null;
  }>`SELECT to_regclass(${`public.${table}`})::text AS found`.execute(db);
  return rows[0]?.found != null;
}

let counter = 0;
async function insertUser(db: Db, email = `user${++counter}@example.test`) {
  return db
    .insertInto('users')
    .values({ email, password_hash: 'x', first_name: 'Ada', last_name: 'Obi' })
    .returning('id')
    .executeTakeFirstOrThrow();
}

function propertyRow(ownerId: string, overrides: Partial<NewProperty> = {}): NewProperty {
  return {
    owner_id: ownerId,
    title: 'Sunny duplex with garden',
    description: 'Four bedroom duplex close to the lagoon',
    address: '12 Admiralty Way',
    city: 'Lekki',
    state: 'Lagos',
    state_code: 'LA',
    country: 'NG',
    price: 4_500_000,
    currency: 'NGN',
    duration: 'year',
    category: 'rental',
    property_type: 'residential',
    status: 'published',
    ...overrides,
  };
}

describe('migrations', () => {
  let test: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    test = await createTestDatabase();
    db = test.db;
  });
  afterAll(async () => {
    await test?.destroy();
  });

  it('creates every table of the data model', async () => {
    const rows = await db
      .selectFrom('information_schema.tables' as never)
      .select(sql<string>`table_name`.as('name'))
      .where(sql`table_schema`, '=', 'public')
      .where(sql`table_name`, 'not like', 'kysely_%')
      .execute();
    expect(rows.map((row) => row.name).sort()).toEqual(TABLES);
  });

  it('keeps updated_at current on every table that has the column', async () => {
    const { rows: missing } = await sql<{ table_name: string }>`
      SELECT c.table_name FROM information_schema.columns c
      WHERE c.table_schema = 'public' AND c.column_name = 'updated_at'
        AND NOT EXISTS (
          SELECT 1 FROM pg_trigger t
          WHERE t.tgrelid = format('public.%I', c.table_name)::regclass AND t.tgname = c.table_name || '_set_updated_at'
        )
    `.execute(db);
    expect(missing).toEqual([]);

    const { id } = await insertUser(db);
    await db.updateTable('users').set({ updated_at: '2000-01-01T00:00:00Z' }).where('id', '=', id).execute();
    const pinned = await db
      .selectFrom('users')
      .select('updated_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(pinned.updated_at.toISOString()).toBe('2000-01-01T00:00:00.000Z');
    await db.updateTable('users').set({ first_name: 'Adaeze' }).where('id', '=', id).execute();
    const bumped = await db
      .selectFrom('users')
      .select('updated_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(bumped.updated_at.getFullYear()).toBeGreaterThan(2000);
  });

  it('treats emails as unique regardless of case', async () => {
    await insertUser(db, 'Case@Example.test');
    await expect(insertUser(db, 'case@example.TEST')).rejects.toMatchObject({
      code: '23505',
      constraint: 'users_email_lower_key',
    });
  });

  it('rejects a non-positive price and an unknown category', async () => {
    const { id } = await insertUser(db);
    await expect(
      db
        .insertInto('properties')
        .values(propertyRow(id, { price: -5 }))
        .execute(),
    ).rejects.toMatchObject({
      code: '23514',
      constraint: 'properties_price_check',
    });
    await expect(
      db
        .insertInto('properties')
        .values(propertyRow(id, { category: 'castle' as never }))
        .execute(),
    ).rejects.toMatchObject({ code: '23514', constraint: 'properties_category_check' });
  });

  it('rejects a note over 1000 characters and a duplicate wishlist entry', async () => {
    const { id: userId } = await insertUser(db);
    const { id: propertyId } = await db
      .insertInto('properties')
      .values(propertyRow(userId))
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      db
        .insertInto('wishlists')
        .values({ user_id: userId, property_id: propertyId, note: 'n'.repeat(1001) })
        .execute(),
    ).rejects.toMatchObject({ code: '23514', constraint: 'wishlists_note_check' });
    await db
      .insertInto('wishlists')
      .values({ user_id: userId, property_id: propertyId, note: 'n'.repeat(1000) })
      .execute();
    await expect(
      db.insertInto('wishlists').values({ user_id: userId, property_id: propertyId }).execute(),
    ).rejects.toMatchObject({ code: '23505', constraint: 'wishlists_user_property_key' });
  });

  it('allows one pending agent application per user, and a new one once decided', async () => {
    const { id: userId } = await insertUser(db);
    const application = {
      user_id: userId,
      first_name: 'Tunde',
      last_name: 'Bakare',
      position: 'Sales agent',
      work_email: 'tunde@agency.test',
      gender: 'Male' as const,
      address: '3 Broad Street, Lagos',
      office_phone: '+2348012345678',
    };
    const first = await db
      .insertInto('agent_applications')
      .values(application)
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(db.insertInto('agent_applications').values(application).execute()).rejects.toMatchObject({
      code: '23505',
      constraint: 'agent_applications_one_pending_per_user',
    });
    await db
      .updateTable('agent_applications')
      .set({ status: 'unsuccessful' })
      .where('id', '=', first.id)
      .execute();
    await db.insertInto('agent_applications').values(application).execute();
  });

  it('checks reviews: rating 1 to 5 and exactly the target the type names', async () => {
    const { id: authorId } = await insertUser(db);
    const { id: agentUserId } = await insertUser(db);
    const { id: agencyUserId } = await insertUser(db);
    const agent = await db
      .insertInto('agents')
      .values({ user_id: agentUserId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const agency = await db
      .insertInto('agencies')
      .values({ user_id: agencyUserId, agency_name: 'Harbour Homes' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const review = {
      author_id: authorId,
      target_type: 'agent' as const,
      agent_id: agent.id,
      comment: 'Helpful',
    };

    await expect(
      db
        .insertInto('reviews')
        .values({ ...review, rating: 6 })
        .execute(),
    ).rejects.toMatchObject({
      code: '23514',
      constraint: 'reviews_rating_check',
    });
    await expect(
      db
        .insertInto('reviews')
        .values({ ...review, rating: 4, agency_id: agency.id })
        .execute(),
    ).rejects.toMatchObject({ code: '23514', constraint: 'reviews_target_check' });
    await expect(
      db
        .insertInto('reviews')
        .values({ ...review, rating: 4, comment: '' })
        .execute(),
    ).rejects.toMatchObject({ code: '23514', constraint: 'reviews_comment_check' });

    await db
      .insertInto('reviews')
      .values({ ...review, rating: 5 })
      .execute();
    await expect(
      db
        .insertInto('reviews')
        .values({ ...review, rating: 3 })
        .execute(),
    ).rejects.toMatchObject({ code: '23505', constraint: 'reviews_author_agent_key' });
  });

  it('keeps one open report per reporter and target, and an outcome exactly when decided', async () => {
    const reporter = await insertUser(db);
    const target = (await insertUser(db)).id;
    const report = {
      reporter_id: reporter.id,
      target_type: 'user' as const,
      target_id: target,
      reason: 'other' as const,
    };
    await db.insertInto('reports').values(report).execute();
    await expect(db.insertInto('reports').values(report).execute()).rejects.toMatchObject({
      code: '23505',
      constraint: 'reports_open_once_idx',
    });
    await expect(
      db
        .insertInto('reports')
        .values({ ...report, status: 'dismissed' })
        .execute(),
    ).rejects.toMatchObject({ code: '23514', constraint: 'reports_outcome_check' });
    await db
      .updateTable('reports')
      .set({ status: 'dismissed', outcome: 'dismissed' })
      .where('reporter_id', '=', reporter.id)
      .execute();
    // Decided: the same reporter may report the same target again.
    await db.insertInto('reports').values(report).execute();
  });

  it('stores a conversation pair once, smaller id first', async () => {
    const [a, b] = [(await insertUser(db)).id, (await insertUser(db)).id].sort();
    await expect(
      db
        .insertInto('conversations')
        .values({ user_a_id: b as string, user_b_id: a as string })
        .execute(),
    ).rejects.toMatchObject({ code: '23514', constraint: 'conversations_order_check' });
    await db
      .insertInto('conversations')
      .values({ user_a_id: a as string, user_b_id: b as string })
      .execute();
  });

  it('fills search_vector and finds a listing by words of its title, description and place', async () => {
    const { id: ownerId } = await insertUser(db);
    const { id } = await db
      .insertInto('properties')
      .values(
        propertyRow(ownerId, {
          title: 'Waterfront penthouse',
          description: 'Rooftop terrace facing the Atlantic',
          city: 'Freetown',
          state: 'Western Area Urban',
          state_code: 'WU',
          country: 'SL',
          currency: 'SLE',
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();

    const stored = await db
      .selectFrom('properties')
      .select('search_vector')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.search_vector).toContain("'penthouse':2A");
    expect(stored.search_vector).toContain("'freetown'");

    for (const query of ['waterfront penthouse', 'atlantic rooftop', 'Freetown', '"western area"']) {
      const found = await db
        .selectFrom('properties')
        .select('id')
        .where(sql<boolean>`search_vector @@ websearch_to_tsquery('simple', ${query})`)
        .execute();
      expect(found.map((row) => row.id)).toContain(id);
    }
  });

  it('leaves the schema as it was when a migration of the batch fails', async () => {
    const attempt = migrateToLatest(db, { ...migrations, zzzz_broken: brokenMigration });
    await expect(attempt).rejects.toBeInstanceOf(MigrationFailedError);
    await expect(attempt).rejects.toMatchObject({ migrationName: 'zzzz_broken' });
    expect(await tableExists(db, 'should_not_exist')).toBe(false);
    const recorded = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
    expect(recorded.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
  });

  it('applies nothing of a fresh batch when its last migration fails', async () => {
    const name = `ile_test_empty_${process.pid}_${randomBytes(4).toString('hex')}`;
    const url = withDatabaseName(TEST_DATABASE_URL, name);
    expect(await ensureDatabaseExists(url)).toBe(true);
    expect(await ensureDatabaseExists(url)).toBe(false);
    const empty = createDatabase(url, { max: 1 });
    try {
      await expect(
        migrateToLatest(empty, { ...migrations, zzzz_broken: brokenMigration }),
      ).rejects.toBeInstanceOf(MigrationFailedError);
      expect(await tableExists(empty, 'should_not_exist')).toBe(false);
      expect(await tableExists(empty, 'users')).toBe(false);
      expect(await tableExists(empty, 'properties')).toBe(false);
    } finally {
      await empty.destroy();
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      await admin.end();
    }
  });
});
