import { createProviderRegistry } from '@ile/api/modules/payments/providers/index';
import type { PaymentHold } from '@ile/db';
import {
  claimSaleCompleted,
  findHold,
  ledgerBalances,
  ledgerProblems,
  moveHold,
} from '@ile/db/repositories/payment-holds.repository';
import { setSandboxFault } from '@ile/db/repositories/sandbox-charges.repository';
import { givePayoutAccount, insertTestHold, insertTestListing, insertTestUser } from '@ile/db/testing/rows';
import { waitFor } from '@ile/db/testing/wait-for';
import { holdStepReference, QUEUES } from '@ile/shared';
import { describe, expect, it } from 'vitest';
import { sweepHoldsHandler } from '../src/handlers/payments/hold-jobs.handler';
import { TEST_PUBLIC_URL, useWorkerHarness } from './support/worker-harness';

const SANDBOX = {
  defaultProvider: 'sandbox',
  paystack: null,
  flutterwave: null,
  sandbox: { secret: 'a-test-sandbox-secret-of-length' },
  reservationDepositCap: { NGN: 50_000_000, SLE: 1_000_000 },
  viewingFeeCap: { NGN: 1_000_000, SLE: 25_000 },
} as const;

/**
 * Issue 21: money held by Ile leaves through the worker's release-hold and refund-hold jobs, against the
 * sandbox provider (which keeps its transfers and refunds in sandbox.payouts): one payout per step however
 * often the job runs, retried with the same reference after a timeout, and settled only on the provider's word.
 */
describe('held payments: release and refund jobs (payment_hold.* → payments queue → provider)', () => {
  const worker = useWorkerHarness({
    queue: QUEUES.payments,
    runtime: () => ({
      payments: createProviderRegistry(SANDBOX, { db: worker.db, publicUrl: TEST_PUBLIC_URL }),
      schedules: { enabled: false },
    }),
  });

  async function heldPayment(
    options: { payoutAccount?: boolean; amount?: number; purpose?: PaymentHold['purpose'] } = {},
  ) {
    const payer = await insertTestUser(worker.db, 'Tenant');
    const payee = await insertTestUser(worker.db, 'Owner');
    const propertyId = await insertTestListing(worker.db, payee.id, { status: 'published' });
    if (options.payoutAccount !== false) await givePayoutAccount(worker.db, payee.id);
    const hold = await insertTestHold(
      worker.db,
      { payerId: payer.id, payeeId: payee.id, propertyId },
      { amount: options.amount ?? 145_000_000, purpose: options.purpose ?? 'move_in' },
    );
    // The sandbox's side of the charge: paid, as its checkout page would leave it.
    await worker.db
      .updateTable('sandbox.charges')
      .set({ status: 'paid', decided_at: new Date() })
      .where('reference', '=', hold.transaction_reference)
      .execute();
    await moveHold(worker.db, { holdId: hold.id, from: ['awaiting_payment'], to: 'held', actor: 'system' });
    return { hold, payer, payee };
  }

  const settledState = (holdId: string, state: PaymentHold['state']) =>
    waitFor(async () => {
      const hold = await findHold(worker.db, holdId);
      return hold?.state === state ? hold : undefined;
    }, 20_000);

  const payouts = (reference: string) =>
    worker.db.selectFrom('sandbox.payouts').selectAll().where('reference', '=', reference).execute();

  it('releases to the payee’s payout account with one transfer under the step’s reference', async () => {
    const { hold } = await heldPayment();
    worker.start();
    await moveHold(worker.db, { holdId: hold.id, from: ['held'], to: 'release_pending', actor: 'payer' });
    const released = await settledState(hold.id, 'released');
    const reference = holdStepReference(hold.id, 'release');
    expect(released.provider_payout_id).toBe(`sandbox-${reference}`);
    expect(await payouts(reference)).toEqual([
      expect.objectContaining({
        kind: 'transfer',
        amount: 145_000_000,
        currency: 'NGN',
        destination: '058:0123456789',
        status: 'success',
      }),
    ]);
    const balance = (await ledgerBalances(worker.db)).find((b) => b.hold_id === hold.id);
    expect(balance).toMatchObject({ paid: 145_000_000, held: 0, released: 145_000_000, refunded: 0 });
  });

  it('retries a transfer that timed out after the provider made it with the same reference, paying once', async () => {
    const { hold } = await heldPayment({ amount: 90_000_00 });
    await setSandboxFault(worker.db, 'transfer', 'timeout_after', 1);
    worker.start();
    const eventId = await worker.db.transaction().execute(async (trx) => {
      await moveHold(trx, { holdId: hold.id, from: ['held'], to: 'release_pending', actor: 'payer' });
      return trx.selectFrom('outbox_events').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    });
    await settledState(hold.id, 'released');
    const job = await worker.finishedJob(String(eventId.id));
    expect(job.attemptsMade).toBeGreaterThanOrEqual(2);
    expect(await payouts(holdStepReference(hold.id, 'release'))).toHaveLength(1);
  });

  it('waits out a provider that is down, then pays once', async () => {
    const { hold } = await heldPayment({ amount: 70_000_00 });
    await setSandboxFault(worker.db, 'transfer', 'unavailable', 2);
    worker.start();
    await moveHold(worker.db, { holdId: hold.id, from: ['held'], to: 'release_pending', actor: 'system' });
    await settledState(hold.id, 'released');
    expect(await payouts(holdStepReference(hold.id, 'release'))).toHaveLength(1);
  });

  it('refunds the payer in full against the charge, once', async () => {
    const { hold } = await heldPayment({ purpose: 'sale_reservation', amount: 50_000_000 });
    await setSandboxFault(worker.db, 'refund', 'timeout_after', 1);
    worker.start();
    await moveHold(worker.db, {
      holdId: hold.id,
      from: ['held'],
      to: 'refund_pending',
      actor: 'payee',
      reason: 'Withdrawn',
    });
    await settledState(hold.id, 'refunded');
    expect(await payouts(holdStepReference(hold.id, 'refund'))).toEqual([
      expect.objectContaining({
        kind: 'refund',
        amount: 50_000_000,
        destination: hold.transaction_reference,
        status: 'success',
      }),
    ]);
    const balance = (await ledgerBalances(worker.db)).find((b) => b.hold_id === hold.id);
    expect(balance).toMatchObject({ paid: 50_000_000, held: 0, released: 0, refunded: 50_000_000 });
  });

  it('pays nothing to an owner without a validated payout account: the hold waits, saying why', async () => {
    const { hold } = await heldPayment({ payoutAccount: false });
    worker.start();
    await moveHold(worker.db, { holdId: hold.id, from: ['held'], to: 'release_pending', actor: 'system' });
    const waiting = await waitFor(async () => {
      const row = await findHold(worker.db, hold.id);
      return row?.payout_failure ? row : undefined;
    }, 20_000);
    expect(waiting).toMatchObject({
      state: 'release_pending',
      payout_failure: 'The owner has no validated payout account',
    });
    expect(await payouts(holdStepReference(hold.id, 'release'))).toEqual([]);
  });

  it('leaves a refused transfer pending with the reason, and never records money that did not move', async () => {
    const { hold } = await heldPayment();
    await setSandboxFault(worker.db, 'transfer', 'fail', 1);
    worker.start();
    await moveHold(worker.db, { holdId: hold.id, from: ['held'], to: 'release_pending', actor: 'system' });
    const refused = await waitFor(async () => {
      const row = await findHold(worker.db, hold.id);
      return row?.payout_failure ? row : undefined;
    }, 20_000);
    expect(refused).toMatchObject({
      state: 'release_pending',
      payout_failure: 'The provider refused the release',
    });
    const balance = (await ledgerBalances(worker.db)).find((b) => b.hold_id === hold.id);
    expect(balance).toMatchObject({ held: 145_000_000, released: 0 });
  });

  it('sweeps: releases a move-in payment 72 h after move-in and a sale 72 h after the seller marked it completed, with no dispute; refunds a lapsed reservation, leaves disputes', async () => {
    const moveIn = await heldPayment();
    const reservation = await heldPayment({ purpose: 'sale_reservation', amount: 50_000_000 });
    // The seller marked this sale completed 72 hours ago (the lapse no longer applies).
    const completed = await heldPayment({ purpose: 'sale_reservation', amount: 50_000_000 });
    expect(
      await claimSaleCompleted(worker.db, {
        holdId: completed.hold.id,
        sellerId: completed.payee.id,
        releaseAfter: new Date(Date.now() - 60_000),
      }),
    ).toBeDefined();
    const disputed = await heldPayment();
    const notYet = await heldPayment();
    const past = new Date(Date.now() - 60_000);
    await worker.db
      .updateTable('payment_holds')
      .set({ release_after: past })
      .where('id', 'in', [moveIn.hold.id, disputed.hold.id])
      .execute();
    await worker.db
      .updateTable('payment_holds')
      .set({ lapses_at: past })
      .where('id', '=', reservation.hold.id)
      .execute();
    await worker.db
      .updateTable('payment_holds')
      .set({ release_after: new Date(Date.now() + 3600_000) })
      .where('id', '=', notYet.hold.id)
      .execute();
    await moveHold(worker.db, {
      holdId: disputed.hold.id,
      from: ['held'],
      to: 'disputed',
      actor: 'payer',
      reason: 'No keys',
    });

    const context = worker.handlerContext({
      payments: createProviderRegistry(SANDBOX, { db: worker.db, publicUrl: TEST_PUBLIC_URL }),
    });
    const result = await sweepHoldsHandler.handle({ limit: 100 }, undefined as never, context);
    expect(result).toMatchObject({ released: 2, refunded: 1 });
    expect((await findHold(worker.db, moveIn.hold.id))?.state).toBe('release_pending');
    expect((await findHold(worker.db, completed.hold.id))?.state).toBe('release_pending');
    expect((await findHold(worker.db, reservation.hold.id))?.state).toBe('refund_pending');
    expect((await findHold(worker.db, disputed.hold.id))?.state).toBe('disputed');
    expect((await findHold(worker.db, notYet.hold.id))?.state).toBe('held');
    const reasons = await worker.db
      .selectFrom('payment_hold_events')
      .select(['hold_id', 'reason'])
      .where('to_state', 'in', ['release_pending', 'refund_pending'])
      .execute();
    expect(reasons).toEqual(
      expect.arrayContaining([
        { hold_id: moveIn.hold.id, reason: '72 hours passed after the move-in date with no dispute' },
        { hold_id: reservation.hold.id, reason: 'The reservation lapsed' },
        {
          hold_id: completed.hold.id,
          reason: '72 hours passed after the seller marked the sale completed, with no dispute',
        },
      ]),
    );
    // Running again moves nothing more.
    expect(await sweepHoldsHandler.handle({ limit: 100 }, undefined as never, context)).toMatchObject({
      released: 0,
      refunded: 0,
    });
    expect(await ledgerProblems(worker.db)).toEqual([]);
  });
});
