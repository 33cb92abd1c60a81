import type { Db, Executor, Property } from '@ile/db';
import {
  confirmListingAvailable,
  consumeAvailabilityToken,
  markListingTaken,
} from '@ile/db/repositories/listing-availability.repository';
import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import { lockProperty } from '@ile/db/repositories/properties.repository';
import { type AvailabilityAction, type ListingAvailability, outboxEvent } from '@ile/shared';
import { ConflictError, ForbiddenError, GoneError, NotFoundError } from '../../lib/errors';

/** The statuses each action may start from; anything else is refused with the reason below. */
const ALLOWED_FROM: Record<AvailabilityAction, readonly Property['status'][]> = {
  confirm: ['published'],
  renew: ['expired'],
  // Taking a listing down is always safe, even while staff look at reports about it.
  let: ['published', 'expired', 'held'],
  sold: ['published', 'expired', 'held'],
};

const REFUSAL: Record<AvailabilityAction, string> = {
  confirm: 'Only a listing in search can be confirmed available; renew an expired one instead',
  renew: 'Only an expired listing can be renewed',
  let: 'This listing is not in search or expired, so it cannot be marked let',
  sold: 'This listing is not in search or expired, so it cannot be marked sold',
};

/**
 * The owner keeps a listing true: confirms it still available (every 30 days), renews it once expired, or
 * takes it down as let or sold. Only the owner may: staff change listings in the console.
 */
export function createAvailabilityService(db: Db) {
  async function lockOwn(trx: Executor, ownerId: string, propertyId: string): Promise<Property> {
    const row = await lockProperty(trx, propertyId);
    if (!row || row.status === 'deleted') throw new NotFoundError('Property not found');
    if (row.owner_id === ownerId) return row;
    if (row.status !== 'published') throw new NotFoundError('Property not found');
    throw new ForbiddenError('Only the listing’s owner can change it');
  }

  async function apply(
    trx: Executor,
    row: Property,
    action: AvailabilityAction,
    via: 'manage' | 'link',
  ): Promise<ListingAvailability> {
    if (!ALLOWED_FROM[action].includes(row.status)) throw new ConflictError(REFUSAL[action]);
    if (action === 'let' || action === 'sold') {
      const updated = await markListingTaken(trx, row.id, action);
      await appendOutboxEvent(
        trx,
        outboxEvent('property.taken_down', { propertyId: row.id, outcome: action }),
      );
      return {
        propertyId: row.id,
        title: row.title,
        status: updated.status,
        availableConfirmedAt: (row.available_confirmed_at ?? row.published_at)?.toISOString() ?? null,
      };
    }
    const updated = await confirmListingAvailable(trx, row.id);
    const renewed = action === 'renew';
    await appendOutboxEvent(
      trx,
      outboxEvent('property.availability_confirmed', { propertyId: row.id, renewed, via }),
    );
    // Back in search: what follows a publication (the geocoder, alerts) runs again; each is idempotent.
    if (renewed) await appendOutboxEvent(trx, outboxEvent('property.published', { propertyId: row.id }));
    return {
      propertyId: row.id,
      title: row.title,
      status: updated.status,
      availableConfirmedAt: updated.available_confirmed_at?.toISOString() ?? null,
    };
  }

  return {
    /** From the manage area, signed in. */
    update(ownerId: string, propertyId: string, action: AvailabilityAction): Promise<ListingAvailability> {
      return db
        .transaction()
        .execute(async (trx) => apply(trx, await lockOwn(trx, ownerId, propertyId), action, 'manage'));
    },

    /**
     * From the emailed link, without signing in: the token names one listing of one owner and works once.
     * A published listing is confirmed, an expired one renewed. A refusal rolls the token's use back too.
     */
    confirmByLink(token: string): Promise<ListingAvailability> {
      return db.transaction().execute(async (trx) => {
        const claim = await consumeAvailabilityToken(trx, token);
        if (!claim) throw new GoneError('This link has expired or has already been used');
        const row = await lockProperty(trx, claim.propertyId);
        // The listing changed hands (or was deleted) since the email: the link was only ever for its owner.
        if (!row || row.status === 'deleted' || row.owner_id !== claim.ownerId)
          throw new NotFoundError('Property not found');
        return apply(trx, row, row.status === 'expired' ? 'renew' : 'confirm', 'link');
      });
    },
  };
}
