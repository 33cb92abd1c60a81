import type { Executor } from '@ile/db';
import {
  deleteExpiredAvailabilityTokens,
  expireUnconfirmedListings,
  type SweptListing,
  stampAvailabilityReminders,
} from '@ile/db/repositories/listing-availability.repository';
import { insertPersonalNotice } from '@ile/db/repositories/notices.repository';
import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import { outboxEvent, QUEUED_JOBS } from '@ile/shared';
import { queuedJobHandler } from '../../registry';

export interface AvailabilitySweepResult {
  reminded: number;
  expired: number;
  tokensDeleted: number;
}

/** The listings a batch changed, grouped by owner: one email and one notice per owner, not per listing. */
function byOwner(listings: SweptListing[]): Map<string, SweptListing[]> {
  const owners = new Map<string, SweptListing[]>();
  for (const listing of listings)
    owners.set(listing.owner_id, [...(owners.get(listing.owner_id) ?? []), listing]);
  return owners;
}

const several = (listings: SweptListing[]) =>
  listings.length === 1 ? `“${listings[0]?.title}”` : `${listings.length} of your listings`;

/** Runs one batch in one transaction: the rows, the owners' notices and the email events commit together. */
async function inBatches(
  db: Executor,
  limit: number,
  step: (trx: Executor, limit: number) => Promise<SweptListing[]>,
  tell: (trx: Executor, ownerId: string, listings: SweptListing[]) => Promise<void>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const changed = await db.transaction().execute(async (trx) => {
      const rows = await step(trx, limit);
      for (const [ownerId, listings] of byOwner(rows)) await tell(trx, ownerId, listings);
      return rows.length;
    });
    total += changed;
    if (changed < limit) return total;
  }
}

/**
 * Repeatable (hourly), idempotent: expires published listings unconfirmed for 45 days, then asks the owners
 * of those unconfirmed for 30 days whether they are still available (once per confirmation period), and
 * deletes link tokens past their expiry. Each listing changes once, so a sweep run twice, or two at once
 * (SKIP LOCKED), sends nothing twice. Expiry runs first so a listing is never reminded and expired together.
 */
export const sweepListingAvailabilityHandler = queuedJobHandler(
  QUEUED_JOBS.sweepListingAvailability,
  async ({ limit }, _job, { db, log }): Promise<AvailabilitySweepResult> => {
    const expired = await inBatches(db, limit, expireUnconfirmedListings, async (trx, ownerId, listings) => {
      await insertPersonalNotice(trx, {
        recipientId: ownerId,
        heading: listings.length === 1 ? 'A listing expired' : `${listings.length} listings expired`,
        description: `${several(listings)} left search: nobody confirmed ${listings.length === 1 ? 'it' : 'them'} available for 45 days. Renew in one click from My listings.`,
        link: '/manage/listings',
        createdBy: null,
      });
      await appendOutboxEvent(
        trx,
        outboxEvent('property.expired', { ownerId, propertyIds: listings.map((listing) => listing.id) }),
      );
    });
    const reminded = await inBatches(
      db,
      limit,
      stampAvailabilityReminders,
      async (trx, ownerId, listings) => {
        await insertPersonalNotice(trx, {
          recipientId: ownerId,
          heading: 'Still available?',
          description: `Please confirm ${several(listings)} ${listings.length === 1 ? 'is' : 'are'} still available, or mark ${listings.length === 1 ? 'it' : 'them'} let or sold. Unconfirmed listings leave search after 45 days.`,
          link: '/manage/listings',
          createdBy: null,
        });
        await appendOutboxEvent(
          trx,
          outboxEvent('property.availability_due', {
            ownerId,
            propertyIds: listings.map((listing) => listing.id),
          }),
        );
      },
    );
    const tokensDeleted = await deleteExpiredAvailabilityTokens(db);
    if (expired + reminded > 0) log.info({ expired, reminded }, 'listing availability swept');
    return { reminded, expired, tokensDeleted };
  },
);
