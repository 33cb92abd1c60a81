import type { NewProperty } from '@ile/db';
import { criteriaOf } from '@ile/db/search/search-criteria';
import { cellRange, liveClusters, summaryClusters } from '@ile/db/search/search-map';
import { MAP_POINTS_LIMIT, type MapCluster, PropertyMapQuery, type PropertyMapResponse } from '@ile/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMapService } from '../src/modules/search/map.service';
import { createUser, type TestUser } from './helpers/accounts';
import { createProperty } from './helpers/listings';
import { createTestApp, type TestApp } from './helpers/test-app';

type Query = Record<string, string | number>;
type Listing = Required<
  Pick<
    NewProperty,
    'owner_id' | 'latitude' | 'longitude' | 'category' | 'bedrooms' | 'price' | 'currency' | 'status'
  >
> &
  Partial<NewProperty>;

const NIGERIA = '2.6,4.2,14.7,13.9';
const LAGOS = '3.2,6.3,3.8,6.7';
/** A few streets of Lekki: zoom 16 on a phone. */
const LEKKI_STREET = '3.43,6.43,3.45,6.45';
const FREETOWN = '-13.35,8.38,-13.1,8.55';

/**
 * 240 listings on a grid over Lagos (Lekki at its south-east), 12 in Freetown, 6 in Abuja, a draft in Lagos
 * and a published listing with no coordinates: inserted in one statement, as the seed does.
 */
function fixtures(ownerId: string): Listing[] {
  const lagos = Array.from(
    { length: 240 },
    (_, i): Listing => ({
      owner_id: ownerId,
      latitude: 6.42 + (i % 20) * 0.01,
      longitude: 3.3 + Math.floor(i / 20) * 0.013,
      category: i % 3 === 0 ? 'sale' : 'rental',
      bedrooms: (i % 4) + 1,
      price: 1_000_000 + i * 10_000,
      currency: 'NGN',
      status: 'published',
    }),
  );
  const freetown = Array.from(
    { length: 12 },
    (_, i): Listing => ({
      owner_id: ownerId,
      latitude: 8.46 + i * 0.002,
      longitude: -13.23 + i * 0.003,
      category: 'hostel',
      property_type: 'student',
      bedrooms: 6,
      price: 15_000 + i,
      currency: 'SLE',
      status: 'published',
      country: 'SL',
      state: 'Western Area Urban',
      state_code: 'WU',
      city: 'Freetown',
    }),
  );
  const abuja = Array.from(
    { length: 6 },
    (_, i): Listing => ({
      owner_id: ownerId,
      latitude: 9.05 + i * 0.01,
      longitude: 7.48,
      category: 'lease',
      property_type: 'commercial',
      bedrooms: 0,
      price: 12_000_000,
      currency: 'NGN',
      status: 'published',
      state: 'Federal Capital Territory',
      state_code: 'FC',
      city: 'Wuse',
    }),
  );
  const draft: Listing = {
    owner_id: ownerId,
    latitude: 6.5,
    longitude: 3.4,
    category: 'rental',
    bedrooms: 2,
    price: 500_000,
    currency: 'NGN',
    status: 'draft',
  };
  return [...lagos, ...freetown, ...abuja, draft];
}

const inBox = (listing: Listing, bbox: string) => {
  const [minLng, minLat, maxLng, maxLat] = bbox.split(',').map(Number) as [number, number, number, number];
  return (
    listing.longitude !== null &&
    listing.latitude !== null &&
    listing.longitude >= minLng &&
    listing.longitude <= maxLng &&
    listing.latitude >= minLat &&
    listing.latitude <= maxLat
  );
};

const total = (clusters: MapCluster[]) => clusters.reduce((sum, cluster) => sum + cluster.count, 0);
/** Listings in an answer: its pins, or its clusters' counts. */
const found = (data: PropertyMapResponse) =>
  data.points.length > 0 ? data.points.length : total(data.clusters);

describe('GET /api/v1/property/map', () => {
  let t: TestApp;
  let owner: TestUser;
  let listings: Listing[];

  const map = async (query: Query) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/property/map',
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    });
    return res;
  };
  const answer = async (query: Query): Promise<PropertyMapResponse> => {
    const res = await map(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as PropertyMapResponse;
  };
  /** What the search finds in the same view with the same filters (its count is exact below 1,000). */
  const searchTotal = async (query: Query) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/property/search',
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { totalItems: number }).totalItems;
  };
  const published = (predicate: (listing: Listing) => boolean = () => true) =>
    listings.filter((listing) => listing.status === 'published' && predicate(listing));

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.database.db);
    listings = fixtures(owner.id);
    await t.database.db
      .insertInto('properties')
      .values(
        listings.map((listing, i) => ({
          title: `Map listing ${i}`,
          description: 'On the map',
          address: `${i} Admiralty Way`,
          city: 'Lekki',
          state: 'Lagos',
          state_code: 'LA',
          country: 'NG',
          duration: 'year',
          property_type: 'residential',
          bathrooms: 1,
          ...listing,
        })),
      )
      .execute();
    // Published, never geocoded: in the list, not on the map.
    await createProperty(t.database.db, owner.id, { latitude: null, longitude: null }, 0);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('clusters the whole country at a low zoom, counting every published listing with coordinates', async () => {
    const data = await answer({ bbox: NIGERIA, zoom: 6 });
    expect(data.points).toEqual([]);
    expect(data.clusters.length).toBeGreaterThan(1);
    expect(total(data.clusters)).toBe(published((listing) => inBox(listing, NIGERIA)).length);
    for (const cluster of data.clusters) {
      expect(cluster.count).toBeGreaterThan(0);
      expect(cluster.lat).toBeGreaterThan(4);
      expect(cluster.lng).toBeGreaterThan(2);
    }
    // Abuja's six are one cell on their own, centred on them.
    const abuja = data.clusters.find((cluster) => cluster.lat > 9);
    expect(abuja).toMatchObject({ count: 6, lng: expect.closeTo(7.48, 5) });
    expect(abuja?.lat).toBeCloseTo(9.075, 5);
  });

  it('answers pins with the price in the listing currency once the view holds few enough', async () => {
    const data = await answer({ bbox: LEKKI_STREET, zoom: 16 });
    const expected = published((listing) => inBox(listing, LEKKI_STREET));
    expect(expected.length).toBeGreaterThan(0);
    expect(data.clusters).toEqual([]);
    expect(data.points.map((point) => point.price).sort()).toEqual(
      expected.map((listing) => Number(listing.price)).sort(),
    );
    for (const point of data.points) {
      expect(point).toEqual({
        id: expect.any(String),
        lat: expect.any(Number),
        lng: expect.any(Number),
        price: expect.any(Number),
        currency: 'NGN',
      });
    }
    const freetown = await answer({ bbox: FREETOWN, zoom: 12 });
    expect(freetown.points).toHaveLength(12);
    expect(new Set(freetown.points.map((point) => point.currency))).toEqual(new Set(['SLE']));
  });

  it('applies every filter as the search does, from the summaries and from the listings alike', async () => {
    for (const [query, predicate] of [
      [{ category: 'sale' }, (l: Listing) => l.category === 'sale'],
      [{ category: 'rental', bedrooms: 2 }, (l: Listing) => l.category === 'rental' && l.bedrooms === 2],
      [{ bedrooms: '3+' }, (l: Listing) => Number(l.bedrooms) >= 3],
      [{ country: 'SL' }, (l: Listing) => l.currency === 'SLE'],
      [{ state: 'Lagos' }, (l: Listing) => l.state_code === undefined && Number(l.latitude) < 7],
      // Not in the summaries: read from the listings.
      [{ minPrice: 2_000_000 }, (l: Listing) => l.currency === 'NGN' && Number(l.price) >= 2_000_000],
      [
        { keyWord: 'admiralty', category: 'sale' },
        (l: Listing) => l.category === 'sale' && l.currency === 'NGN',
      ],
    ] as Array<[Query, (listing: Listing) => boolean]>) {
      const expected = published((listing) => inBox(listing, NIGERIA) && predicate(listing)).length;
      const whole = await answer({ bbox: NIGERIA, zoom: 6, ...query });
      expect(found(whole), JSON.stringify(query)).toBe(expected);
      expect(await searchTotal({ bbox: NIGERIA, ...query }), JSON.stringify(query)).toBe(expected);
      expect(expected > MAP_POINTS_LIMIT ? whole.points : whole.clusters).toEqual([]);
    }
  });

  it('counts the same from the summaries (zoom 14) as from the listings (zoom 15) in a view within the cells', async () => {
    // A view just inside whole zoom-14 cells (so whole zoom-15 cells too): cells and view hold the same listings.
    const cell = 360 / 2 ** 16;
    const inset = 1e-7;
    const [minLng, minLat, maxLng, maxLat] = [3.3, 6.42, 3.45, 6.6].map((value) => Math.floor(value / cell));
    const view = [
      (minLng as number) * cell + inset,
      (minLat as number) * cell + inset,
      ((maxLng as number) + 1) * cell - inset,
      ((maxLat as number) + 1) * cell - inset,
    ].join(',');
    for (const filters of [{}, { category: 'rental' }, { category: 'rental', bedrooms: 4 }] as Query[]) {
      const expected = published(
        (listing) =>
          inBox(listing, view) &&
          (filters.category === undefined || listing.category === filters.category) &&
          (filters.bedrooms === undefined || listing.bedrooms === filters.bedrooms),
      ).length;
      const summary = await answer({ bbox: view, zoom: 14, ...filters });
      const live = await answer({ bbox: view, zoom: 15, ...filters });
      expect(found(summary), JSON.stringify(filters)).toBe(expected);
      expect(found(live), JSON.stringify(filters)).toBe(expected);
    }
  });

  it('finds the same clusters in the summaries as in the listings, at every zoom they hold', async () => {
    const db = t.database.db;
    for (const zoom of [3, 6, 9, 12, 14]) {
      for (const filters of [
        {},
        { category: 'rental' },
        { category: 'sale', bedrooms: '1' },
        { country: 'SL' },
      ]) {
        const query = PropertyMapQuery.parse({ bbox: '-14,3.5,15,14.5', zoom, ...filters });
        const areaCriteria = criteriaOf({ ...query, bbox: undefined }, {});
        const bbox = query.bbox;
        if (!areaCriteria || !bbox) throw new Error('no criteria');
        // The listings in exactly the cells the view touches.
        const { x0, x1, y0, y1 } = cellRange(bbox, zoom);
        const size = 360 / 2 ** zoom / 4;
        const cells = {
          minLng: x0 * size,
          minLat: y0 * size,
          maxLng: (x1 + 1) * size - 1e-9,
          maxLat: (y1 + 1) * size - 1e-9,
        };
        const liveCriteria = criteriaOf({ ...query, bbox: cells }, {});
        if (!liveCriteria) throw new Error('no criteria');
        const round = (rows: MapCluster[]) =>
          rows.map((row) => `${row.count}@${row.lat.toFixed(6)},${row.lng.toFixed(6)}`).sort();
        const fromSummary = await summaryClusters(db, areaCriteria, bbox, zoom);
        expect(fromSummary.length, JSON.stringify({ zoom, filters })).toBeGreaterThan(0);
        expect(round(fromSummary), JSON.stringify({ zoom, filters })).toEqual(
          round(await liveClusters(db, liveCriteria, zoom)),
        );
      }
    }
  });

  it('pages the list of a small map area (read at once) and a large one (walked) the same way', async () => {
    for (const bbox of [LEKKI_STREET, LAGOS]) {
      const all = await t.database.db
        .selectFrom('properties')
        .select('id')
        .where('status', '=', 'published')
        .where(
          sql<boolean>`longitude BETWEEN ${Number(bbox.split(',')[0])} AND ${Number(bbox.split(',')[2])}`,
        )
        .where(sql<boolean>`latitude BETWEEN ${Number(bbox.split(',')[1])} AND ${Number(bbox.split(',')[3])}`)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      const pages: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/v1/property/search?bbox=${bbox}&size=4&page=${page}`,
        });
        const data = res.json().data as { properties: Array<{ id: string }>; totalItems: number };
        if (page === 1) expect(data.totalItems, bbox).toBe(all.length);
        pages.push(...data.properties.map((card) => card.id));
      }
      expect(pages, bbox).toEqual(all.slice(0, 12).map((row) => row.id));
    }
  });

  it('keeps the counts exact as listings are unpublished, moved, changed and deleted', async () => {
    const db = t.database.db;
    const before = total((await answer({ bbox: NIGERIA, zoom: 5 })).clusters);
    const ids = await db
      .selectFrom('properties')
      .select('id')
      .where('status', '=', 'published')
      .where('latitude', 'is not', null)
      .where('category', '=', 'sale')
      .orderBy('id')
      .limit(4)
      .execute();
    const [a, b, c, d] = ids.map((row) => row.id) as [string, string, string, string];
    const sales = async () => found(await answer({ bbox: NIGERIA, zoom: 6, category: 'sale' }));
    const salesBefore = await sales();

    await db.updateTable('properties').set({ status: 'unpublished' }).where('id', '=', a).execute();
    await db.updateTable('properties').set({ category: 'rental' }).where('id', '=', b).execute();
    // Out to sea, beyond the search area: off the map.
    await db.updateTable('properties').set({ latitude: 2, longitude: 3 }).where('id', '=', c).execute();
    await db.deleteFrom('properties').where('id', '=', d).execute();
    // The view counter changes nothing the map counts.
    await db.updateTable('properties').set({ views: 99 }).execute();
    expect(total((await answer({ bbox: NIGERIA, zoom: 5 })).clusters)).toBe(before - 3);
    expect(await sales()).toBe(salesBefore - 4);

    await db.updateTable('properties').set({ status: 'published' }).where('id', '=', a).execute();
    expect(await sales()).toBe(salesBefore - 3);

    // Many listings in one statement (a sweep), moved and unpublished together.
    const leases = async () => found(await answer({ bbox: NIGERIA, zoom: 6, category: 'lease' }));
    expect(await leases()).toBe(6);
    await db.updateTable('properties').set({ status: 'expired' }).where('category', '=', 'lease').execute();
    expect(await leases()).toBe(0);
    await db
      .updateTable('properties')
      .set({ status: 'published', latitude: sql`latitude + 0.5` })
      .where('category', '=', 'lease')
      .execute();
    const moved = await answer({ bbox: NIGERIA, zoom: 6, category: 'lease' });
    expect(moved.points.map((point) => point.lat).sort()).toEqual(
      published((l) => l.category === 'lease')
        .map((l) => Number(l.latitude) + 0.5)
        .sort(),
    );

    // What the triggers kept is what a recount from scratch finds.
    const kept = await db.selectFrom('property_map_cells').selectAll().where('listings', '>', 0).execute();
    await sql`SELECT property_map_recount()`.execute(db);
    const recounted = await db
      .selectFrom('property_map_cells')
      .selectAll()
      .where('listings', '>', 0)
      .execute();
    const key = (row: (typeof kept)[number]) =>
      [
        row.level,
        row.cell_x,
        row.cell_y,
        row.country,
        row.state_code,
        row.category,
        row.property_type,
        row.bedrooms,
        row.bathrooms,
        row.listings,
      ].join('|');
    expect(kept.map(key).sort()).toEqual(recounted.map(key).sort());
  });

  it('keeps clusters when a rare filter would make the pins read a crowded view', async () => {
    const service = createMapService(t.database.db, { pointsScanLimit: 10 });
    const query = PropertyMapQuery.parse({ bbox: LAGOS, zoom: 9, category: 'sale', bedrooms: '4' });
    const guarded = await service.search(query);
    expect(guarded.points).toEqual([]);
    expect(total(guarded.clusters)).toBeGreaterThan(0);
    const open = await createMapService(t.database.db).search(query);
    expect(open.points).toHaveLength(total(guarded.clusters));
  });

  it('clamps a view larger than both countries and answers nothing for one outside them', async () => {
    const world = await answer({ bbox: '-180,-90,180,90', zoom: 2 });
    expect(total(world.clusters)).toBe(total((await answer({ bbox: '-14,3.5,15,14.5', zoom: 2 })).clusters));
    expect(await answer({ bbox: '100,10,110,20', zoom: 8 })).toEqual({ clusters: [], points: [] });
  });

  it.each([
    [{ zoom: 6 }, /bbox is required/],
    [{ bbox: '', zoom: 6 }, /minLng,minLat,maxLng,maxLat/],
    [{ bbox: '3.5,6.4,3.3,6.6', zoom: 6 }, /inverted/],
    [{ bbox: '3.3,6.4,3.5,95', zoom: 6 }, /outside the world/],
    [{ bbox: LAGOS }, /zoom is required/],
    [{ bbox: LAGOS, zoom: 21 }, /zoom must be from 0 to 20/],
    [{ bbox: LAGOS, zoom: -1 }, /zoom must be from 0 to 20/],
    [{ bbox: LAGOS, zoom: 7.5 }, /whole number/],
    [{ bbox: LAGOS, zoom: 'near' }, /zoom/],
    [{ bbox: LAGOS, zoom: 8, bedrooms: 'many' }, /rooms/],
  ])('refuses %j with 400 and the reason', async (query, reason) => {
    const res = await map(query as Query);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(reason);
  });
});
