import { waitFor } from '@ile/db/testing/wait-for';
import { QUEUES } from '@ile/shared';
import type { Job } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { sweepListingAvailabilityHandler } from '../src/handlers/listings/sweep-listing-availability.handler';
import { createListing, createOwner, DAY, daysAgo } from './support/listings';
import { useWorkerHarness } from './support/worker-harness';

describe('the availability sweep (listings queue)', () => {
  const worker = useWorkerHarness({ queue: QUEUES.listings });
  const sweep = (limit: number) =>
    sweepListingAvailabilityHandler.handle({ limit }, {} as Job, worker.handlerContext()) as Promise<{
      reminded: number;
      expired: number;
      tokensDeleted: number;
    }>;
  const statusOf = async (id: string) =>
    await worker.db
      .selectFrom('properties')
      .select(['status', 'availability_reminded_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const events = () =>
    worker.db.selectFrom('outbox_events').select(['event_type', 'payload']).orderBy('id').execute();
  const notices = (recipientId: string) =>
    worker.db
      .selectFrom('notices')
      .select(['heading', 'description', 'link'])
      .where('recipient_id', '=', recipientId)
      .execute();

  it('expires listings unconfirmed for 45 days, reminds those at 30, once, grouped per owner; a second run does nothing', async () => {
    const ada = await createOwner(worker, 'Ada');
    const bayo = await createOwner(worker, 'Bayo');
    const due1 = await createListing(worker, ada.id, 'Due one', { published_at: daysAgo(35) });
    const due2 = await createListing(worker, ada.id, 'Due two', {
      published_at: daysAgo(60),
      available_confirmed_at: daysAgo(31),
    });
    const stale = await createListing(worker, ada.id, 'Stale', { published_at: daysAgo(50) });
    const fresh = await createListing(worker, ada.id, 'Fresh', { published_at: daysAgo(10) });
    const remindedAlready = await createListing(worker, ada.id, 'Asked', {
      published_at: daysAgo(40),
      available_confirmed_at: daysAgo(33),
      availability_reminded_at: daysAgo(2),
    });
    // Confirmed after its last reminder: a new period, so asked again once it is due.
    const confirmedSince = await createListing(worker, ada.id, 'Confirmed since', {
      published_at: daysAgo(90),
      available_confirmed_at: daysAgo(32),
      availability_reminded_at: daysAgo(40),
    });
    const unpublished = await createListing(worker, ada.id, 'Unpublished', {
      status: 'unpublished',
      published_at: daysAgo(80),
    });
    const bayos = await createListing(worker, bayo.id, 'Bayo’s', { published_at: daysAgo(46) });

    // A batch of 2 makes the sweep loop; the result counts every batch.
    expect(await sweep(2)).toEqual({ expired: 2, reminded: 3, tokensDeleted: 0 });

    expect((await statusOf(stale)).status).toBe('expired');
    expect((await statusOf(bayos)).status).toBe('expired');
    for (const id of [due1, due2, confirmedSince]) {
      const row = await statusOf(id);
      expect(row.status).toBe('published');
      expect(row.availability_reminded_at).not.toBeNull();
    }
    expect(await statusOf(fresh)).toEqual({ status: 'published', availability_reminded_at: null });
    expect((await statusOf(remindedAlready)).availability_reminded_at?.getTime()).toBeLessThan(
      daysAgo(1).getTime(),
    );
    expect((await statusOf(unpublished)).status).toBe('unpublished');

    const emitted = await events();
    const byType = (type: string) => emitted.filter((e) => e.event_type === type).map((e) => e.payload);
    // Expiry batches of 2 took Ada's and Bayo's in one batch: one event per owner.
    expect(byType('property.expired')).toEqual(
      expect.arrayContaining([
        { ownerId: ada.id, propertyIds: [stale] },
        { ownerId: bayo.id, propertyIds: [bayos] },
      ]),
    );
    const reminded = byType('property.availability_due').flatMap(
      (p) => (p as { propertyIds: string[] }).propertyIds,
    );
    expect(reminded.sort()).toEqual([due1, due2, confirmedSince].sort());
    expect((await notices(bayo.id)).map((n) => n.heading)).toEqual(['A listing expired']);
    expect((await notices(ada.id)).every((n) => n.link === '/manage/listings')).toBe(true);

    // Idempotent: everything it did is recorded on the rows.
    const before = (await events()).length;
    expect(await sweep(2)).toEqual({ expired: 0, reminded: 0, tokensDeleted: 0 });
    expect((await events()).length).toBe(before);
  });

  it('deletes link tokens past their expiry', async () => {
    const ada = await createOwner(worker, 'Ada');
    const id = await createListing(worker, ada.id, 'Any', { published_at: daysAgo(1) });
    await worker.db
      .insertInto('listing_availability_tokens')
      .values([
        { token_hash: 'old', property_id: id, owner_id: ada.id, expires_at: daysAgo(1) },
        { token_hash: 'new', property_id: id, owner_id: ada.id, expires_at: new Date(Date.now() + DAY) },
      ])
      .execute();
    expect((await sweep(10)).tokensDeleted).toBe(1);
    const left = await worker.db.selectFrom('listing_availability_tokens').select('token_hash').execute();
    expect(left).toEqual([{ token_hash: 'new' }]);
  });

  it('runs on its schedule in a started worker', async () => {
    const ada = await createOwner(worker, 'Ada');
    const id = await createListing(worker, ada.id, 'Old', { published_at: daysAgo(70) });
    worker.start({ schedules: { availabilityEveryMs: 300, refreshStaleRatesOnStart: false } });
    await waitFor(async () => ((await statusOf(id)).status === 'expired' ? true : undefined), 10_000);
    const schedulers = await worker.queue.getJobSchedulers();
    expect(schedulers.map((s) => [s.key, s.every]).sort()).toEqual([
      ['refresh-peer-medians', 6 * 3600_000],
      ['sweep-listing-availability', 300],
      // The viewings' reminder and outcome sweep shares the listings queue, on its default period.
      ['sweep-viewings', 5 * 60_000],
    ]);
  });
});
