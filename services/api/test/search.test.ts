import type { Db, NewProperty } from '@ile/db';
import { CARD_BADGE_COLUMNS, CARD_COLUMNS, type CardRow } from '@ile/db/repositories/properties.repository';
import { SearchPropertiesQuery, type SearchPropertiesQueryInput, type SearchSort } from '@ile/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingImagesFor } from '../src/lib/listing-images';
import { toCards } from '../src/modules/property/property-cards';
import { createSearchService } from '../src/modules/search/search.service';
import { createUser, login, type Session, type TestUser } from './helpers/accounts';
import { createProperty } from './helpers/listings';
import { createTestApp, type TestApp } from './helpers/test-app';

type Query = Record<string, string | number>;

interface Card {
  id: string;
  title: string;
  price: number;
  currency: string;
  images: string[];
  isLiked: boolean;
}

interface SearchAnswer {
  properties: Card[];
  totalItems: number;
  totalPages: number;
  totalIsEstimate?: boolean;
}

function searchOf(t: () => TestApp) {
  return async (query: Query = {}, session: Session | null = null, path = 'search') => {
    const res = await t().app.inject({
      method: 'GET',
      url: `/api/v1/property/${path}`,
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
      headers: session?.auth ?? {},
    });
    return res;
  };
}

async function insertRates(db: Db, quotes: Record<string, number>) {
  await db
    .insertInto('exchange_rates')
    .values(
      Object.entries(quotes).map(([quote, rate]) => ({
        quote,
        rate: String(rate),
        source: 'test',
        fetched_at: new Date(),
      })),
    )
    .execute();
}

describe('property search: filters', () => {
  let t: TestApp;
  let owner: TestUser;
  let viewer: Session;
  let viewerId: string;
  let other: Session;
  const ids: Record<string, string> = {};
  const search = searchOf(() => t);

  /** Titles of every matching listing, in answer order (one page of 50 holds them all). */
  const titles = async (query: Query) => {
    const res = await search({ size: 50, ...query });
    expect(res.statusCode).toBe(200);
    return (res.json().data as SearchAnswer).properties.map((card) => card.title).sort();
  };

  const listings: Record<string, Partial<NewProperty>> = {
    lekki: {
      title: 'Three-bedroom duplex in Lekki',
      description: 'Serviced estate with constant power',
      address: '14 Admiralty Way',
      city: 'Lekki',
      state: 'Lagos',
      state_code: 'LA',
      country: 'NG',
      price: 4_500_000,
      currency: 'NGN',
      category: 'rental',
      property_type: 'residential',
      bedrooms: 3,
      bathrooms: 3,
      year_built: 2015,
      land_size: 600,
      building_size: 250,
      parking_size: 30,
      garage_size: 20,
      tags: ['serviced', 'gated estate'],
      views: 50,
      latitude: 6.4474,
      longitude: 3.4723,
    },
    yaba: {
      title: 'Studio flat in Yaba',
      description: 'Close to the university',
      address: '3 Herbert Macaulay Way',
      city: 'Yaba',
      state: 'Lagos',
      state_code: 'LA',
      country: 'NG',
      price: 900_000,
      currency: 'NGN',
      category: 'rental',
      property_type: 'residential',
      bedrooms: 1,
      bathrooms: 1,
      year_built: 1995,
      building_size: 40,
      tags: ['furnished'],
      views: 5,
      latitude: 6.5095,
      longitude: 3.3711,
    },
    wuse: {
      title: 'Office space in Wuse',
      description: 'Open plan, backup generator',
      address: '21 Aminu Kano Crescent',
      city: 'Wuse',
      state: 'Federal Capital Territory',
      state_code: 'FC',
      country: 'NG',
      price: 12_000_000,
      currency: 'NGN',
      duration: 'year',
      category: 'lease',
      property_type: 'commercial',
      bedrooms: 0,
      bathrooms: 2,
      year_built: 2008,
      building_size: 300,
      parking_size: 100,
      tags: ['serviced'],
      views: 200,
      latitude: 9.0765,
      longitude: 7.4986,
    },
    freetown: {
      title: 'Hostel rooms near Fourah Bay',
      description: 'Shared kitchen, walk to campus',
      address: '5 Mount Aureol Road',
      city: 'Freetown',
      state: 'Western Area Urban',
      state_code: 'WU',
      country: 'SL',
      price: 15_000,
      currency: 'SLE',
      category: 'hostel',
      property_type: 'student',
      bedrooms: 6,
      bathrooms: 3,
      year_built: 1975,
      building_size: 120,
      tags: ['close to campus'],
      views: 80,
      latitude: 8.4657,
      longitude: -13.2317,
    },
    kenema: {
      title: 'Plot of land in Kenema',
      description: 'Dry land with documents',
      address: 'Hangha Road',
      city: 'Kenema',
      state: 'Kenema',
      state_code: 'KE',
      country: 'SL',
      price: 50_000,
      currency: 'SLE',
      duration: 'outright',
      category: 'sale',
      property_type: 'land',
      bedrooms: 0,
      bathrooms: 0,
      land_size: 2000,
      views: 0,
      latitude: 7.8767,
      longitude: -11.1875,
    },
    kebbi: {
      title: 'Five-bedroom mansion in Kebbi',
      description: 'Gated estate with a swimming pool',
      address: '1 Ahmadu Bello Way',
      city: 'Birnin Kebbi',
      state: 'Kebbi',
      state_code: 'KE',
      country: 'NG',
      price: 80_000_000,
      currency: 'NGN',
      duration: 'outright',
      category: 'sale',
      property_type: 'residential',
      bedrooms: 5,
      bathrooms: 6,
      year_built: 1948,
      land_size: 1500,
      building_size: 500,
      garage_size: 60,
      tags: ['gated estate', 'swimming pool'],
      views: 120,
      latitude: 12.45,
      longitude: 4.1975,
    },
  };
  const title = (key: keyof typeof listings) => listings[key]?.title as string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    owner = await createUser(t.database.db);
    const viewerUser = await createUser(t.database.db);
    viewerId = viewerUser.id;
    viewer = await login(t.app, viewerUser);
    other = await login(t.app, await createUser(t.database.db));
    for (const [key, overrides] of Object.entries(listings)) {
      ids[key] = (await createProperty(t.database.db, owner.id, overrides)).id;
    }
    // Never searchable, whatever matches.
    for (const status of ['draft', 'unpublished', 'deleted'] as const) {
      await createProperty(t.database.db, owner.id, {
        ...listings.lekki,
        title: `Duplex in Lekki ${status}`,
        status,
      });
    }
  });
  afterAll(() => t.close());

  it('answers every published listing, newest first, in the JSend envelope with image URLs', async () => {
    const res = await search();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    const data = body.data as SearchAnswer;
    expect(data.totalItems).toBe(6);
    expect(data.totalPages).toBe(1);
    expect(data.totalIsEstimate).toBeUndefined();
    expect(data.properties.map((card) => card.title)).toEqual(
      ['kebbi', 'kenema', 'freetown', 'wuse', 'yaba', 'lekki'].map((key) => title(key)),
    );
    const card = data.properties.find((candidate) => candidate.id === ids.lekki);
    expect(card).toMatchObject({ price: 4_500_000, currency: 'NGN', isLiked: false, bedrooms: 3 });
    expect(card?.images).toHaveLength(3);
  });

  it('never shows draft, unpublished or deleted listings, even when they match', async () => {
    expect(await titles({ keyWord: 'duplex' })).toEqual([title('lekki')]);
    for (const status of ['draft', 'unpublished', 'deleted']) {
      expect(await titles({ title: `Lekki ${status}` })).toEqual([]);
      expect(await titles({ keyWord: status })).toEqual([]);
    }
  });

  it('matches keywords against title, description and place, the last word as a prefix', async () => {
    expect(await titles({ keyWord: 'duplex' })).toEqual([title('lekki')]);
    expect(await titles({ keyWord: 'LEKKI duplex' })).toEqual([title('lekki')]);
    expect(await titles({ keyWord: 'serviced estate' })).toEqual([title('lekki')]);
    expect(await titles({ keyWord: 'univ' })).toEqual([title('yaba')]);
    expect(await titles({ keyWord: 'kebbi' })).toEqual([title('kebbi')]);
    expect(await titles({ keyWord: 'gated' })).toEqual([title('kebbi')]);
    expect(await titles({ keyWord: 'castle' })).toEqual([]);
    // Nothing but punctuation is as good as no keyword.
    expect(await titles({ keyWord: '?!' })).toHaveLength(6);
  });

  it('matches title text anywhere in the title, pattern characters taken literally', async () => {
    expect(await titles({ title: 'mansion' })).toEqual([title('kebbi')]);
    expect(await titles({ title: 'OFFICE SPACE' })).toEqual([title('wuse')]);
    expect(await titles({ title: 'plot%' })).toEqual([]);
    expect(await titles({ title: 'st' })).toEqual([]);
    expect(await titles({ title: 'in' })).toEqual(
      ['lekki', 'yaba', 'wuse', 'kenema', 'kebbi'].map((key) => title(key)).sort(),
    );
  });

  it('filters by rooms: an exact count, or "5+" for five or more', async () => {
    expect(await titles({ bedrooms: '3' })).toEqual([title('lekki')]);
    expect(await titles({ bedrooms: '5+' })).toEqual([title('kebbi'), title('freetown')].sort());
    expect(await titles({ bathrooms: '3' })).toEqual([title('lekki'), title('freetown')].sort());
    expect(await titles({ bathrooms: '6+' })).toEqual([title('kebbi')]);
  });

  it('filters by country, by code or name; a country without listings matches nothing', async () => {
    expect(await titles({ country: 'NG' })).toHaveLength(4);
    expect(await titles({ country: 'sierra leone' })).toEqual([title('freetown'), title('kenema')].sort());
    expect(await titles({ country: 'GH' })).toEqual([]);
  });

  it('filters by state through its code, aliases and names, within the country when given', async () => {
    const lagos = [title('lekki'), title('yaba')].sort();
    expect(await titles({ state: 'Lagos' })).toEqual(lagos);
    expect(await titles({ state: 'la' })).toEqual(lagos);
    expect(await titles({ state: 'lagos state' })).toEqual(lagos);
    expect(await titles({ state: 'FCT' })).toEqual([title('wuse')]);
    // 'KE' is Kebbi in Nigeria and Kenema in Sierra Leone.
    expect(await titles({ state: 'KE' })).toEqual([title('kebbi'), title('kenema')].sort());
    expect(await titles({ state: 'KE', country: 'SL' })).toEqual([title('kenema')]);
    expect(await titles({ state: 'Lagos', country: 'SL' })).toEqual([]);
    expect(await titles({ state: 'Atlantis' })).toEqual([]);
  });

  it('filters by city whatever the case and spacing', async () => {
    expect(await titles({ city: 'lekki' })).toEqual([title('lekki')]);
    expect(await titles({ city: 'FREETOWN' })).toEqual([title('freetown')]);
    expect(await titles({ city: '  birnin   kebbi ' })).toEqual([title('kebbi')]);
    expect(await titles({ city: 'Lek' })).toEqual([]);
  });

  it('filters by category and property type', async () => {
    expect(await titles({ category: 'hostel' })).toEqual([title('freetown')]);
    expect(await titles({ propertyType: 'land' })).toEqual([title('kenema')]);
    expect(await titles({ category: 'sale', propertyType: 'residential' })).toEqual([title('kebbi')]);
  });

  it('filters by year built, a band or one year', async () => {
    expect(await titles({ yearBuilt: 'before-1950' })).toEqual([title('kebbi')]);
    expect(await titles({ yearBuilt: '1990-1999' })).toEqual([title('yaba')]);
    expect(await titles({ yearBuilt: '2015' })).toEqual([title('lekki')]);
  });

  it('filters by sizes: land, building band, parking and garage minimums', async () => {
    expect(await titles({ landSize: 1000 })).toEqual([title('kebbi'), title('kenema')].sort());
    expect(await titles({ buildingSize: '3000-plus-sqft' })).toEqual([title('kebbi'), title('wuse')].sort());
    expect(await titles({ buildingSize: 'under-500-sqft' })).toEqual([title('yaba')]);
    expect(await titles({ parkingSize: 50 })).toEqual([title('wuse')]);
    expect(await titles({ garageSize: 50 })).toEqual([title('kebbi')]);
  });

  it('filters by distance from a point (lat,lng,radiusKm)', async () => {
    expect(await titles({ cordinates: '6.45,3.40,20' })).toEqual([title('lekki'), title('yaba')].sort());
    expect(await titles({ cordinates: '6.45,3.47,3' })).toEqual([title('lekki')]);
    expect(await titles({ cordinates: '8.48,-13.23,5' })).toEqual([title('freetown')]);
    expect(await titles({ cordinates: '0,0,50' })).toEqual([]);
  });

  it('filters by a map area (bbox), clamped to the two countries; outside them nothing', async () => {
    expect(await titles({ bbox: '3.3,6.4,3.5,6.6' })).toEqual([title('lekki'), title('yaba')].sort());
    expect(await titles({ bbox: '3.44,6.4,3.5,6.5' })).toEqual([title('lekki')]);
    expect(await titles({ bbox: '-13.3,8.4,-13.1,8.6', category: 'hostel' })).toEqual([title('freetown')]);
    expect(await titles({ bbox: '-180,-90,180,90' })).toHaveLength(6);
    expect(await titles({ bbox: '100,10,110,20' })).toEqual([]);
  });

  it('filters by a minimum view count', async () => {
    expect(await titles({ views: 100 })).toEqual([title('kebbi'), title('wuse')].sort());
  });

  it('filters by tags: a listing must carry every tag asked for, in any case', async () => {
    expect(await titles({ tags: 'serviced' })).toEqual([title('lekki'), title('wuse')].sort());
    expect(await titles({ tags: 'serviced,gated estate' })).toEqual([title('lekki')]);
    expect(await titles({ tags: 'Gated Estate' })).toEqual([title('kebbi'), title('lekki')].sort());
  });

  it('filters by price in NGN by default; without rates other currencies cannot be compared', async () => {
    expect(await titles({ minPrice: 1_000_000, maxPrice: 20_000_000 })).toEqual(
      [title('lekki'), title('wuse')].sort(),
    );
    expect(await titles({ maxPrice: 1_000_000 })).toEqual([title('yaba')]);
    expect(await titles({ minPrice: 10_000, currency: 'SLE' })).toEqual(
      [title('freetown'), title('kenema')].sort(),
    );
    expect(await titles({ minPrice: 1, currency: 'USD' })).toEqual([]);
  });

  it('combines filters', async () => {
    expect(await titles({ state: 'Lagos', bedrooms: '3' })).toEqual([title('lekki')]);
    expect(await titles({ keyWord: 'duplex', state: 'FCT' })).toEqual([]);
    expect(await titles({ category: 'sale', country: 'NG', keyWord: 'pool', minPrice: 50_000_000 })).toEqual([
      title('kebbi'),
    ]);
    expect(
      await titles({ state: 'Lagos', tags: 'furnished', maxPrice: 1_000_000, yearBuilt: '1990-1999' }),
    ).toEqual([title('yaba')]);
  });

  it('ignores empty and unknown filters', async () => {
    const empty = Object.fromEntries(
      [
        'keyWord',
        'bedrooms',
        'minPrice',
        'country',
        'state',
        'city',
        'category',
        'tags',
        'cordinates',
        'bbox',
        'views',
      ].map((key) => [key, '']),
    );
    expect(await titles({ ...empty, colour: 'blue' })).toHaveLength(6);
  });

  it.each([
    ['bedrooms', 'many'],
    ['minPrice', 'cheap'],
    ['size', '51'],
    ['page', '0'],
    ['category', 'castle'],
    ['sort', 'random'],
    ['cordinates', '6.45,3.39'],
    ['bbox', '3.5,6.4,3.3,6.6'],
    ['bbox', '3.3,6.4,3.5,95'],
    ['bbox', '3.3,6.4,3.5'],
    ['currency', 'XYZ'],
  ])('answers 400 for a malformed %s', async (key, value) => {
    const res = await search({ [key]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'fail' });
    expect(res.json().errors).toHaveProperty(key);
  });

  it('counts and pages small result sets exactly', async () => {
    const first = (await search({ country: 'NG', size: 3 })).json().data as SearchAnswer;
    expect(first).toMatchObject({ totalItems: 4, totalPages: 2 });
    expect(first.properties).toHaveLength(3);
    const second = (await search({ country: 'NG', size: 3, page: 2 })).json().data as SearchAnswer;
    expect(second).toMatchObject({ totalItems: 4, totalPages: 2 });
    expect(second.properties).toHaveLength(1);
    const beyond = (await search({ country: 'NG', size: 3, page: 3 })).json().data as SearchAnswer;
    expect(beyond).toMatchObject({ properties: [], totalItems: 4, totalPages: 2 });
    const none = (await search({ keyWord: 'castle' })).json().data as SearchAnswer;
    expect(none).toMatchObject({ properties: [], totalItems: 0, totalPages: 0 });
  });

  it("marks the caller's saved listings, never an anonymous caller's", async () => {
    await t.database.db
      .insertInto('wishlists')
      .values({ user_id: viewerId, property_id: ids.lekki as string })
      .execute();
    const liked = async (session: Session | null, query: Query = {}) =>
      Object.fromEntries(
        ((await search(query, session)).json().data as SearchAnswer).properties.map((card) => [
          card.title,
          card.isLiked,
        ]),
      );
    expect(await liked(viewer)).toMatchObject({ [title('lekki')]: true, [title('yaba')]: false });
    expect(Object.values(await liked(viewer)).filter(Boolean)).toHaveLength(1);
    expect(Object.values(await liked(null)).some(Boolean)).toBe(false);
    expect(Object.values(await liked(other)).some(Boolean)).toBe(false);
    expect((await liked(viewer, { userId: viewerId }))[title('lekki')]).toBe(true);
  });

  it("refuses a userId that is not the caller's: 403 with a token, 401 without", async () => {
    expect((await search({ userId: viewerId }, other)).statusCode).toBe(403);
    expect((await search({ userId: viewerId })).statusCode).toBe(401);
    expect((await search({ userId: viewerId }, viewer)).statusCode).toBe(200);
  });

  it('answers searchwishlist exactly like search', async () => {
    const query = { state: 'Lagos', sort: 'price_asc' };
    const a = await search(query, viewer, 'search');
    const b = await search(query, viewer, 'searchwishlist');
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
  });
});

describe('property search: prices across currencies, sorting and stable pages', () => {
  let t: TestApp;
  let owner: TestUser;
  const search = searchOf(() => t);
  const answer = async (query: Query) => {
    const res = await search(query);
    expect(res.statusCode).toBe(200);
    return res.json().data as SearchAnswer;
  };
  const prices = async (query: Query) =>
    (await answer({ size: 50, city: 'Pricetown', ...query })).properties.map(
      (card) => `${card.price} ${card.currency}`,
    );

  const base: Partial<NewProperty> = {
    city: 'Pricetown',
    state: 'Lagos',
    state_code: 'LA',
    country: 'NG',
    currency: 'NGN',
  };
  const inLeones: Partial<NewProperty> = {
    city: 'Pricetown',
    state: 'Western Area Urban',
    state_code: 'WU',
    country: 'SL',
    currency: 'SLE',
  };
  const tied: string[] = [];
  const moment = new Date('2026-01-15T10:00:00.000Z');

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    owner = await createUser(t.database.db);
    // 1 USD = 1500 NGN = 25 SLE, so 1 SLE = 60 NGN.
    await insertRates(t.database.db, { USDNGN: 1500, USDSLE: 25, USDGBP: 0.75 });
    const add = (overrides: Partial<NewProperty>) => createProperty(t.database.db, owner.id, overrides, 0);
    await add({ ...base, title: 'N1', price: 3_000_000, views: 10 }); // 2000 USD
    await add({ ...base, title: 'N2', price: 1_200_000, views: 30 }); // 800 USD
    await add({ ...inLeones, title: 'S1', price: 30_000, views: 20 }); // 1200 USD
    await add({ ...inLeones, title: 'S2', price: 10_000, views: 40 }); // 400 USD
    // Listings alike in every sort key: only the tie-breaker orders them.
    for (let index = 0; index < 23; index++) {
      const { id } = await add({
        ...(index % 3 === 0 ? inLeones : base),
        city: 'Tieville',
        title: `Tie ${index}`,
        price: index % 3 === 0 ? 10_000 : 600_000,
        views: 7,
        created_at: moment,
      });
      tied.push(id);
    }
    // And some that tie only in part, around them.
    for (let index = 0; index < 9; index++) {
      const { id } = await add({
        ...base,
        city: 'Tieville',
        title: `Near tie ${index}`,
        price: 600_000 + (index % 3) * 1000,
        views: 7 + (index % 2),
        created_at: new Date(moment.getTime() + (index % 3) * 1000),
      });
      tied.push(id);
    }
  });
  afterAll(() => t.close());

  it('sorts NGN and SLE listings together by their converted price', async () => {
    expect(await prices({ sort: 'price_asc' })).toEqual([
      '10000 SLE',
      '1200000 NGN',
      '30000 SLE',
      '3000000 NGN',
    ]);
    expect(await prices({ sort: 'price_desc' })).toEqual([
      '3000000 NGN',
      '30000 SLE',
      '1200000 NGN',
      '10000 SLE',
    ]);
  });

  it('sorts by views and by newest', async () => {
    expect(await prices({ sort: 'most_viewed' })).toEqual([
      '10000 SLE',
      '1200000 NGN',
      '30000 SLE',
      '3000000 NGN',
    ]);
    expect(await prices({ sort: 'newest' })).toEqual([
      '10000 SLE',
      '30000 SLE',
      '1200000 NGN',
      '3000000 NGN',
    ]);
  });

  it('converts price bounds from the visitor currency into every listing currency', async () => {
    // 700..1500 USD: N2 (800 USD) and S1 (1200 USD).
    expect(await prices({ minPrice: 700, maxPrice: 1500, currency: 'USD', sort: 'price_asc' })).toEqual([
      '1200000 NGN',
      '30000 SLE',
    ]);
    // 1,000,000..2,000,000 NGN is 16,666.67..33,333.33 SLE.
    expect(await prices({ minPrice: 1_000_000, maxPrice: 2_000_000, sort: 'price_asc' })).toEqual([
      '1200000 NGN',
      '30000 SLE',
    ]);
    // In pounds: 0.75 GBP per USD, so 300..700 GBP is 400..933 USD: S2 and N2.
    expect(await prices({ minPrice: 300, maxPrice: 700, currency: 'GBP', sort: 'price_asc' })).toEqual([
      '10000 SLE',
      '1200000 NGN',
    ]);
  });

  it('keeps listings priced exactly at a converted bound, and reads old leones (SLL) as SLE / 1000', async () => {
    // 20,000,000 SLL = 20,000 SLE = 1,200,000 NGN exactly.
    expect(
      await prices({ minPrice: 20_000_000, maxPrice: 40_000_000, currency: 'SLL', sort: 'price_asc' }),
    ).toEqual(['1200000 NGN', '30000 SLE']);
    expect(await prices({ maxPrice: 400, currency: 'USD' })).toEqual(['10000 SLE']);
  });

  it('combines a price range with a state', async () => {
    expect(await prices({ minPrice: 100, currency: 'USD', state: 'Lagos', sort: 'price_desc' })).toEqual([
      '3000000 NGN',
      '1200000 NGN',
    ]);
    expect(await prices({ minPrice: 100, currency: 'USD', state: 'Western Area Urban' })).toEqual([
      '10000 SLE',
      '30000 SLE',
    ]);
  });

  it('gives cards exactly the images listingImagesFor gives, in gallery order', async () => {
    const db = t.database.db;
    const { id } = await createProperty(db, owner.id, { ...base, city: 'Imageville' }, 0);
    const image = async (
      position: number,
      status: 'processed' | 'pending',
      variants: Array<[number, 'webp' | 'avif' | 'jpeg']>,
    ) => {
      const row = await db
        .insertInto('property_images')
        .values({
          property_id: id,
          position,
          original_key: `test/${id}/${position}.jpg`,
          content_type: 'image/jpeg',
          bytes: 1000,
          status,
          width: 1600,
          height: 1200,
          placeholder: `data:image/webp;base64,${position}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [width, format] of variants) {
        await db
          .insertInto('property_image_variants')
          .values({
            image_id: row.id,
            width,
            format,
            storage_key: `test/${id}/${position}/${width}.${format}`,
            bytes: 10,
          })
          .execute();
      }
    };
    await image(2, 'processed', [
      [1280, 'webp'],
      [640, 'webp'],
      [320, 'webp'],
      [640, 'avif'],
      [1280, 'jpeg'],
      [640, 'jpeg'],
    ]);
    await image(0, 'processed', [
      [1280, 'webp'],
      [320, 'jpeg'],
    ]);
    await image(1, 'pending', [[640, 'webp']]);
    await image(3, 'processed', []);
    await image(4, 'processed', [[320, 'jpeg']]);
    const rows = (await db
      .selectFrom('properties as p')
      .select(CARD_COLUMNS)
      .select(CARD_BADGE_COLUMNS)
      .where('p.id', '=', id)
      .execute()) as CardRow[];
    const [card] = await toCards(db, rows);
    const expected = (await listingImagesFor(db, [id])).get(id);
    expect(card).toMatchObject({ images: expected?.images, image_set: expected?.image_set });
    expect(card?.images).toEqual([
      `/media/test/${id}/0/1280.webp`,
      `/media/test/${id}/2/640.webp`,
      `/media/test/${id}/4/320.jpeg`,
    ]);
  });

  const SORTS: SearchSort[] = ['newest', 'price_asc', 'price_desc', 'most_viewed'];

  it.each(SORTS)('walks every page of %s without repeating or skipping, ties included', async (sort) => {
    const all = await answer({ city: 'Tieville', sort, size: 50 });
    expect(all.totalItems).toBe(tied.length);
    expect(new Set(all.properties.map((card) => card.id))).toEqual(new Set(tied));
    for (const size of [4, 5, 7]) {
      const walked: string[] = [];
      const first = await answer({ city: 'Tieville', sort, size });
      expect(first.totalPages).toBe(Math.ceil(tied.length / size));
      for (let page = 1; page <= first.totalPages; page++) {
        const { properties, totalItems } = await answer({ city: 'Tieville', sort, size, page });
        expect(totalItems).toBe(tied.length);
        walked.push(...properties.map((card) => card.id));
      }
      expect(walked).toEqual(all.properties.map((card) => card.id));
    }
  });

  it('orders listings that tie on the sort key by id', async () => {
    const ids = (await answer({ city: 'Tieville', sort: 'newest', size: 50 })).properties
      .filter((card) => card.title.startsWith('Tie '))
      .map((card) => card.id);
    expect(ids).toEqual([...ids].sort());
    const descending = (await answer({ city: 'Tieville', sort: 'price_desc', size: 50 })).properties
      .filter((card) => card.price === 600_000)
      .map((card) => card.id);
    expect(descending).toEqual([...descending].sort().reverse());
  });

  describe('through the fallback for rare matches, and past the count cap', () => {
    // A window of one listing sends every filtered search to phase 2; a cap of 5 makes counts estimates.
    const service = () => createSearchService(t.database.db, { tuning: { window: () => 1, countCap: 5 } });
    const plain = () => createSearchService(t.database.db);
    const run = (s: ReturnType<typeof createSearchService>, query: SearchPropertiesQueryInput) =>
      s.search(SearchPropertiesQuery.parse(query));

    it.each(SORTS)('pages %s in the same order as the bounded walk', async (sort) => {
      for (const size of [3, 10]) {
        for (let page = 1; page <= Math.ceil(tied.length / size) + 1; page++) {
          const query = { city: 'Tieville', sort, size: String(size), page: String(page) };
          const [rare, walked] = await Promise.all([run(service(), query), run(plain(), query)]);
          expect(rare.properties.map((card) => card.id)).toEqual(walked.properties.map((card) => card.id));
        }
      }
    });

    it('answers an estimate, marked as such, once matches pass the cap', async () => {
      const first = await run(service(), { city: 'Tieville', size: '2' });
      expect(first.totalIsEstimate).toBe(true);
      expect(first.totalItems).toBeGreaterThan(first.properties.length);
      expect(first.totalPages).toBe(Math.ceil(first.totalItems / 2));
      const exact = await run(plain(), { city: 'Tieville', size: '2' });
      expect(exact).toMatchObject({ totalItems: tied.length });
      expect(exact.totalIsEstimate).toBeUndefined();
      // The last page knows the total exactly.
      const last = await run(service(), { city: 'Tieville', size: '10', page: '4' });
      expect(last).toMatchObject({ totalItems: tied.length, totalPages: 4 });
      expect(last.totalIsEstimate).toBeUndefined();
    });
  });
});

describe('property search: no exchange rates yet', () => {
  let t: TestApp;
  const search = searchOf(() => t);

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    const owner = await createUser(t.database.db);
    await createProperty(
      t.database.db,
      owner.id,
      { title: 'Naira flat', price: 1_000_000, currency: 'NGN' },
      0,
    );
    await createProperty(
      t.database.db,
      owner.id,
      { title: 'Leone flat', price: 10_000, currency: 'SLE', country: 'SL', state: 'Bo', state_code: 'BO' },
      0,
    );
  });
  afterAll(() => t.close());

  const titles = async (query: Query) => {
    const res = await search(query);
    expect(res.statusCode).toBe(200);
    return (res.json().data as SearchAnswer).properties.map((card) => card.title);
  };

  it('compares prices in the visitor currency only', async () => {
    expect(await titles({ minPrice: 5000 })).toEqual(['Naira flat']);
    expect(await titles({ minPrice: 5000, currency: 'SLE' })).toEqual(['Leone flat']);
    expect(await titles({ minPrice: 1, currency: 'USD' })).toEqual([]);
  });

  it('still sorts by price, by the listed amounts', async () => {
    expect(await titles({ sort: 'price_asc' })).toEqual(['Leone flat', 'Naira flat']);
    expect(await titles({ sort: 'price_desc' })).toEqual(['Naira flat', 'Leone flat']);
  });
});
