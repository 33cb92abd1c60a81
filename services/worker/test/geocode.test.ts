import { randomUUID } from 'node:crypto';
import { findRegion, outboxEvent, QUEUES } from '@ile/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type ProviderServer,
  type Responder,
  sendJson,
  startProviderServer,
} from './helpers/provider-server';
import { useWorkerHarness } from './support/worker-harness';

const USER_AGENT = 'Ile test geocoder (+http://ile.example)';

/** Speaks Nominatim's `search` (format=jsonv2): known addresses answer one place, anything else `[]`. */
const nominatim =
  (places: Record<string, [number, number]>): Responder =>
  (request, response) => {
    if (request.url.pathname !== '/search') return sendJson(response, { error: 'not found' }, 404);
    const q = (request.url.searchParams.get('q') ?? '').toLowerCase();
    const match = Object.entries(places).find(([street]) => q.includes(street.toLowerCase()));
    if (!match) return sendJson(response, []);
    const [lat, lon] = match[1];
    sendJson(response, [
      {
        place_id: 1234,
        lat: String(lat),
        lon: String(lon),
        display_name: `${match[0]}, Nigeria`,
        category: 'building',
        type: 'yes',
      },
    ]);
  };

const LAGOS = findRegion('NG', 'LA');
const WESTERN_URBAN = findRegion('SL', 'WU');

describe('geocode worker on the real PostgreSQL and Redis, against a local Nominatim', () => {
  let geocoder: ProviderServer;
  beforeEach(async () => {
    geocoder = await startProviderServer(
      nominatim({ '12 Admiralty Way': [6.4474, 3.4723], '5 Awolowo Road': [6.4446, 3.4233] }),
    );
  });
  afterEach(() => geocoder.close());
  // After the geocoder's hooks: its teardown (stopping the worker) runs before the geocoder closes.
  const worker = useWorkerHarness({
    queue: QUEUES.geocode,
    runtime: () => ({
      geocoderUrl: geocoder.url,
      geocoderUserAgent: USER_AGENT,
      schedules: { enabled: false },
    }),
  });

  let owner: string | undefined;
  beforeEach(() => {
    owner = undefined;
  });
  async function insertProperty(place: {
    address: string;
    city?: string;
    state: string;
    code: string;
    country?: 'NG' | 'SL';
  }) {
    owner ??= (
      await worker.db
        .insertInto('users')
        .values({
          email: `o-${randomUUID()}@example.test`,
          password_hash: 'x',
          first_name: 'A',
          last_name: 'B',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const country = place.country ?? 'NG';
    const row = await worker.db
      .insertInto('properties')
      .values({
        owner_id: owner,
        title: 'A listing to place on the map',
        description: 'Somewhere',
        property_type: 'residential',
        category: 'rental',
        address: place.address,
        city: place.city ?? null,
        state: place.state,
        state_code: place.code,
        country,
        price: 1_000_000,
        currency: country === 'NG' ? 'NGN' : 'SLE',
        duration: 'year',
        status: 'published',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const publish = async (
    propertyId: string,
    type: 'property.published' | 'property.relocated' = 'property.published',
  ) => worker.emit(outboxEvent(type, { propertyId }));

  const coordinates = (id: string) =>
    worker.db
      .selectFrom('properties')
      .select(['latitude', 'longitude', 'geocoded_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('writes the coordinates the geocoder finds, asking it the Nominatim way', async () => {
    const id = await insertProperty({
      address: '12 Admiralty Way',
      city: 'Lekki',
      state: 'Lagos',
      code: 'LA',
    });
    const eventId = await publish(id);
    worker.start();
    const job = await worker.finishedJob(eventId);
    expect(job.returnvalue).toEqual({
      outcome: 'geocoded',
      source: 'geocoder',
      latitude: 6.4474,
      longitude: 3.4723,
    });
    const row = await coordinates(id);
    expect([row.latitude, row.longitude]).toEqual([6.4474, 3.4723]);
    expect(row.geocoded_at).toBeInstanceOf(Date);

    expect(geocoder.requests).toHaveLength(1);
    const [request] = geocoder.requests;
    expect(request?.url.pathname).toBe('/search');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      q: '12 Admiralty Way, Lekki, Lagos, Nigeria',
      format: 'jsonv2',
      limit: '1',
      countrycodes: 'ng',
    });
    expect(request?.headers['user-agent']).toBe(USER_AGENT);
  });

  it('answers a second listing at the same address from the cache, without a request', async () => {
    const first = await insertProperty({
      address: '12 Admiralty Way',
      city: 'Lekki',
      state: 'Lagos',
      code: 'LA',
    });
    const second = await insertProperty({
      address: '12  admiralty WAY ',
      city: 'lekki',
      state: 'LAGOS',
      code: 'LA',
    });
    worker.start();
    await worker.finishedJob(await publish(first));
    const job = await worker.finishedJob(await publish(second, 'property.relocated'));
    expect(job.returnvalue).toMatchObject({ outcome: 'geocoded', source: 'cache' });
    expect(await coordinates(second)).toMatchObject({ latitude: 6.4474, longitude: 3.4723 });
    expect(geocoder.requests).toHaveLength(1);
    const cached = await worker.db.selectFrom('geocode_cache').selectAll().execute();
    expect(cached).toEqual([
      expect.objectContaining({
        query: 'ng|12 admiralty way, lekki, lagos, nigeria',
        latitude: 6.4474,
        longitude: 3.4723,
        display_name: '12 Admiralty Way, Nigeria',
      }),
    ]);
    expect(cached[0]?.expires_at.getTime()).toBeGreaterThan(Date.now() + 30 * 24 * 3600_000);
  });

  it('places an address the geocoder does not know at its state’s centroid, and remembers the miss', async () => {
    const id = await insertProperty({
      address: 'Plot 9, Nowhere Close',
      city: 'Ikeja',
      state: 'Lagos',
      code: 'LA',
    });
    worker.start();
    const job = await worker.finishedJob(await publish(id));
    expect(job.returnvalue).toMatchObject({ outcome: 'geocoded', source: 'centroid', reason: 'not found' });
    expect(await coordinates(id)).toMatchObject({ latitude: LAGOS?.lat, longitude: LAGOS?.lng });
    const miss = await worker.db.selectFrom('geocode_cache').selectAll().executeTakeFirstOrThrow();
    expect([miss.latitude, miss.longitude]).toEqual([null, null]);
    // Misses are asked again sooner than hits, but not on the next publish.
    expect(miss.expires_at.getTime() - Date.now()).toBeLessThan(8 * 24 * 3600_000);
    const again = await worker.finishedJob(await publish(id, 'property.relocated'));
    expect(again.returnvalue).toMatchObject({ source: 'centroid', reason: 'not found (cached)' });
    expect(geocoder.requests).toHaveLength(1);
  });

  it('falls back to the centroid when the geocoder fails, and does not cache the failure', async () => {
    geocoder.answer((_req, res) => sendJson(res, { error: 'overloaded' }, 503));
    const id = await insertProperty({
      address: '12 Admiralty Way',
      city: 'Lekki',
      state: 'Lagos',
      code: 'LA',
    });
    worker.start();
    const job = await worker.finishedJob(await publish(id));
    expect(job.returnvalue).toMatchObject({ outcome: 'geocoded', source: 'centroid' });
    expect(job.returnvalue.reason).toContain('HTTP 503');
    expect(await coordinates(id)).toMatchObject({ latitude: LAGOS?.lat, longitude: LAGOS?.lng });
    expect(await worker.db.selectFrom('geocode_cache').selectAll().execute()).toEqual([]);
  });

  it('without GEOCODER_URL uses the district centroid and never calls out', async () => {
    const id = await insertProperty({
      address: '3 Siaka Stevens Street',
      city: 'Freetown',
      state: 'Western Area Urban',
      code: 'WU',
      country: 'SL',
    });
    worker.start({ geocoderUrl: undefined });
    const job = await worker.finishedJob(await publish(id));
    expect(job.returnvalue).toMatchObject({
      outcome: 'geocoded',
      source: 'centroid',
      reason: 'no geocoder configured',
    });
    expect(await coordinates(id)).toMatchObject({
      latitude: WESTERN_URBAN?.lat,
      longitude: WESTERN_URBAN?.lng,
    });
    expect(geocoder.requests).toHaveLength(0);
  });

  it('makes at most one request a second, even with jobs running side by side', async () => {
    const a = await insertProperty({
      address: '12 Admiralty Way',
      city: 'Lekki',
      state: 'Lagos',
      code: 'LA',
    });
    const b = await insertProperty({ address: '5 Awolowo Road', city: 'Ikoyi', state: 'Lagos', code: 'LA' });
    const c = await insertProperty({ address: '1 Unknown Lane', city: 'Epe', state: 'Lagos', code: 'LA' });
    const events = [await publish(a), await publish(b), await publish(c)];
    worker.start({ concurrency: 4 });
    await Promise.all(events.map(worker.finishedJob));
    expect(geocoder.requests).toHaveLength(3);
    const times = geocoder.requests.map((request) => request.at).sort((x, y) => x - y);
    for (let i = 1; i < times.length; i++) {
      expect((times[i] as number) - (times[i - 1] as number)).toBeGreaterThanOrEqual(950);
    }
    expect(await coordinates(b)).toMatchObject({ latitude: 6.4446, longitude: 3.4233 });
  });
});
