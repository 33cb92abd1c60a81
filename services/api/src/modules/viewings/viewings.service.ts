import type { Db, Executor, Viewing as ViewingRow } from '@ile/db';
import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import { findPropertyById } from '@ile/db/repositories/properties.repository';
import {
  busyViewingTimes,
  findViewingWithParties,
  insertViewing,
  listViewingsOf,
  lockViewing,
  settleViewingOutcomes,
  updateViewing,
  type ViewingChange,
  type ViewingWithParties,
  viewingHoursForListing,
} from '@ile/db/repositories/viewings.repository';
import { readViewingLinkToken, viewingSignedBy } from '@ile/db/viewings/link-token';
import {
  FEE_STATES_SEEN_BY_OWNER,
  feeFollowsOutcomes,
  liveViewingFeeHold,
  refundViewingFee,
  releaseViewingFee,
  setViewingFeeReleaseTime,
  VIEWING_FEE_LATE_CANCEL_HOURS,
} from '@ile/db/viewings/viewing-fees';
import {
  type CreateViewingBody,
  type HoldState,
  outboxEvent,
  PROPOSED_VIEWING_MINUTES,
  VIEWING_BOOK_AHEAD_DAYS,
  VIEWING_SLOT_DAYS,
  VIEWING_SLOTS_MAX_DAYS,
  type Viewing,
  type ViewingParty,
  type ViewingSlotsResponse,
  type ViewingStatus,
  viewingSlots,
  viewingZoneOf,
} from '@ile/shared';
import { BadRequestError, ConflictError, ForbiddenError, GoneError, NotFoundError } from '../../lib/errors';
import { requireVerifiedEmail } from '../../lib/verified-email';
import { ticketForLateNoShow } from './late-no-show-ticket';
import { hasConfirmedPayout, LISTING_NOT_FOUND } from './viewing-hours.service';

export const VIEWING_NOT_FOUND = 'No such viewing';
export const TIME_TAKEN = 'That time has just been taken';
export const NOT_PUBLISHED = 'This listing is not published, so viewings cannot be booked';
export const OWN_LISTING = 'You cannot book a viewing of your own listing';
export const TIME_PASSED = 'That time has passed; pick a time in the future';
export const NOT_A_SLOT = 'That time is not one of the listing’s free viewing slots';
export const NO_HOURS = 'This listing has no viewing hours yet: propose up to three times instead';
export const HAS_HOURS = 'This listing has viewing hours: pick one of its free slots';
export const LINK_INVALID = 'This link is not valid';
export const OWNER_CANNOT_TAKE_FEE =
  'The owner asks a viewing fee but cannot receive payments through Ile yet (no confirmed payout account); contact them and try again later';

/** The owner hears of a request with a fee only once the fee is held: until then it is not theirs to see. */
const hiddenFromOwner = (fee: number | string | null, feeState: HoldState | null | undefined) =>
  fee !== null && !(feeState && FEE_STATES_SEEN_BY_OWNER.includes(feeState));

const MINUTE = 60_000;
const DAY = 86_400_000;

const isExclusionViolation = (error: unknown): boolean => (error as { code?: string }).code === '23P01';

/** Runs `write`; an exclusion violation (another active viewing overlapping) is the 409 the booker reads. */
async function holdingTime<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isExclusionViolation(error)) throw new ConflictError(TIME_TAKEN);
    throw error;
  }
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const otherParty = (party: ViewingParty): ViewingParty => (party === 'owner' ? 'seeker' : 'owner');

export function toViewing(row: ViewingWithParties, userId: string): Viewing {
  const role: ViewingParty = row.owner_id === userId ? 'owner' : 'seeker';
  return {
    id: row.id,
    role,
    status: row.status,
    awaiting: row.awaiting,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    proposedTimes: row.proposed_times.map((time) => new Date(time).toISOString()),
    timeZone: viewingZoneOf(row.property_country),
    note: row.note,
    declineReason: row.decline_reason,
    cancelReason: row.cancel_reason,
    cancelledBy: row.cancelled_by,
    myOutcome: role === 'owner' ? row.owner_outcome : row.seeker_outcome,
    otherOutcome: role === 'owner' ? row.seeker_outcome : row.owner_outcome,
    property: {
      id: row.property_id,
      title: row.property_title,
      address: row.property_address,
      city: row.property_city,
    },
    withName: role === 'owner' ? row.seeker_first_name : row.owner_first_name,
    feeAmount: row.fee_amount === null ? null : Number(row.fee_amount),
    feeCurrency: row.fee_currency,
    feeState: (row.fee_state as HoldState | null) ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

/** The caller's side of the viewing; a viewing of neither side is not found (never "forbidden"). */
function partyOf(row: ViewingRow, userId: string): ViewingParty {
  if (row.owner_id === userId) return 'owner';
  if (row.seeker_id === userId) return 'seeker';
  throw new NotFoundError(VIEWING_NOT_FOUND);
}

function inFuture(time: Date, now: Date): void {
  if (time.getTime() <= now.getTime()) throw new BadRequestError(TIME_PASSED);
  if (time.getTime() > now.getTime() + VIEWING_BOOK_AHEAD_DAYS * DAY)
    throw new BadRequestError(`Viewings can be booked at most ${VIEWING_BOOK_AHEAD_DAYS} days ahead`);
}

/** Booking viewings (issue 21 item 1): the rules and transactions; docs/viewings.md has the state machine. */
/** Booking, answering and settling viewings; the owner's viewing hours are viewing-hours.service.ts. */
export function createViewingService(db: Db, clock: () => Date = () => new Date()) {
  /** The listing's free slots in [from, to), but the time `exceptId` holds. */
  async function freeSlots(
    trx: Executor,
    listing: { id: string; owner_id: string },
    from: Date,
    to: Date,
    exceptId?: string,
  ) {
    const hours = await viewingHoursForListing(trx, listing.owner_id, listing.id);
    const busy = await busyViewingTimes(trx, listing.id, from, new Date(to.getTime() + DAY), exceptId);
    return {
      hasHours: hours.weekly.length > 0 || hours.exceptions.some((e) => !e.closed),
      slots: viewingSlots({ ...hours, busy, from, to, notBefore: clock() }),
      allSlots: viewingSlots({ ...hours, busy: [], from, to, notBefore: clock() }),
    };
  }

  /** The slot starting at `startsAt`, when it is one of the listing's and free; the refusal otherwise. */
  async function slotAt(
    trx: Executor,
    listing: { id: string; owner_id: string },
    startsAt: Date,
    exceptId?: string,
  ) {
    const window = { from: startsAt, to: new Date(startsAt.getTime() + MINUTE) };
    const { slots, allSlots } = await freeSlots(trx, listing, window.from, window.to, exceptId);
    const free = slots.find((slot) => slot.startsAt.getTime() === startsAt.getTime());
    if (free) return free;
    if (allSlots.some((slot) => slot.startsAt.getTime() === startsAt.getTime()))
      throw new ConflictError(TIME_TAKEN);
    throw new BadRequestError(NOT_A_SLOT);
  }

  async function listing(id: string) {
    const row = await findPropertyById(db, id);
    if (!row) throw new NotFoundError(LISTING_NOT_FOUND);
    return row;
  }

  async function answer(id: string, userId: string): Promise<Viewing> {
    const row = await findViewingWithParties(db, id);
    if (!row) throw new NotFoundError(VIEWING_NOT_FOUND);
    return toViewing(row, userId);
  }

  /**
   * One state change: locks the viewing, checks the caller is a party, lets `decide` check the transition and
   * name the change, writes it and its outbox event together.
   */
  async function change(
    userId: string,
    id: string,
    decide: (row: ViewingRow, party: ViewingParty, now: Date) => Promise<ViewingChange> | ViewingChange,
    event: 'viewing.confirmed' | 'viewing.declined' | 'viewing.cancelled' | 'viewing.rescheduled',
  ): Promise<Viewing> {
    await holdingTime(() =>
      db.transaction().execute(async (trx) => {
        const row = await lockViewing(trx, id);
        if (!row) throw new NotFoundError(VIEWING_NOT_FOUND);
        const party = partyOf(row, userId);
        if (party === 'owner' && hiddenFromOwner(row.fee_amount, (await liveViewingFeeHold(trx, id))?.state))
          throw new NotFoundError(VIEWING_NOT_FOUND);
        const now = clock();
        const next = await decide(row, party, now);
        await updateViewing(trx, id, next);
        await feeFollowsChange(trx, row, next, party, now, userId);
        await appendOutboxEvent(trx, outboxEvent(event, { viewingId: id, by: party }));
      }),
    );
    return answer(id, userId);
  }

  const requireStatus = (row: ViewingRow, allowed: readonly ViewingStatus[], message: string) => {
    if (!allowed.includes(row.status)) throw new ConflictError(message);
  };

  return {
    async slots(propertyId: string, query: { from?: string; to?: string }): Promise<ViewingSlotsResponse> {
      const row = await listing(propertyId);
      if (row.status !== 'published') throw new NotFoundError(LISTING_NOT_FOUND);
      const now = clock();
      const from = query.from ? new Date(query.from) : now;
      const to = query.to ? new Date(query.to) : new Date(from.getTime() + VIEWING_SLOT_DAYS * DAY);
      if (to <= from) throw new BadRequestError('`to` must be after `from`');
      if (to.getTime() - from.getTime() > VIEWING_SLOTS_MAX_DAYS * DAY)
        throw new BadRequestError(`Ask for at most ${VIEWING_SLOTS_MAX_DAYS} days of slots at a time`);
      const { hasHours, slots } = await freeSlots(db, row, from, to);
      const fee = await feeFor(db, row);
      return {
        timeZone: viewingZoneOf(row.country),
        fee: fee?.amount ?? null,
        feeCurrency: fee?.currency ?? null,
        hasHours,
        slots: slots.map((slot) => ({
          startsAt: slot.startsAt.toISOString(),
          endsAt: slot.endsAt.toISOString(),
        })),
      };
    },

    async create(seekerId: string, body: CreateViewingBody): Promise<Viewing> {
      await requireVerifiedEmail(db, seekerId);
      const row = await listing(body.propertyId);
      if (row.status !== 'published') throw new ConflictError(NOT_PUBLISHED);
      if (row.owner_id === seekerId) throw new ForbiddenError(OWN_LISTING);
      const now = clock();
      // A fee is asked only for the owner's slots (proposed times have no hours, so no fee).
      const fee = body.startsAt ? await feeFor(db, row) : null;
      if (fee && !(await hasConfirmedPayout(db, row.owner_id)))
        throw new ConflictError(OWNER_CANNOT_TAKE_FEE);
      const id = await holdingTime(() =>
        db.transaction().execute(async (trx) => {
          let times: { startsAt: Date | null; endsAt: Date | null; proposedTimes: Date[] };
          if (body.startsAt) {
            const startsAt = new Date(body.startsAt);
            inFuture(startsAt, now);
            const { hasHours } = await freeSlots(trx, row, now, new Date(now.getTime() + MINUTE));
            if (!hasHours) throw new BadRequestError(NO_HOURS);
            const slot = await slotAt(trx, row, startsAt);
            times = { startsAt: slot.startsAt, endsAt: slot.endsAt, proposedTimes: [] };
          } else {
            const proposed = [...new Set((body.proposedTimes ?? []).map((time) => new Date(time).getTime()))]
              .sort((a, b) => a - b)
              .map((time) => new Date(time));
            for (const time of proposed) inFuture(time, now);
            const { hasHours } = await freeSlots(trx, row, now, new Date(now.getTime() + MINUTE));
            if (hasHours) throw new BadRequestError(HAS_HOURS);
            times = { startsAt: null, endsAt: null, proposedTimes: proposed };
          }
          const viewingId = await insertViewing(trx, {
            propertyId: row.id,
            seekerId,
            ownerId: row.owner_id,
            ...times,
            note: body.note?.trim() || null,
            fee,
          });
          // With a fee, the owner hears of the request when the fee is held (viewingFeePaid), not before.
          if (!fee)
            await appendOutboxEvent(trx, outboxEvent('viewing.requested', { viewingId, by: 'seeker' }));
          return viewingId;
        }),
      );
      return answer(id, seekerId);
    },

    async list(userId: string, as?: ViewingParty): Promise<Viewing[]> {
      return (await listViewingsOf(db, userId, as))
        .filter((row) => row.owner_id !== userId || !hiddenFromOwner(row.fee_amount, row.fee_state))
        .map((row) => toViewing(row, userId));
    },

    /** The party awaited confirms; a request of proposed times needs the chosen one. */
    confirm(userId: string, id: string, startsAt?: string): Promise<Viewing> {
      return change(
        userId,
        id,
        (row, party, now) => {
          requireStatus(row, ['requested'], `This viewing is ${row.status}, not waiting for a confirmation`);
          if (row.awaiting !== party)
            throw new ConflictError('This viewing is waiting for the other side to confirm');
          if (row.starts_at) {
            if (row.starts_at <= now) throw new ConflictError(TIME_PASSED);
            return { status: 'confirmed', awaiting: null };
          }
          if (!startsAt) throw new BadRequestError('Choose one of the proposed times (startsAt)');
          const chosen = new Date(startsAt);
          if (!row.proposed_times.some((time: Date) => new Date(time).getTime() === chosen.getTime()))
            throw new BadRequestError('That is not one of the proposed times');
          if (chosen <= now) throw new ConflictError(TIME_PASSED);
          return {
            status: 'confirmed',
            awaiting: null,
            starts_at: chosen,
            ends_at: new Date(chosen.getTime() + PROPOSED_VIEWING_MINUTES * MINUTE),
          };
        },
        'viewing.confirmed',
      );
    },

    decline(userId: string, id: string, reason: string): Promise<Viewing> {
      return change(
        userId,
        id,
        (row, party) => {
          requireStatus(row, ['requested'], `This viewing is ${row.status}; only a request can be declined`);
          if (row.awaiting !== party)
            throw new ConflictError('This viewing is waiting for the other side to answer');
          return { status: 'declined', awaiting: null, decline_reason: reason };
        },
        'viewing.declined',
      );
    },

    cancel(userId: string, id: string, reason?: string): Promise<Viewing> {
      return change(
        userId,
        id,
        (row, party, now) => {
          requireStatus(
            row,
            ['requested', 'confirmed'],
            `This viewing is ${row.status} and cannot be cancelled`,
          );
          if (row.status === 'confirmed' && row.starts_at && row.starts_at <= now)
            throw new ConflictError('This viewing has started; say whether it happened instead');
          return {
            status: 'cancelled',
            awaiting: null,
            cancelled_by: party,
            cancel_reason: reason?.trim() || null,
          };
        },
        'viewing.cancelled',
      );
    },

    /**
     * New times for a requested or confirmed viewing, awaiting the other side's confirmation. A seeker picks
     * one of the listing's free slots when it has hours; the owner may offer any free time of the same length.
     */
    reschedule(userId: string, id: string, startsAtText: string): Promise<Viewing> {
      return change(
        userId,
        id,
        async (row, party, now) => {
          requireStatus(row, ['requested', 'confirmed'], `This viewing is ${row.status} and cannot be moved`);
          const startsAt = new Date(startsAtText);
          inFuture(startsAt, now);
          const length =
            row.starts_at && row.ends_at
              ? row.ends_at.getTime() - row.starts_at.getTime()
              : PROPOSED_VIEWING_MINUTES * MINUTE;
          let endsAt = new Date(startsAt.getTime() + length);
          if (party === 'seeker') {
            const property = await listing(row.property_id);
            const { hasHours } = await freeSlots(db, property, now, new Date(now.getTime() + MINUTE));
            if (hasHours) endsAt = (await slotAt(db, property, startsAt, row.id)).endsAt;
          }
          return {
            status: 'requested',
            awaiting: otherParty(party),
            starts_at: startsAt,
            ends_at: endsAt,
            proposed_times: [],
            reminded_24h_at: null,
            reminded_2h_at: null,
            outcome_asked_at: null,
          };
        },
        'viewing.rescheduled',
      );
    },

    /** "Did the viewing happen?": once per side, after it ended; both answers (or one and 48 h) settle it. */
    async outcome(userId: string, id: string, happened: boolean): Promise<Viewing> {
      await db.transaction().execute(async (trx) => {
        const row = await lockViewing(trx, id);
        if (!row) throw new NotFoundError(VIEWING_NOT_FOUND);
        const party = partyOf(row, userId);
        await recordOutcome(trx, row, party, happened, clock());
      });
      return answer(id, userId);
    },

    /** A one-tap email link: the owner confirms, or a side answers whether the viewing happened. */
    async followLink(token: string) {
      const claim = readViewingLinkToken(token);
      let supportTicket = false;
      const viewing = await db.transaction().execute(async (trx) => {
        const row = claim ? await lockViewing(trx, claim.id) : undefined;
        if (!claim || !row || !viewingSignedBy(claim, row)) throw new NotFoundError(LINK_INVALID);
        if (claim.action === 'confirm') {
          if (row.status !== 'requested' || row.awaiting !== claim.party || !row.starts_at)
            throw new GoneError(
              `This link has already been used or the viewing changed (it is ${row.status})`,
            );
          if (row.starts_at <= clock()) throw new ConflictError(TIME_PASSED);
          if (hiddenFromOwner(row.fee_amount, (await liveViewingFeeHold(trx, row.id))?.state))
            throw new ConflictError('The viewing fee has not been paid yet');
          await holdingTime(() => updateViewing(trx, row.id, { status: 'confirmed', awaiting: null }));
          await setViewingFeeReleaseTime(trx, row.id, row.ends_at);
          await appendOutboxEvent(
            trx,
            outboxEvent('viewing.confirmed', { viewingId: row.id, by: claim.party }),
          );
        } else {
          const given = claim.party === 'owner' ? row.owner_outcome : row.seeker_outcome;
          if (given !== null || row.status !== 'confirmed')
            throw new GoneError('This viewing’s answer has already been given');
          supportTicket = await recordOutcome(trx, row, claim.party, claim.action === 'held', clock());
        }
        return row;
      });
      const current = await findViewingWithParties(db, viewing.id);
      return {
        action: claim?.action === 'confirm' ? ('confirmed' as const) : ('outcome' as const),
        viewing: {
          id: viewing.id,
          status: current?.status ?? viewing.status,
          propertyTitle: current?.property_title ?? '',
        },
        supportTicket,
      };
    },
  };
}
export type ViewingService = ReturnType<typeof createViewingService>;

/**
 * Records one side's answer and settles the viewing when it can be (settleViewingOutcomes), with its event.
 * Answers whether it opened a Support ticket for the seeker (a "No" after the fee was paid out).
 */
async function recordOutcome(
  trx: Executor,
  row: ViewingRow,
  party: ViewingParty,
  happened: boolean,
  now: Date,
): Promise<boolean> {
  if (row.status !== 'confirmed')
    throw new ConflictError(
      ['held', 'no_show', 'disputed'].includes(row.status)
        ? 'This viewing’s outcome is already settled'
        : `This viewing is ${row.status}; only a confirmed viewing can have happened`,
    );
  if (!row.ends_at || row.ends_at > now) throw new ConflictError('The viewing has not happened yet');
  if ((party === 'owner' ? row.owner_outcome : row.seeker_outcome) !== null)
    throw new ConflictError('You have already answered for this viewing');
  const outcome = happened ? 'held' : 'no_show';
  await updateViewing(
    trx,
    row.id,
    party === 'owner' ? { owner_outcome: outcome } : { seeker_outcome: outcome },
  );
  await feeFollowsOutcomes(trx, await settleViewingOutcomes(trx, row.id));
  await appendOutboxEvent(trx, outboxEvent('viewing.outcome_answered', { viewingId: row.id, by: party }));
  return party === 'seeker' && !happened && (await ticketForLateNoShow(trx, row.id));
}

/** The fee booking one of the listing's slots asks: its hours' fee, when in the listing's own currency. */
async function feeFor(
  db: Executor,
  listing: { id: string; owner_id: string; currency: string },
): Promise<{ amount: number; currency: string } | null> {
  const { fee } = await viewingHoursForListing(db, listing.owner_id, listing.id);
  // An all-listings fee set in the other country's currency does not apply to this listing.
  return fee && fee.currency === listing.currency ? fee : null;
}

/**
 * The viewing fee follows the viewing's change, in its transaction (docs/viewings.md, "The viewing fee"):
 * confirmed → released 48 h after the end unless disputed; moved → no release time until confirmed again;
 * declined, or cancelled by the owner → refunded; cancelled by the seeker → refunded before the owner
 * confirmed or more than 24 h ahead, else paid to the owner.
 */
async function feeFollowsChange(
  trx: Executor,
  before: ViewingRow,
  next: ViewingChange,
  party: ViewingParty,
  now: Date,
  userId: string,
): Promise<void> {
  if (before.fee_amount === null) return;
  const actor = party === 'owner' ? 'payee' : 'payer';
  switch (next.status) {
    case 'confirmed':
      await setViewingFeeReleaseTime(trx, before.id, next.ends_at ?? before.ends_at);
      return;
    case 'requested':
      await setViewingFeeReleaseTime(trx, before.id, null);
      return;
    case 'declined':
      await refundViewingFee(trx, before.id, actor, `The owner declined: ${next.decline_reason}`, userId);
      return;
    case 'cancelled': {
      if (party === 'owner') {
        await refundViewingFee(trx, before.id, actor, 'The owner cancelled the viewing', userId);
        return;
      }
      const late =
        before.status === 'confirmed' &&
        before.starts_at !== null &&
        before.starts_at.getTime() - now.getTime() < VIEWING_FEE_LATE_CANCEL_HOURS * 3_600_000;
      if (late)
        await releaseViewingFee(
          trx,
          before.id,
          actor,
          'The seeker cancelled less than 24 hours before the confirmed viewing',
          userId,
        );
      else await refundViewingFee(trx, before.id, actor, 'The seeker cancelled in time', userId);
      return;
    }
  }
}
