import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_RENDITIONS } from '../media/listing-variants';
import { verifyPassword } from '../passwords';
import { createLocalStorage, type Storage } from '../storage/local-storage';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_USERS, SeedRefusedError, type SeedReport, seedDemoData } from '.';

const TABLES = [
  'users',
  'agents',
  'agencies',
  'properties',
  'property_images',
  'property_image_variants',
  'reviews',
  'wishlists',
  'messages',
  'notices',
  'transactions',
  'reports',
] as const;

describe('seedDemoData', () => {
  let test: TestDatabase;
  let media: string;
  let storage: Storage;
  let privateDir: string;
  let privateStorage: Storage;
  let first: SeedReport;

  const seed = (force = false) =>
    seedDemoData(test.db, {
      listings: 60,
      storage,
      privateStorage,
      seed: 'test',
      force,
      now: new Date('2026-11-21T12:00:00Z'),
    });
  const counts = async () => {
    const result: Record<string, number> = {};
    for (const table of TABLES) {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(
        test.db,
      );
      result[table] = rows[0]?.n ?? 0;
    }
    return result;
  };

  beforeAll(async () => {
    test = await createTestDatabase();
    media = await mkdtemp(join(tmpdir(), 'ile-seed-media-'));
    storage = createLocalStorage(media);
    privateDir = await mkdtemp(join(tmpdir(), 'ile-seed-private-'));
    privateStorage = createLocalStorage(privateDir);
    first = await seed();
  }, 120_000);
  afterAll(async () => {
    await test?.destroy();
    await rm(media, { recursive: true, force: true });
    await rm(privateDir, { recursive: true, force: true });
  });

  it('makes published listings in both countries, each with 3 to 8 processed images', async () => {
    expect(first.counts.listings).toBeGreaterThanOrEqual(60);
    const byCountry = await test.db
      .selectFrom('properties')
      .select(['country', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', '=', 'published')
      .groupBy('country')
      .execute();
    expect(Object.fromEntries(byCountry.map((row) => [row.country, Number(row.n)]))).toMatchObject({
      NG: expect.any(Number),
      SL: expect.any(Number),
    });
    expect(byCountry.reduce((sum, row) => sum + Number(row.n), 0)).toBeGreaterThanOrEqual(60);

    const images = await sql<{ n: number; unprocessed: number }>`
      SELECT count(i.id)::int AS n, count(i.id) FILTER (WHERE i.status <> 'processed')::int AS unprocessed
      FROM properties p LEFT JOIN property_images i ON i.property_id = p.id
      GROUP BY p.id
    `.execute(test.db);
    for (const row of images.rows) {
      expect(row.n).toBeGreaterThanOrEqual(3);
      expect(row.n).toBeLessThanOrEqual(8);
      expect(row.unprocessed).toBe(0);
    }
  });

  it('gives every image its variants (WebP and AVIF at each width, a JPEG), and the files exist in storage', async () => {
    const { rows } = await sql<{ missing: number }>`
      SELECT count(*)::int AS missing FROM property_images i
      WHERE (SELECT count(*) FROM property_image_variants v WHERE v.image_id = i.id) <> ${LISTING_RENDITIONS.length}
    `.execute(test.db);
    expect(rows[0]?.missing).toBe(0);
    const renditions = await sql<{ width: number; format: string }>`
      SELECT DISTINCT width, format FROM property_image_variants ORDER BY format, width
    `.execute(test.db);
    const byFormatThenWidth = (a: { width: number; format: string }, b: { width: number; format: string }) =>
      a.format.localeCompare(b.format) || a.width - b.width;
    expect(renditions.rows).toEqual([...LISTING_RENDITIONS].sort(byFormatThenWidth));
    const keys = await test.db
      .selectFrom('property_image_variants')
      .select('storage_key')
      .distinct()
      .execute();
    for (const { storage_key } of keys) expect(await storage.has(storage_key), storage_key).toBe(true);
    const image = await test.db
      .selectFrom('property_images')
      .select(['original_key', 'placeholder'])
      .executeTakeFirstOrThrow();
    expect(await storage.has(image.original_key)).toBe(true);
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    // Every seeded image carries its picture's perceptual hash, so uploads are compared with the catalogue.
    const hashes = await sql<{ unhashed: number; distinct: number; pictures: number }>`
      SELECT count(*) FILTER (WHERE phash IS NULL)::int AS unhashed, count(DISTINCT phash)::int AS distinct,
             count(DISTINCT original_key)::int AS pictures
      FROM property_images
    `.execute(test.db);
    expect(hashes.rows[0]?.unhashed).toBe(0);
    expect(hashes.rows[0]?.distinct).toBe(hashes.rows[0]?.pictures);
  });

  it('keeps every application upload privately, where and as the api keeps them', async () => {
    const { rows } = await sql<{ kind: string; owner: string; key: string }>`
      SELECT 'listing' AS kind, application_id::text AS owner, original_key AS key FROM listing_application_images
      UNION ALL SELECT 'agent', id::text, image_key FROM agent_applications
      UNION ALL SELECT 'agency-logo', id::text, image_key FROM agency_applications
      UNION ALL SELECT 'agency-document', id::text, document_key FROM agency_applications
      UNION ALL SELECT 'student', id::text, document_key FROM student_applications
      UNION ALL SELECT 'agency-profile', application_id::text, document_image FROM agencies
    `.execute(test.db);
    const folders: Record<string, (id: string) => string> = {
      listing: (id) => `originals/applications/${id}`,
      agent: (id) => `originals/agent-applications/${id}`,
      'agency-logo': (id) => `originals/agency-applications/${id}/logo`,
      'agency-document': (id) => `originals/agency-applications/${id}/document`,
      'agency-profile': (id) => `originals/agency-applications/${id}/document`,
      student: (id) => `originals/student-applications/${id}`,
    };
    const kinds = new Set(rows.map((row) => row.kind));
    expect([...kinds].sort()).toEqual(Object.keys(folders).sort());
    const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
    for (const { kind, owner, key } of rows) {
      expect(key, `${kind} of ${owner}`).not.toBeNull();
      expect(key).toMatch(
        new RegExp(`^${(folders[kind] as (id: string) => string)(owner)}/${uuid}\\.(jpg|webp)$`),
      );
      expect(await privateStorage.has(key), key).toBe(true);
      // Uploads are never public: MEDIA_DIR is served to anyone at /media.
      expect(await storage.has(key), key).toBe(false);
    }

    const images = await test.db
      .selectFrom('listing_application_images')
      .select(['original_key', 'bytes', 'content_type'])
      .execute();
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      const data = (await privateStorage.get(image.original_key)) as Buffer;
      expect(data.length).toBe(image.bytes);
      expect(image.content_type).toBe('image/jpeg');
      expect([...data.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    }
  });

  it('keeps every listing image original privately too, where the images worker reads it', async () => {
    const keys = await test.db.selectFrom('property_images').select('original_key').distinct().execute();
    expect(keys.length).toBeGreaterThan(0);
    for (const { original_key } of keys)
      expect(await privateStorage.has(original_key), original_key).toBe(true);
  });

  it('creates the demo accounts, verified, with the documented password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = await test.db
        .selectFrom('users')
        .select(['password_hash', 'role', 'staff_role', 'email_verified_at'])
        .where('email', '=', account.email)
        .executeTakeFirstOrThrow();
      expect(user.role).toBe(account.userRole);
      expect(user.staff_role).toBe(account.staffRole);
      expect(user.email_verified_at).not.toBeNull();
      expect(account.password).toBe(DEMO_PASSWORD);
      expect(await verifyPassword(account.password, user.password_hash)).toBe(true);
    }
    const agent = await test.db
      .selectFrom('agents')
      .innerJoin('users', 'users.id', 'agents.user_id')
      .select('agents.agency_id')
      .where('users.email', '=', DEMO_USERS.agent.email)
      .executeTakeFirstOrThrow();
    expect(agent.agency_id).not.toBeNull();
  });

  it('shows badges in the demo: some people, agencies and listings verified or inspected, no demo account', async () => {
    const { rows } = await sql<{
      people: number;
      demo: number;
      agencies: number;
      inspected: number;
      confirmed: number;
    }>`
      SELECT (SELECT count(*) FROM users WHERE identity_verified_at IS NOT NULL)::int AS people,
             (SELECT count(*) FROM users WHERE identity_verified_at IS NOT NULL AND email LIKE '%@ile.test')::int AS demo,
             (SELECT count(*) FROM agencies WHERE business_verified_at IS NOT NULL)::int AS agencies,
             (SELECT count(*) FROM properties WHERE inspected_at IS NOT NULL)::int AS inspected,
             (SELECT count(*) FROM properties WHERE status = 'published'
                AND available_confirmed_at < now() - interval '45 days')::int AS confirmed
    `.execute(test.db);
    const found = rows[0];
    expect(found?.people).toBeGreaterThan(0);
    expect(found?.demo).toBe(0);
    expect(found?.agencies).toBeGreaterThan(0);
    expect(found?.inspected).toBeGreaterThan(0);
    // Nothing seeded is already past the 45 days that would expire it on the worker's first sweep.
    expect(found?.confirmed).toBe(0);
  });

  it('leaves a few open reports by seeded people for the console queue, none by or about demo accounts', async () => {
    const { rows } = await sql<{
      target_type: string;
      reason: string;
      reporter_is_seed: boolean;
      demo: boolean;
    }>`
      SELECT r.target_type, r.reason, u.is_seed AS reporter_is_seed, u.email LIKE '%@ile.test' AS demo
      FROM reports r JOIN users u ON u.id = r.reporter_id WHERE r.status = 'open' ORDER BY r.created_at
    `.execute(test.db);
    expect(rows.map((row) => `${row.target_type}:${row.reason}`).sort()).toEqual([
      'property:duplicate',
      'property:fake_or_unavailable',
      'property:wrong_details',
      'user:asks_for_money',
    ]);
    expect(rows.every((row) => row.reporter_is_seed && !row.demo)).toBe(true);
  });

  it('marks everything it made as seed data', async () => {
    const unmarked = await sql<{ users: number; properties: number }>`
      SELECT (SELECT count(*) FROM users WHERE NOT is_seed)::int AS users,
             (SELECT count(*) FROM properties WHERE NOT is_seed)::int AS properties
    `.execute(test.db);
    expect(unmarked.rows[0]).toEqual({ users: 0, properties: 0 });
  });

  it('replaces its earlier rows when run again: same data, nothing duplicated', async () => {
    const before = await counts();
    const ids = await test.db.selectFrom('properties').select('id').orderBy('id').execute();
    const again = await seed();
    expect(again.truncated).toBe(true);
    expect(await counts()).toEqual(before);
    expect(await test.db.selectFrom('properties').select('id').orderBy('id').execute()).toEqual(ids);
  }, 60_000);

  it('refuses a database with real accounts unless forced, and keeps them when forced', async () => {
    const before = await counts();
    await test.db
      .insertInto('users')
      .values({
        email: 'real.person@example.test',
        password_hash: 'x',
        first_name: 'Real',
        last_name: 'Person',
      })
      .execute();
    await expect(seed()).rejects.toBeInstanceOf(SeedRefusedError);

    const forced = await seed(true);
    expect(forced.truncated).toBe(false);
    const after = await counts();
    expect(after).toEqual({ ...before, users: before.users + 1 });
    const real = await test.db
      .selectFrom('users')
      .select('is_seed')
      .where('email', '=', 'real.person@example.test')
      .execute();
    expect(real).toEqual([{ is_seed: false }]);
  }, 60_000);
});
