import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestHold, insertTestListing, insertTestUser } from '../testing/rows';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import {
  HoldTransitionError,
  holdTimeline,
  ledgerBalances,
  ledgerProblems,
  listDueHolds,
  moveHold,
} from './payment-holds.repository';

/** Issue 21: money held by Ile. Every move exactly once; the ledger balances after any path. */
describe('payment holds: state machine and ledger', () => {
  let test: TestDatabase;
  let parties: { payerId: string; payeeId: string; propertyId: string };
  beforeAll(async () => {
    test = await createTestDatabase();
    const payer = await insertTestUser(test.db, 'Tenant');
    const payee = await insertTestUser(test.db, 'Owner');
    const propertyId = await insertTestListing(test.db, payee.id, { status: 'published' });
    parties = { payerId: payer.id, payeeId: payee.id, propertyId };
  });
  afterAll(async () => {
    await test?.destroy();
  });

  const system = { actor: 'system' as const };
  const outboxTypes = async (holdId: string) =>
    (await test.db.selectFrom('outbox_events').select(['event_type', 'payload']).orderBy('id').execute())
      .filter((row) => (row.payload as { holdId?: string }).holdId === holdId)
      .map((row) => row.event_type);

  it('moves a paid hold to released, writing the timeline, balanced ledger entries and one event per move', async () => {
    const hold = await insertTestHold(test.db, parties, { amount: 145_000_000 });
    await moveHold(test.db, { holdId: hold.id, from: ['awaiting_payment'], to: 'held', ...system });
    await moveHold(test.db, {
      holdId: hold.id,
      from: ['held'],
      to: 'release_pending',
      actor: 'payer',
      actorId: parties.payerId,
      reason: 'I have the keys',
    });
    const released = await moveHold(test.db, {
      holdId: hold.id,
      from: ['release_pending'],
      to: 'released',
      ...system,
    });
    expect(released).toMatchObject({ state: 'released' });
    expect(released?.settled_at).toBeInstanceOf(Date);

    const timeline = await holdTimeline(test.db, hold.id);
    expect(timeline.map((e) => [e.from_state, e.to_state, e.actor])).toEqual([
      ['awaiting_payment', 'held', 'system'],
      ['held', 'release_pending', 'payer'],
      ['release_pending', 'released', 'system'],
    ]);
    expect(timeline[1]).toMatchObject({ actor_id: parties.payerId, reason: 'I have the keys' });
    expect(await outboxTypes(hold.id)).toEqual([
      'payment_hold.held',
      'payment_hold.release_requested',
      'payment_hold.released',
    ]);
    const balance = (await ledgerBalances(test.db)).find((b) => b.hold_id === hold.id);
    expect(balance).toMatchObject({ paid: 145_000_000, held: 0, released: 145_000_000, refunded: 0, net: 0 });
  });

  it('refuses moves the state machine does not allow, before touching the row', async () => {
    const hold = await insertTestHold(test.db, parties);
    await expect(
      moveHold(test.db, { holdId: hold.id, from: ['awaiting_payment'], to: 'released', ...system }),
    ).rejects.toBeInstanceOf(HoldTransitionError);
    await expect(
      moveHold(test.db, { holdId: hold.id, from: ['held'], to: 'refunded', ...system }),
    ).rejects.toBeInstanceOf(HoldTransitionError);
    // Allowed in general, but the hold is not in `from`: nothing happens.
    expect(
      await moveHold(test.db, { holdId: hold.id, from: ['held'], to: 'release_pending', ...system }),
    ).toBeUndefined();
    expect(await holdTimeline(test.db, hold.id)).toEqual([]);
  });

  it('lets exactly one of many racing callers make a move (release against refund against dispute)', async () => {
    const hold = await insertTestHold(test.db, parties, { amount: 5_000_00 });
    await moveHold(test.db, { holdId: hold.id, from: ['awaiting_payment'], to: 'held', ...system });
    const racers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        moveHold(test.db, {
          holdId: hold.id,
          from: ['held'],
          to: (['release_pending', 'refund_pending', 'disputed'] as const)[i % 3] ?? 'disputed',
          ...system,
        }),
      ),
    );
    expect(racers.filter(Boolean)).toHaveLength(1);
    const winner = racers.find(Boolean)?.state;
    // A dispute is decided by staff first; then the provider's confirmation races itself.
    if (winner === 'disputed') {
      await moveHold(test.db, { holdId: hold.id, from: ['disputed'], to: 'refund_pending', actor: 'staff' });
    }
    const pending = winner === 'release_pending' ? 'release_pending' : 'refund_pending';
    const settled = await Promise.all(
      Array.from({ length: 8 }, () =>
        moveHold(test.db, {
          holdId: hold.id,
          from: [pending],
          to: pending === 'release_pending' ? 'released' : 'refunded',
          ...system,
        }),
      ),
    );
    expect(settled.filter(Boolean)).toHaveLength(1);
    const entries = await test.db
      .selectFrom('ledger_entries')
      .select(['movement', 'account', 'amount'])
      .where('hold_id', '=', hold.id)
      .execute();
    expect(entries.filter((e) => e.movement === 'paid')).toHaveLength(2);
    expect(entries.filter((e) => e.movement !== 'paid')).toHaveLength(2);
  });

  it('refunds in full, and a checkout never paid holds nothing (until the provider says it was paid)', async () => {
    const refunded = await insertTestHold(test.db, parties, {
      purpose: 'sale_reservation',
      amount: 50_000_000,
    });
    await moveHold(test.db, { holdId: refunded.id, from: ['awaiting_payment'], to: 'held', ...system });
    await moveHold(test.db, { holdId: refunded.id, from: ['held'], to: 'refund_pending', ...system });
    await moveHold(test.db, { holdId: refunded.id, from: ['refund_pending'], to: 'refunded', ...system });

    const abandoned = await insertTestHold(test.db, parties);
    await moveHold(test.db, { holdId: abandoned.id, from: ['awaiting_payment'], to: 'cancelled', ...system });
    const late = await insertTestHold(test.db, parties);
    await moveHold(test.db, { holdId: late.id, from: ['awaiting_payment'], to: 'cancelled', ...system });
    await moveHold(test.db, {
      holdId: late.id,
      from: ['awaiting_payment', 'cancelled'],
      to: 'held',
      ...system,
    });

    const balances = new Map((await ledgerBalances(test.db)).map((b) => [b.hold_id, b]));
    expect(balances.get(refunded.id)).toMatchObject({ paid: 50_000_000, refunded: 50_000_000, held: 0 });
    expect(balances.get(abandoned.id)).toMatchObject({ paid: 0, held: 0, released: 0, refunded: 0 });
    expect(balances.get(late.id)).toMatchObject({ paid: late.amount, held: late.amount });
  });

  it('finds holds due: past their release time while held, or reservations that lapsed', async () => {
    const due = await insertTestHold(test.db, parties, { release_after: new Date(Date.now() - 1000) });
    const notYet = await insertTestHold(test.db, parties, { release_after: new Date(Date.now() + 3600_000) });
    const lapsed = await insertTestHold(test.db, parties, {
      purpose: 'sale_reservation',
      lapses_at: new Date(Date.now() - 1000),
    });
    const disputed = await insertTestHold(test.db, parties, { release_after: new Date(Date.now() - 1000) });
    for (const hold of [due, notYet, lapsed, disputed]) {
      await moveHold(test.db, { holdId: hold.id, from: ['awaiting_payment'], to: 'held', ...system });
    }
    await moveHold(test.db, { holdId: disputed.id, from: ['held'], to: 'disputed', actor: 'payer' });
    const ids = (await listDueHolds(test.db, 100)).map((h) => h.id);
    expect(ids).toEqual(expect.arrayContaining([due.id, lapsed.id]));
    expect(ids).not.toContain(notYet.id);
    expect(ids).not.toContain(disputed.id);
  });

  // Runs last: every hold the tests above made, whatever path it took.
  it('balances: for every hold held + released + refunded = paid, and ledger_problems() finds nothing', async () => {
    const balances = await ledgerBalances(test.db);
    expect(balances.length).toBeGreaterThanOrEqual(10);
    for (const b of balances) {
      expect(b.held + b.released + b.refunded, `hold ${b.hold_id}`).toBe(b.paid);
      expect(b.net, `hold ${b.hold_id}`).toBe(0);
    }
    expect(await ledgerProblems(test.db)).toEqual([]);
  });

  it('ledger_problems() reports a ledger that does not balance', async () => {
    const hold = await insertTestHold(test.db, parties);
    await moveHold(test.db, { holdId: hold.id, from: ['awaiting_payment'], to: 'held', ...system });
    // A payout written behind the state machine's back: money left the holding account with no counterpart.
    await test.db
      .insertInto('ledger_entries')
      .values({
        hold_id: hold.id,
        movement: 'released',
        account: 'holding',
        amount: -hold.amount,
        currency: 'NGN',
      })
      .execute();
    const problems = (await ledgerProblems(test.db))
      .filter((p) => p.hold_id === hold.id)
      .map((p) => p.problem);
    expect(problems).toEqual(
      expect.arrayContaining(['entries do not sum to zero', 'held + released + refunded <> paid']),
    );
    await test.db
      .deleteFrom('ledger_entries')
      .where('hold_id', '=', hold.id)
      .where('movement', '=', 'released')
      .execute();
    expect(await ledgerProblems(test.db)).toEqual([]);
  });
});
