import { randomUUID } from 'node:crypto';
import type { NewListingApplication, NewProperty } from '@ile/db';
import { outboxEvent, QUEUES } from '@ile/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { createOwner } from './support/listings';
import { useWorkerHarness } from './support/worker-harness';

// Issue 18, duplicate listings by attributes (docs/trust.md): the flag-duplicate-listings job on the real
// PostgreSQL (its indexes, pg_trgm) and Redis, started by the event the api writes on submission.

/** A live listing as a Lekki landlord writes one. */
const LEKKI_FLAT = {
  title: 'Tastefully finished 3 bedroom flat with BQ in Lekki Phase 1',
  description:
    'Newly renovated 3 bedroom apartment in a serene and secured estate off Admiralty Way. All rooms en suite, ' +
    'fitted kitchen with cabinets, spacious living room, guest toilet, boys quarters, 24 hours light with ' +
    'inverter backup, treated borehole water and ample parking. Service charge applies. Inspection by appointment.',
  address: '12 Admiralty Way',
  city: 'Lekki',
  state: 'Lagos',
  state_code: 'LA',
  country: 'NG' as const,
  bedrooms: 3,
  bathrooms: 4,
  price: 4_500_000,
  currency: 'NGN' as const,
};

/** The same flat copied by someone else: a new title, the description lightly reworded, another address. */
const COPIED_TEXT = {
  title: 'Lovely 3 bedroom flat in Lekki Phase One for rent',
  description:
    'Newly renovated 3 bedroom apartment in a serene and secure estate off Admiralty Way, Lekki. All rooms en ' +
    'suite, fitted kitchen with cabinets, spacious living room, guest toilet, BQ, 24hrs light with inverter ' +
    'backup, treated borehole water and ample parking. Service charge applies. Call for inspection.',
};

/** Honest listings of the same kind in the same area: the phrases every Lagos listing uses, nothing copied. */
const OTHER_LEKKI_LISTINGS = [
  {
    title: 'Spacious 3 bedroom terrace duplex in Lekki Phase 1',
    description:
      'A well finished 3 bedroom terrace duplex with a family lounge, a big kitchen with store, all rooms en ' +
      "suite, a maid's room and parking for two cars. In a quiet close near Admiralty Way. Constant water, good " +
      'road network. Annual rent, service charge and agreement fees apply.',
  },
  {
    title: '3 bedroom apartment for rent in Osapa London, Lekki',
    description:
      'Clean 3 bedroom flat on the second floor of a block of six, each room with a wardrobe and bathroom. ' +
      'Kitchen with gas cooker and extractor, prepaid meter, general generator from 6pm. Gated and secured ' +
      'with a security man. Rent is per annum.',
  },
  {
    title: 'Mini flat (room and parlour) in Yaba',
    description:
      'Self-contained room and parlour on the first floor of a storey building on Herbert Macaulay Way. Prepaid ' +
      'meter, water runs well, tiled floors, close to the University of Lagos and Yaba Tech. Suitable for a ' +
      'young professional or student.',
  },
];

describe('flag-duplicate-listings on the real PostgreSQL and Redis', () => {
  const worker = useWorkerHarness({
    queue: QUEUES.listings,
    runtime: () => ({ schedules: { enabled: false } }),
  });

  const person = async (name: string) => (await createOwner(worker, name)).id;

  async function liveListing(ownerId: string, overrides: Partial<NewProperty> = {}): Promise<string> {
    const row = await worker.db
      .insertInto('properties')
      .values({
        ...LEKKI_FLAT,
        owner_id: ownerId,
        property_type: 'residential',
        category: 'rental',
        duration: 'year',
        status: 'published',
        published_at: new Date(),
        ...overrides,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function application(
    userId: string,
    overrides: Partial<NewListingApplication> = {},
  ): Promise<string> {
    const row = await worker.db
      .insertInto('listing_applications')
      .values({
        ...LEKKI_FLAT,
        title: 'A new listing',
        description: 'Something else entirely, written by the applicant.',
        user_id: userId,
        property_type: 'residential',
        category: 'rental',
        duration: 'year',
        status: 'pending',
        ...overrides,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Submits the application's event, waits for the job, and answers the flags it has. */
  async function check(applicationId: string, userId: string) {
    const eventId = await worker.emit(
      outboxEvent('listing_application.submitted', { applicationId, userId }),
    );
    const job = await worker.ranJob(eventId);
    expect(job.failedReason).toBeUndefined();
    return flagsOf(applicationId);
  }

  const flagsOf = (applicationId: string) =>
    worker.db
      .selectFrom('listing_flags')
      .select(['kind', 'match', 'similarity', 'other_property_id', 'other_owner_id', 'property_id'])
      .where('application_id', '=', applicationId)
      .orderBy('match')
      .orderBy('similarity', 'desc')
      .execute();

  let landlord: string;
  let applicant: string;
  beforeEach(async () => {
    landlord = await person('Landlord');
    applicant = await person('Applicant');
    worker.start();
  });

  it('flags a live listing at the same address typed differently, same state, rooms and price', async () => {
    const live = await liveListing(landlord);
    const id = await application(applicant, { address: 'No. 12, Admiralty Way, Lekki' });

    expect(await check(id, applicant)).toEqual([
      {
        kind: 'listing',
        match: 'address',
        similarity: null,
        other_property_id: live,
        other_owner_id: landlord,
        property_id: null,
      },
    ]);
  });

  it('flags a price 4 % off, not 6 % off; nor another state, nor a listing out of search', async () => {
    const close = await liveListing(landlord, { price: 4_680_000 }); // +4 %
    await liveListing(landlord, { price: 4_230_000 }); // -6 %
    await liveListing(landlord, { state: 'Ogun', state_code: 'OG' });
    await liveListing(landlord, { status: 'unpublished' });
    await liveListing(landlord, { bedrooms: 2 });
    const id = await application(applicant, { address: '12 Admiralty Way' });

    const flags = await check(id, applicant);
    expect(flags.map((flag) => [flag.match, flag.other_property_id])).toEqual([['address', close]]);
  });

  it("flags the same owner's own listing too: the same property listed twice", async () => {
    const own = await liveListing(applicant, { address: '12 admiralty way, lekki, lagos state' });
    const id = await application(applicant, { address: '12 Admiralty Way' });

    expect((await check(id, applicant)).map((flag) => [flag.match, flag.other_owner_id])).toEqual([
      ['address', applicant],
    ]);
    expect(own).toBeTruthy();
  });

  it('flags near-identical title and description wherever the copy says it is, with the similarity', async () => {
    const original = await liveListing(landlord, {
      address: '4 Kofo Abayomi Street',
      city: 'Victoria Island',
    });
    for (const other of OTHER_LEKKI_LISTINGS) await liveListing(await person('Neighbour'), other);
    const id = await application(applicant, {
      ...COPIED_TEXT,
      address: '7 Adebayo Doherty Road',
      price: 3_000_000,
    });

    const flags = await check(id, applicant);
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ match: 'text', other_property_id: original, other_owner_id: landlord });
    expect(flags[0]?.similarity).toBeGreaterThanOrEqual(0.7);
  });

  it('flags nothing for ordinary listings that only share the area, the rooms and the usual phrases', async () => {
    await liveListing(landlord);
    for (const other of OTHER_LEKKI_LISTINGS.slice(1)) await liveListing(await person('Neighbour'), other);
    const id = await application(applicant, { ...OTHER_LEKKI_LISTINGS[0], address: '3 Fola Osibo Road' });

    expect(await check(id, applicant)).toEqual([]);
  });

  it('is idempotent: the job run again (a redelivered event) adds nothing', async () => {
    await liveListing(landlord, { title: LEKKI_FLAT.title, description: LEKKI_FLAT.description });
    const id = await application(applicant, { ...COPIED_TEXT, address: 'No 12 Admiralty Way' });
    const eventId = await worker.emit(
      outboxEvent('listing_application.submitted', { applicationId: id, userId: applicant }),
    );
    await worker.ranJob(eventId);
    const first = await flagsOf(id);
    expect(first.map((flag) => flag.match)).toEqual(['address', 'text']);

    await worker.redeliver(eventId);
    await check(id, applicant);
    expect(await flagsOf(id)).toEqual(first);
  });

  it('skips an application that is gone or already decided', async () => {
    await liveListing(landlord);
    const decided = await application(applicant, { status: 'unsuccessful' });
    const eventId = await worker.emit(
      outboxEvent('listing_application.submitted', { applicationId: decided, userId: applicant }),
    );
    expect((await worker.ranJob(eventId)).returnvalue).toEqual({
      outcome: 'skipped',
      reason: 'already decided',
    });
    expect(await flagsOf(decided)).toEqual([]);

    const gone = await worker.emit(
      outboxEvent('listing_application.submitted', { applicationId: randomUUID(), userId: applicant }),
    );
    expect((await worker.ranJob(gone)).returnvalue).toEqual({
      outcome: 'skipped',
      reason: 'application gone',
    });
  });
});
