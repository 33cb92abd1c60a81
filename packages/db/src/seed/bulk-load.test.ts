import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { withIndexesDeferred, withMapCountsDeferred } from './bulk-load';
import { ColumnBatch } from './column-batch';

const TABLES = ['properties', 'property_images', 'property_image_variants'];

describe('bulk loading helpers', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test?.destroy();
  });

  const definitions = async () => {
    const { rows } = await sql<{ def: string }>`
      SELECT pg_get_indexdef(indexrelid) AS def FROM pg_index WHERE indrelid = ANY (${TABLES}::regclass[])
      UNION ALL
      SELECT conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint WHERE conrelid = ANY (${TABLES}::regclass[])
      ORDER BY 1
    `.execute(test.db);
    return rows.map((row) => row.def);
  };

  it('drops the indexes and keys during the load and puts every one back', async () => {
    const before = await definitions();
    expect(before.length).toBeGreaterThan(15);
    await test.db.transaction().execute((trx) =>
      withIndexesDeferred(trx, TABLES, async () => {
        const { rows } = await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM pg_index WHERE indrelid = 'property_image_variants'::regclass
        `.execute(trx);
        expect(rows[0]?.n).toBe(0);
      }),
    );
    expect(await definitions()).toEqual(before);
  });

  it('leaves everything in place when the load fails', async () => {
    const before = await definitions();
    await expect(
      test.db.transaction().execute((trx) =>
        withIndexesDeferred(trx, TABLES, async () => {
          throw new Error('load failed');
        }),
      ),
    ).rejects.toThrow('load failed');
    expect(await definitions()).toEqual(before);
  });

  it('loads without the map counters, then counts every cell once and turns the counters back on', async () => {
    const { id: ownerId } = await test.db
      .insertInto('users')
      .values({ email: 'mapper@example.test', password_hash: 'x', first_name: 'M', last_name: 'P' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const insertListing = (title: string, latitude: number) => sql`
      INSERT INTO properties (owner_id, title, description, address, state, state_code, country, price, currency,
        duration, category, property_type, status, latitude, longitude)
      VALUES (${ownerId}, ${title}, 'd', 'a', 'Lagos', 'LA', 'NG', 1000, 'NGN', 'year', 'rental', 'residential',
        'published', ${latitude}, 3.4)`;
    const counted = async () => {
      const { rows } = await sql<{ n: number }>`
        SELECT coalesce(sum(listings), 0)::int AS n FROM property_map_totals WHERE level = 0`.execute(
        test.db,
      );
      return rows[0]?.n;
    };
    const before = await counted();
    await test.db.transaction().execute((trx) =>
      withMapCountsDeferred(trx, async () => {
        await insertListing('Bulk one', 6.45).execute(trx);
        await insertListing('Bulk two', 6.5).execute(trx);
        const { rows } = await sql<{ n: number }>`
          SELECT coalesce(sum(listings), 0)::int AS n FROM property_map_totals WHERE level = 0`.execute(trx);
        expect(rows[0]?.n).toBe(before);
      }),
    );
    expect(await counted()).toBe((before ?? 0) + 2);
    // The triggers count again after the load.
    await insertListing('Later', 6.6).execute(test.db);
    expect(await counted()).toBe((before ?? 0) + 3);
  });

  it('plans the map counters on every call and without nested loops, so a big statement stays one pass', async () => {
    const { rows } = await sql<{ name: string; config: string[] | null }>`
      SELECT proname AS name, proconfig AS config FROM pg_proc WHERE proname LIKE 'property_map_count_%'
        AND proname <> 'property_map_count_truncated' ORDER BY 1`.execute(test.db);
    expect(rows).toEqual([
      { name: 'property_map_count_deleted', config: ['plan_cache_mode=force_custom_plan'] },
      { name: 'property_map_count_inserted', config: ['plan_cache_mode=force_custom_plan'] },
      // Its first look joins old and new rows: never a nested loop over two unindexed transition tables.
      {
        name: 'property_map_count_updated',
        config: ['plan_cache_mode=force_custom_plan', 'enable_nestloop=off'],
      },
    ]);
  });

  it('round-trips awkward text through a column batch', async () => {
    const awkward = [
      'quote " and \\ backslash',
      'comma, {braces}',
      'NULL',
      '',
      'naïve café ₦ Le',
      'tab\tnew\nline',
    ];
    const { id: ownerId } = await test.db
      .insertInto('users')
      .values({ email: 'owner@example.test', password_hash: 'x', first_name: 'O', last_name: 'W' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const batch = new ColumnBatch('properties', [
      { name: 'owner_id', type: 'uuid' },
      { name: 'title', type: 'text' },
      { name: 'description', type: 'text' },
      { name: 'city', type: 'text' },
      { name: 'address', type: 'text' },
      { name: 'state', type: 'text' },
      { name: 'state_code', type: 'text' },
      { name: 'country', type: 'text' },
      { name: 'price', type: 'numeric' },
      { name: 'currency', type: 'text' },
      { name: 'duration', type: 'text' },
      { name: 'category', type: 'text' },
      { name: 'property_type', type: 'text' },
      { name: 'features', type: 'text[]' },
      { name: 'created_at', type: 'timestamptz' },
    ]);
    awkward.forEach((text, i) => {
      batch.push({
        owner_id: ownerId,
        title: `t${i}${text}`,
        description: text,
        city: i === 3 ? null : text,
        address: 'a',
        state: 'Lagos',
        state_code: 'LA',
        country: 'NG',
        price: 1234.5,
        currency: 'NGN',
        duration: 'year',
        category: 'rental',
        property_type: 'residential',
        features: [text, 'Schools'],
        created_at: new Date('2026-01-02T03:04:05Z'),
      });
    });
    expect(await batch.flush(test.db)).toBe(awkward.length);
    const rows = await test.db
      .selectFrom('properties')
      .select(['description', 'city', 'features', 'price', 'created_at'])
      .where('owner_id', '=', ownerId)
      .orderBy('title')
      .execute();
    expect(rows.map((row) => row.description)).toEqual(awkward);
    expect(rows.map((row) => row.city)).toEqual(awkward.map((text, i) => (i === 3 ? null : text)));
    expect(rows.map((row) => row.features)).toEqual(awkward.map((text) => [text, 'Schools']));
    expect(rows[0]?.price).toBe(1234.5);
    expect(rows[0]?.created_at.toISOString()).toBe('2026-01-02T03:04:05.000Z');
  });
});
