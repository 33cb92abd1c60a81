import type { Db } from '@ile/db';
import {
  findReservationTerms,
  type ReservationTerms,
  setReservationTerms,
} from '@ile/db/repositories/properties.repository';
import type { ListingCurrency, Reservation, SetReservationBody } from '@ile/shared';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../../lib/errors';

// A sale's reservation deposit, set by its owner (docs/payments.md, "Held payments"): the only money a sale
// takes on Ile. Capped per currency by configuration (RESERVATION_DEPOSIT_CAP_NGN / _SLE, minor units).

export function createReservations({ db, caps }: { db: Db; caps: Record<ListingCurrency, number> }) {
  const load = (propertyId: string) => findReservationTerms(db, propertyId);
  const view = (row: ReservationTerms): Reservation => ({
    propertyId: row.id,
    currency: row.currency,
    deposit: row.reservation_deposit,
    days: row.reservation_days,
    cap: caps[row.currency],
  });

  return {
    /** Anyone may read a published sale's reservation terms (the payment page shows them). */
    async get(propertyId: string): Promise<Reservation> {
      const row = await load(propertyId);
      if (row?.status !== 'published' || row.category !== 'sale')
        throw new NotFoundError('Property not found');
      return view(row);
    },

    async set(userId: string, propertyId: string, body: SetReservationBody): Promise<Reservation> {
      const row = await load(propertyId);
      if (!row || row.status === 'deleted') throw new NotFoundError('Property not found');
      if (row.owner_id !== userId) throw new ForbiddenError('Only the listing’s owner can change it');
      if (row.category !== 'sale')
        throw new ConflictError('Only a property for sale takes a reservation deposit');
      const cap = caps[row.currency];
      if (body.deposit !== null && body.deposit > cap) {
        throw new BadRequestError(`The reservation deposit can be at most ${cap / 100} ${row.currency}`, {
          deposit: [`At most ${cap} (minor units)`],
        });
      }
      const updated = await setReservationTerms(db, propertyId, {
        deposit: body.deposit,
        days: body.deposit === null ? null : body.days,
      });
      return view(updated);
    },
  };
}

export type Reservations = ReturnType<typeof createReservations>;
