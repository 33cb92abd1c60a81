import { randomBytes } from 'node:crypto';
import { findHold, ledgerProblems, moveHold } from '@ile/db/repositories/payment-holds.repository';
import { insertTestHold } from '@ile/db/testing/rows';
import { QUEUES, type ViewingStatus } from '@ile/shared';

import type { Job } from 'bullmq';
import { afterEach, describe, expect, it } from 'vitest';
import { sweepHoldsHandler } from '../src/handlers/payments/hold-jobs.handler';
import {
  sweepViewingsHandler,
  type ViewingSweepResult,
} from '../src/handlers/viewings/sweep-viewings.handler';
import { createListing, createOwner } from './support/listings';
import { useWorkerHarness } from './support/worker-harness';

const HOUR = 3_600_000;
const FEE = 500_000;

// Issue 21 item 2: the sweeps move a viewing's fee (docs/viewings.md, "The viewing fee").
describe('the viewing fee in the sweeps', () => {
  const worker = useWorkerHarness({ queue: QUEUES.listings });
  const sweepViewings = () =>
    sweepViewingsHandler.handle(
      { limit: 100 },
      {} as Job,
      worker.handlerContext(),
    ) as Promise<ViewingSweepResult>;
  const sweepHolds = () =>
    sweepHoldsHandler.handle({ limit: 100 }, undefined as never, worker.handlerContext());

  afterEach(async () => {
    expect(await ledgerProblems(worker.db)).toEqual([]);
  });

  /** A viewing with a fee, its hold paid (held) or not, its times and state as given. */
  async function viewingWithFee(values: {
    status: ViewingStatus;
    startsInHours: number;
    madeHoursAgo?: number;
    paid: boolean;
    seekerOutcome?: 'held' | 'no_show';
  }) {
    const owner = await createOwner(worker, 'Chioma');
    const seeker = await createOwner(worker, 'Sorie');
    const propertyId = await createListing(worker, owner.id, 'Flat in Yaba', {});
    const startsAt = new Date(Math.floor((Date.now() + values.startsInHours * HOUR) / HOUR) * HOUR);
    const made = new Date(Date.now() - (values.madeHoursAgo ?? 0) * HOUR);
    const viewing = await worker.db
      .insertInto('viewings')
      .values({
        property_id: propertyId,
        seeker_id: seeker.id,
        owner_id: owner.id,
        status: values.status,
        awaiting: values.status === 'requested' ? 'owner' : null,
        starts_at: startsAt,
        ends_at: new Date(startsAt.getTime() + HOUR),
        seeker_outcome: values.seekerOutcome ?? null,
        link_key: randomBytes(32),
        fee_amount: FEE,
        fee_currency: 'NGN',
        created_at: made,
        updated_at: made,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const hold = await insertTestHold(
      worker.db,
      { payerId: seeker.id, payeeId: owner.id, propertyId },
      {
        amount: FEE,
        purpose: 'viewing_fee',
        subject_id: viewing.id,
        release_after: new Date(startsAt.getTime() + HOUR + 48 * HOUR),
      },
    );
    if (values.paid)
      await moveHold(worker.db, { holdId: hold.id, from: ['awaiting_payment'], to: 'held', actor: 'system' });
    return { viewingId: viewing.id, holdId: hold.id };
  }
  const statusOf = async (id: string) =>
    (await worker.db.selectFrom('viewings').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;
  const holdState = async (id: string) => (await findHold(worker.db, id))?.state;

  it('lapses a request unpaid for 30 minutes (its slot freed, its checkout given up), never a fresh one', async () => {
    const stale = await viewingWithFee({
      status: 'requested',
      startsInHours: 30,
      madeHoursAgo: 0.6,
      paid: false,
    });
    const fresh = await viewingWithFee({
      status: 'requested',
      startsInHours: 30,
      madeHoursAgo: 0.1,
      paid: false,
    });
    expect(await sweepViewings()).toMatchObject({ lapsedUnpaid: 1, unconfirmed: 0 });
    expect(await statusOf(stale.viewingId)).toBe('expired');
    expect(await holdState(stale.holdId)).toBe('cancelled');
    expect(await statusOf(fresh.viewingId)).toBe('requested');
    expect(await holdState(fresh.holdId)).toBe('awaiting_payment');
    expect(await sweepViewings()).toMatchObject({ lapsedUnpaid: 0 });
  });

  it('expires a paid request the owner left unanswered for 24 hours and refunds the fee', async () => {
    const ignored = await viewingWithFee({
      status: 'requested',
      startsInHours: 40,
      madeHoursAgo: 25,
      paid: true,
    });
    const recent = await viewingWithFee({
      status: 'requested',
      startsInHours: 40,
      madeHoursAgo: 2,
      paid: true,
    });
    expect(await sweepViewings()).toMatchObject({ unconfirmed: 1, lapsedUnpaid: 0 });
    expect(await statusOf(ignored.viewingId)).toBe('expired');
    expect(await holdState(ignored.holdId)).toBe('refund_pending');
    expect(await holdState(recent.holdId)).toBe('held');
    const move = await worker.db
      .selectFrom('payment_hold_events')
      .select(['actor', 'reason'])
      .where('hold_id', '=', ignored.holdId)
      .where('to_state', '=', 'refund_pending')
      .executeTakeFirstOrThrow();
    expect(move).toEqual({
      actor: 'system',
      reason: 'The owner did not confirm the viewing within 24 hours',
    });
  });

  it('settles a no-show the seeker reported (owner silent 48 h) with a refund', async () => {
    const noShow = await viewingWithFee({
      status: 'confirmed',
      startsInHours: -52,
      paid: true,
      seekerOutcome: 'no_show',
    });
    expect(await sweepViewings()).toMatchObject({ settled: 1 });
    expect(await statusOf(noShow.viewingId)).toBe('no_show');
    expect(await holdState(noShow.holdId)).toBe('refund_pending');
  });

  it('the holds sweep releases a fee 48 h after a viewing that stands, never one reported a no-show or cancelled', async () => {
    const happened = await viewingWithFee({
      status: 'confirmed',
      startsInHours: -52,
      paid: true,
      seekerOutcome: 'held',
    });
    const silent = await viewingWithFee({ status: 'confirmed', startsInHours: -52, paid: true });
    const reported = await viewingWithFee({
      status: 'confirmed',
      startsInHours: -52,
      paid: true,
      seekerOutcome: 'no_show',
    });
    const cancelled = await viewingWithFee({ status: 'cancelled', startsInHours: -52, paid: true });
    const notYet = await viewingWithFee({ status: 'confirmed', startsInHours: -20, paid: true });
    expect(await sweepHolds()).toMatchObject({ released: 2 });
    expect(await holdState(happened.holdId)).toBe('release_pending');
    expect(await holdState(silent.holdId)).toBe('release_pending');
    expect(await holdState(reported.holdId)).toBe('held');
    expect(await holdState(cancelled.holdId)).toBe('held');
    expect(await holdState(notYet.holdId)).toBe('held');
    const reason = await worker.db
      .selectFrom('payment_hold_events')
      .select('reason')
      .where('hold_id', '=', happened.holdId)
      .where('to_state', '=', 'release_pending')
      .executeTakeFirstOrThrow();
    expect(reason.reason).toBe('48 hours passed after the viewing with no dispute');
  });
});
