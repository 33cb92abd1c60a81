import { readHoldLinkToken } from '@ile/db/payments/hold-link-token';
import { claimSaleCompleted, moveHold } from '@ile/db/repositories/payment-holds.repository';
import { insertTestHold, insertTestListing, insertTestUser } from '@ile/db/testing/rows';
import { waitFor } from '@ile/db/testing/wait-for';
import { outboxEvent, QUEUES } from '@ile/shared';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sweepHoldsHandler } from '../src/handlers/payments/hold-jobs.handler';
import { TEST_PUBLIC_URL, useWorkerHarness } from './support/worker-harness';

/**
 * Issue 21: the held payment's notices (payment_hold.* → email queue → SMTP): the tenant's one-tap
 * "I have the keys" link when a move-in is held, and both parties told when staff decide.
 */
describe('held payment notices (email queue → SMTP)', () => {
  const worker = useWorkerHarness({ queue: QUEUES.email, smtp: true });

  async function heldMoveIn(purpose: 'move_in' | 'sale_reservation' = 'move_in') {
    const payer = await insertTestUser(worker.db, 'Ada', 'Tenant');
    const payee = await insertTestUser(worker.db, 'Olu', 'Owner');
    const propertyId = await insertTestListing(worker.db, payee.id, { title: 'Flat in Yaba' });
    const hold = await insertTestHold(
      worker.db,
      { payerId: payer.id, payeeId: payee.id, propertyId },
      { amount: 145_000_000, purpose },
    );
    return { hold, payer, payee };
  }
  const toAddress = (address: string) =>
    waitFor(() => worker.smtp.messages.find((m) => m.to.includes(address)));

  it('emails the tenant a signed one-tap keys link when their move-in payment is held, in the app too', async () => {
    worker.start({ schedules: { enabled: false } });
    const { hold, payer, payee } = await heldMoveIn();
    await moveHold(worker.db, { holdId: hold.id, from: ['awaiting_payment'], to: 'held', actor: 'system' });

    const mail = await toAddress(payer.email);
    expect(mail.subject).toBe('Ile holds your ₦1,450,000 for “Flat in Yaba”');
    expect(mail.text).toContain('I have the keys — release ₦1,450,000 to Olu Owner');
    const links = [...mail.text.matchAll(/\/payments\/keys\?token=([\w.%-]+)/g)].map((m) =>
      readHoldLinkToken(decodeURIComponent(m[1] as string)),
    );
    expect(links.map((claim) => [claim?.id, claim?.action])).toEqual([[hold.id, 'keys']]);
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/account/payment/transactions`);
    const notices = await worker.db
      .selectFrom('notices')
      .select(['recipient_id', 'link', 'heading'])
      .where('recipient_id', 'in', [payer.id, payee.id])
      .execute();
    expect(notices).toEqual([
      { recipient_id: payer.id, link: '/account/payment/transactions', heading: mail.subject },
    ]);
    expect(worker.smtp.messages.some((m) => m.to.includes(payee.email))).toBe(false);
  });

  it('reminds the tenant of the keys once, on the morning of the move-in date, while the money is held', async () => {
    worker.start({ schedules: { enabled: false } });
    /** The date `days` from today in Lagos, as the move-in form sends it. */
    const lagosDate = (days: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(
        new Date(Date.now() + days * 86_400_000),
      );
    /** A held move-in payment with its move-in date `moveInDays` from today, held `heldDaysAgo` days ago. */
    async function movingIn(moveInDays: number, heldDaysAgo: number, releaseInHours = 48) {
      const moving = await heldMoveIn();
      await moveHold(worker.db, {
        holdId: moving.hold.id,
        from: ['awaiting_payment'],
        to: 'held',
        actor: 'system',
      });
      await toAddress(moving.payer.email);
      await worker.db
        .updateTable('payment_holds')
        .set({
          move_in_date: lagosDate(moveInDays),
          release_after: new Date(Date.now() + releaseInHours * 3_600_000),
        })
        .where('id', '=', moving.hold.id)
        .execute();
      await sql`UPDATE payment_hold_events SET at = now() - make_interval(days => ${heldDaysAgo})
        WHERE hold_id = ${moving.hold.id}`.execute(worker.db);
      return moving;
    }
    // Moved in yesterday (09:00 passed, whatever the hour now), paid three days before: due.
    const due = await movingIn(-1, 3);
    // Moves in tomorrow: not yet. Paid on its move-in day: its first email was that morning's.
    const tomorrow = await movingIn(1, 3);
    const paidOnTheDay = await movingIn(-1, 0);
    // Its release time passed (the sweep releases it instead); disputed: no longer held.
    const releaseDue = await movingIn(-1, 3, -1);
    const disputed = await movingIn(-1, 3);
    await moveHold(worker.db, {
      holdId: disputed.hold.id,
      from: ['held'],
      to: 'disputed',
      actor: 'payer',
      set: { disputed_at: new Date(), dispute_reason: 'No keys' },
    });
    const firstEmails = worker.smtp.messages.length;

    const context = worker.handlerContext({});
    expect(await sweepHoldsHandler.handle({ limit: 100 }, undefined as never, context)).toMatchObject({
      remindedKeys: 1,
    });
    // A second sweep (or one running alongside) claims nothing more.
    expect(await sweepHoldsHandler.handle({ limit: 100 }, undefined as never, context)).toMatchObject({
      remindedKeys: 0,
    });
    const reminder = await waitFor(() =>
      worker.smtp.messages.slice(firstEmails).find((m) => m.to.includes(due.payer.email)),
    );
    expect(reminder.subject).toBe('Moving in to “Flat in Yaba”? Tell Ile when you have the keys');
    const movedIn = new Date(`${lagosDate(-1)}T12:00:00Z`).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    expect(reminder.text).toContain(
      `You agreed to move in to “Flat in Yaba” on ${movedIn}. Ile still holds your ₦1,450,000`,
    );
    expect(reminder.text).toContain('I have the keys — release ₦1,450,000 to Olu Owner');
    expect(reminder.text).toMatch(/Ile releases it on \d{1,2} \w+ \d{4}\. If something is wrong/);
    const links = [...reminder.text.matchAll(/\/payments\/keys\?token=([\w.%-]+)/g)].map((m) =>
      readHoldLinkToken(decodeURIComponent(m[1] as string)),
    );
    expect(links.map((claim) => [claim?.id, claim?.action])).toEqual([[due.hold.id, 'keys']]);

    const reminded = await worker.db
      .selectFrom('payment_holds')
      .select('id')
      .where('keys_reminded_at', 'is not', null)
      .execute();
    expect(reminded.map((row) => row.id)).toEqual([due.hold.id]);
    // The one reminder event is the only way a reminder is sent: once its job finished, no other can come.
    const events = await worker.db
      .selectFrom('outbox_events')
      .select(['id', 'payload'])
      .where('event_type', '=', 'payment_hold.keys_reminder_due')
      .execute();
    expect(events.map((event) => (event.payload as { holdId: string }).holdId)).toEqual([due.hold.id]);
    await worker.finishedJob(String(events[0]?.id));
    const later = worker.smtp.messages.slice(firstEmails);
    expect(later.filter((m) => m.to.includes(due.payer.email))).toHaveLength(1);
    for (const other of [tomorrow, paidOnTheDay, releaseDue, disputed])
      expect(later.some((m) => m.to.includes(other.payer.email))).toBe(false);
  });

  it('tells payer and payee Support’s decision with its reason; a party’s own move tells nobody', async () => {
    worker.start({ schedules: { enabled: false } });
    const { hold, payer, payee } = await heldMoveIn('sale_reservation');
    await moveHold(worker.db, { holdId: hold.id, from: ['awaiting_payment'], to: 'held', actor: 'system' });
    await moveHold(worker.db, {
      holdId: hold.id,
      from: ['held'],
      to: 'disputed',
      actor: 'payer',
      set: { disputed_at: new Date(), dispute_reason: 'No completion' },
    });
    await moveHold(worker.db, {
      holdId: hold.id,
      from: ['disputed'],
      to: 'refund_pending',
      actor: 'staff',
      reason: 'The seller withdrew',
    });
    const toPayer = await toAddress(payer.email);
    const toPayee = await toAddress(payee.email);
    expect(toPayer.subject).toBe('Refund of ₦1,450,000 for “Flat in Yaba”');
    expect(toPayer.text).toContain(
      'Ile’s support team decided the dispute about the ₦1,450,000 for “Flat in Yaba”: it is refunded to you in full.',
    );
    expect(toPayer.text).toContain('Their reason: The seller withdrew');
    expect(toPayee.text).toContain('it is refunded to the payer');
    expect(toPayee.text).toContain('Their reason: The seller withdrew');

    // A sale reservation held sends no keys link; the payer's own confirm tells nobody.
    const other = await heldMoveIn('sale_reservation');
    await moveHold(worker.db, {
      holdId: other.hold.id,
      from: ['awaiting_payment'],
      to: 'held',
      actor: 'system',
    });
    const confirmed = await worker.emit(
      outboxEvent('payment_hold.release_requested', {
        holdId: other.hold.id,
        from: 'held',
        to: 'release_pending',
      }),
    );
    await moveHold(worker.db, {
      holdId: other.hold.id,
      from: ['held'],
      to: 'release_pending',
      actor: 'payer',
    });
    expect((await worker.finishedJob(confirmed)).returnvalue).toEqual([
      expect.objectContaining({ outcome: 'skipped' }),
    ]);
    expect(worker.smtp.messages.some((m) => m.to.includes(other.payer.email))).toBe(false);
  });

  it('tells the buyer when the seller marks the sale completed, with the day the deposit is released', async () => {
    worker.start({ schedules: { enabled: false } });
    const { hold, payer, payee } = await heldMoveIn('sale_reservation');
    await moveHold(worker.db, { holdId: hold.id, from: ['awaiting_payment'], to: 'held', actor: 'system' });
    await claimSaleCompleted(worker.db, {
      holdId: hold.id,
      sellerId: payee.id,
      releaseAfter: new Date('2026-12-04T09:00:00Z'),
    });
    const mail = await toAddress(payer.email);
    expect(mail.subject).toBe('The seller says the sale of “Flat in Yaba” has completed');
    expect(mail.text).toContain(
      'Olu Owner marked the sale of “Flat in Yaba” completed. Ile releases your ₦1,450,000 deposit to them on 4 December 2026.',
    );
    expect(mail.text).toContain('open a dispute on your transactions page before then');
    expect(worker.smtp.messages.some((m) => m.to.includes(payee.email))).toBe(false);
  });
});
