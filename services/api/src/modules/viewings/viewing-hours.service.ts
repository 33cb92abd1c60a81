import type { Db } from '@ile/db';
import { findPayoutAccount } from '@ile/db/repositories/payout-accounts.repository';
import { findPropertyById } from '@ile/db/repositories/properties.repository';
import { listViewingHoursOf, replaceViewingHours } from '@ile/db/repositories/viewings.repository';
import {
  formatPrice,
  type ListingCurrency,
  type SetViewingAvailabilityBody,
  type ViewingAvailabilityScope,
} from '@ile/shared';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';

export const LISTING_NOT_FOUND = 'No such listing';
export const NO_PAYOUT_FOR_FEE =
  'A viewing fee is paid out to a confirmed payout account: set one up under Account → Payouts first';

/** The largest viewing fee per currency, minor units (VIEWING_FEE_CAP_NGN / _SLE). */
export type ViewingFeeCaps = Record<ListingCurrency, number>;
export const DEFAULT_VIEWING_FEE_CAPS: ViewingFeeCaps = { NGN: 1_000_000, SLE: 25_000 };
/** An all-listings fee is in the currency of the hours' time zone (Lagos: naira, Freetown: leones). */
const CURRENCY_OF_ZONE = { 'Africa/Lagos': 'NGN', 'Africa/Freetown': 'SLE' } as const;

/** A viewing fee is only asked by, and only paid out to, an owner with a confirmed payout account. */
export const hasConfirmedPayout = async (db: Db, userId: string): Promise<boolean> =>
  Boolean((await findPayoutAccount(db, userId))?.verified_at);

/**
 * An owner's viewing hours (docs/viewings.md): weekly hours and dated exceptions, for one listing or all of
 * theirs, with the fee those slots ask.
 */
export function createViewingHoursService(db: Db, feeCaps: ViewingFeeCaps = DEFAULT_VIEWING_FEE_CAPS) {
  async function availability(ownerId: string): Promise<ViewingAvailabilityScope[]> {
    const { weekly, exceptions } = await listViewingHoursOf(db, ownerId);
    const scopes = new Map<string, ViewingAvailabilityScope>();
    const scopeOf = (
      propertyId: string | null,
      title: string | null,
      timeZone: ViewingAvailabilityScope['timeZone'],
    ) => {
      const key = propertyId ?? '';
      let scope = scopes.get(key);
      if (!scope) {
        scope = {
          propertyId,
          propertyTitle: title,
          timeZone,
          fee: null,
          feeCurrency: null,
          weekly: [],
          exceptions: [],
        };
        scopes.set(key, scope);
      }
      return scope;
    };
    for (const row of weekly) {
      const scope = scopeOf(row.property_id, row.title, row.time_zone);
      if (row.fee_amount !== null) {
        scope.fee = Number(row.fee_amount);
        scope.feeCurrency = row.fee_currency;
      }
      scope.weekly.push({
        weekday: row.weekday,
        startMinute: row.start_minute,
        endMinute: row.end_minute,
        slotMinutes: row.slot_minutes,
      });
    }
    for (const row of exceptions)
      scopeOf(row.property_id, row.title, row.time_zone).exceptions.push({
        date: row.on_date,
        closed: row.closed,
        startMinute: row.start_minute,
        endMinute: row.end_minute,
        slotMinutes: row.slot_minutes,
      });
    return [...scopes.values()].sort((a, b) =>
      a.propertyId === null
        ? -1
        : b.propertyId === null
          ? 1
          : (a.propertyTitle ?? '').localeCompare(b.propertyTitle ?? ''),
    );
  }

  async function setAvailability(
    ownerId: string,
    body: SetViewingAvailabilityBody,
  ): Promise<ViewingAvailabilityScope[]> {
    let currency: ListingCurrency = CURRENCY_OF_ZONE[body.timeZone];
    if (body.propertyId !== null) {
      const row = await findPropertyById(db, body.propertyId);
      // Someone else's listing is as unknown as a missing one.
      if (!row || row.owner_id !== ownerId) throw new NotFoundError(LISTING_NOT_FOUND);
      currency = row.currency as ListingCurrency;
    }
    const fee = body.fee ?? null;
    if (fee !== null) {
      const cap = feeCaps[currency];
      if (fee > cap)
        throw new BadRequestError(`A viewing fee can be at most ${formatPrice(cap / 100, currency)}`, {
          fee: [`At most ${cap} (minor units of ${currency})`],
        });
      if (!(await hasConfirmedPayout(db, ownerId))) throw new ConflictError(NO_PAYOUT_FOR_FEE);
    }
    const dates = body.exceptions.map((exception) => exception.date);
    if (new Set(dates).size !== dates.length)
      throw new BadRequestError('Give each date at most one exception', {
        exceptions: ['A date is repeated'],
      });
    await db.transaction().execute((trx) =>
      replaceViewingHours(trx, ownerId, {
        propertyId: body.propertyId,
        timeZone: body.timeZone,
        weekly: body.weekly,
        exceptions: body.exceptions,
        fee: fee === null ? null : { amount: fee, currency },
      }),
    );
    return availability(ownerId);
  }

  return { availability, setAvailability };
}
export type ViewingHoursService = ReturnType<typeof createViewingHoursService>;
