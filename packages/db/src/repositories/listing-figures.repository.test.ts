import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../database';
import { insertTestListing, insertTestUser } from '../testing/rows';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import {
  computePeerMedians,
  countListingEnquiry,
  countListingView,
  deleteStalePeerMedians,
  findPeerMedians,
  listListingDays,
  recordContactReveal,
  refreshAllPeerMedians,
} from './listing-figures.repository';

describe('listing figures repository', () => {
  let database: TestDatabase;
  let db: Db;
  let ownerId: string;

  const today = (propertyId: string) =>
    db
      .selectFrom('listing_daily_figures')
      .selectAll()
      .where('property_id', '=', propertyId)
      .where('day', '=', sql<string>`CURRENT_DATE`)
      .executeTakeFirst();

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    ownerId = (await insertTestUser(db, 'owner')).id;
  });
  afterAll(() => database.destroy());

  it('countListingEnquiry counts in the caller’s transaction: rolled back with it, kept when it commits', async () => {
    const propertyId = await insertTestListing(db, ownerId, { status: 'published' });
    await expect(
      db.transaction().execute(async (trx) => {
        await countListingEnquiry(trx, propertyId);
        throw new Error('the conversation was not created');
      }),
    ).rejects.toThrow('not created');
    expect(await today(propertyId)).toBeUndefined();

    await db.transaction().execute((trx) => countListingEnquiry(trx, propertyId));
    await db.transaction().execute((trx) => countListingEnquiry(trx, propertyId));
    expect(await today(propertyId)).toMatchObject({ enquiries: 2, views: 0, saves: 0, reveals: 0 });
  });

  it('concurrent counts of one listing all land (one upsert each, no lost update)', async () => {
    const propertyId = await insertTestListing(db, ownerId, { status: 'published' });
    await Promise.all(Array.from({ length: 20 }, () => countListingView(db, propertyId)));
    expect((await today(propertyId))?.views).toBe(20);
  });

  it('recordContactReveal takes one row per viewer per listing per day', async () => {
    const propertyId = await insertTestListing(db, ownerId, { status: 'published' });
    expect(await recordContactReveal(db, propertyId, 'user:a')).toBe(true);
    expect(await recordContactReveal(db, propertyId, 'user:a')).toBe(false);
    expect(await recordContactReveal(db, propertyId, 'user:b')).toBe(true);
  });

  it('listListingDays answers every day of the window, oldest first, zeros included', async () => {
    const propertyId = await insertTestListing(db, ownerId, { status: 'published' });
    await db
      .insertInto('listing_daily_figures')
      .values([
        { property_id: propertyId, day: sql<string>`CURRENT_DATE - 3` as never, views: 7 },
        { property_id: propertyId, day: sql<string>`CURRENT_DATE - 90` as never, views: 99 },
      ])
      .execute();
    await countListingView(db, propertyId);
    const days = await listListingDays(db, propertyId, 90);
    expect(days).toHaveLength(90);
    expect(days.map((day) => day.views).filter((views) => views > 0)).toEqual([7, 1]);
    expect(days[89]?.views).toBe(1);
    expect(days[86]?.views).toBe(7);
    expect(days[0]?.day < (days[89]?.day ?? '')).toBe(true);
  });

  it('computePeerMedians takes the median of the group’s published listings, zeros counted, and keeps it for the day', async () => {
    const group = { country: 'SL', state_code: 'WA', category: 'hostel' } as const;
    const listing = () =>
      insertTestListing(db, ownerId, {
        status: 'published',
        country: 'SL',
        state: 'Western Area Urban',
        state_code: 'WA',
        category: 'hostel',
        currency: 'SLE',
      });
    const [a, b] = [await listing(), await listing(), await listing()];
    for (let i = 0; i < 4; i++) await countListingView(db, a as string);
    await countListingView(db, b as string);
    await countListingEnquiry(db, b as string);
    // Not in the group: a draft, and the same state in another category.
    const draft = await insertTestListing(db, ownerId, {
      ...group,
      state: 'Western Area Urban',
      status: 'draft',
    });
    for (let i = 0; i < 9; i++) await countListingView(db, draft);

    expect(await findPeerMedians(db, group)).toBeUndefined();
    const medians = await computePeerMedians(db, group, 30);
    expect(medians).toMatchObject({ listings: 3, views: 1, saves: 0, enquiries: 0 });
    expect(await findPeerMedians(db, group)).toMatchObject({ listings: 3, views: 1 });
  });

  it('refreshAllPeerMedians writes every group in one statement, agreeing with the one-group computation; stale groups go', async () => {
    const group = { country: 'NG', state_code: 'EN', category: 'lease' } as const;
    const listing = () =>
      insertTestListing(db, ownerId, { status: 'published', ...group, state: 'Enugu', currency: 'NGN' });
    const ids = [await listing(), await listing(), await listing(), await listing()];
    for (const [i, id] of ids.entries()) for (let n = 0; n < i * 2; n++) await countListingView(db, id);
    await db
      .insertInto('listing_peer_medians')
      .values({
        country: 'NG',
        state_code: 'ZZ',
        category: 'sale',
        day: sql<string>`CURRENT_DATE - 1` as never,
        listings: 9,
        views: 9,
        saves: 9,
        reveals: 9,
        enquiries: 9,
      })
      .execute();

    expect(await refreshAllPeerMedians(db, 30)).toBeGreaterThanOrEqual(2);
    const bulk = await findPeerMedians(db, group);
    expect(bulk).toMatchObject({ listings: 4, views: 3 });
    expect(await computePeerMedians(db, group, 30)).toEqual(bulk);
    expect(await deleteStalePeerMedians(db)).toBe(1);
    expect(await findPeerMedians(db, { country: 'NG', state_code: 'ZZ', category: 'sale' })).toBeUndefined();
  });
});
