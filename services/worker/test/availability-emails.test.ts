import { consumeAvailabilityToken } from '@ile/db/repositories/listing-availability.repository';
import { waitFor } from '@ile/db/testing/wait-for';
import { outboxEvent, QUEUES } from '@ile/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { createListing, createOwner, daysAgo } from './support/listings';
import { TEST_PUBLIC_URL, useWorkerHarness } from './support/worker-harness';

describe('availability emails (email queue → SMTP)', () => {
  const worker = useWorkerHarness({ queue: QUEUES.email, smtp: true });
  let owner: { id: string; email: string };

  beforeEach(async () => {
    owner = await createOwner(worker, 'Chioma');
    // No schedules: the availability sweep would find these listings due and write its own events.
    worker.start({ schedules: { enabled: false } });
  });

  const tokensIn = (text: string) =>
    [...text.matchAll(/listing-availability\?token=([\w-]+)/g)].map((m) => m[1] as string);

  it('asks the owner once for all their due listings, with a one-click link per listing that confirms it', async () => {
    const a = await createListing(worker, owner.id, 'Flat in Yaba', { published_at: daysAgo(31) });
    const b = await createListing(worker, owner.id, 'Duplex in Lekki', { published_at: daysAgo(33) });
    const eventId = await worker.emit(
      outboxEvent('property.availability_due', { ownerId: owner.id, propertyIds: [a, b] }),
    );
    const mail = await waitFor(() => worker.smtp.messages.find((m) => m.to.includes(owner.email)));
    expect(mail.subject).toBe('Are your 2 listings still available?');
    expect(mail.text).toContain('Flat in Yaba');
    expect(mail.text).toContain('Duplex in Lekki');
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/manage/listings`);
    const tokens = tokensIn(mail.text);
    expect(tokens).toHaveLength(2);
    expect(mail.html).toContain(`href="${TEST_PUBLIC_URL}/listing-availability?token=`);
    // Listed by title: Duplex (b) first. Each token names its own listing.
    expect(await consumeAvailabilityToken(worker.db, tokens[0] as string)).toEqual({
      propertyId: b,
      ownerId: owner.id,
    });
    expect(await consumeAvailabilityToken(worker.db, tokens[1] as string)).toEqual({
      propertyId: a,
      ownerId: owner.id,
    });

    // Redelivered after BullMQ forgot the job: the handler runs again, finds the email sent, issues no token.
    await (await worker.ranJob(eventId)).remove();
    await worker.redeliver(eventId);
    expect((await worker.ranJob(eventId)).returnvalue).toMatchObject({ outcome: 'duplicate' });
    expect(
      await worker.db.selectFrom('listing_availability_tokens').select('token_hash').execute(),
    ).toHaveLength(2);
    expect(worker.smtp.messages.filter((m) => m.to.includes(owner.email))).toHaveLength(1);
  });

  it('sends nothing when every listing was confirmed or taken down since the sweep', async () => {
    const a = await createListing(worker, owner.id, 'Sold since', {
      status: 'sold',
      published_at: daysAgo(31),
    });
    const eventId = await worker.emit(
      outboxEvent('property.availability_due', { ownerId: owner.id, propertyIds: [a] }),
    );
    expect((await worker.finishedJob(eventId)).returnvalue).toMatchObject({ outcome: 'skipped' });
    expect(worker.smtp.messages).toEqual([]);
  });

  it('tells the owner a listing expired, with a one-click renew link', async () => {
    const a = await createListing(worker, owner.id, 'Shop in Freetown', {
      status: 'expired',
      published_at: daysAgo(50),
    });
    await worker.emit(outboxEvent('property.expired', { ownerId: owner.id, propertyIds: [a] }));
    const mail = await waitFor(() => worker.smtp.messages.find((m) => m.to.includes(owner.email)));
    expect(mail.subject).toBe('“Shop in Freetown” has expired');
    expect(mail.text).toContain('Renew:');
    const [token] = tokensIn(mail.text);
    expect(await consumeAvailabilityToken(worker.db, token as string)).toEqual({
      propertyId: a,
      ownerId: owner.id,
    });
  });
});
