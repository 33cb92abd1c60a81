import { randomUUID } from 'node:crypto';
import { moveHold } from '@ile/db/repositories/payment-holds.repository';
import { insertTestHold, insertTestListing, insertTestUser } from '@ile/db/testing/rows';
import { waitFor } from '@ile/db/testing/wait-for';
import { outboxEvent, QUEUES } from '@ile/shared';
import { describe, expect, it } from 'vitest';
import { paymentReceipt } from '../src/mail/templates/payment-receipt';
import { sleep, TEST_PUBLIC_URL, useWorkerHarness } from './support/worker-harness';

/** Headers with non-ASCII text arrive as RFC 2047 encoded words (`=?UTF-8?Q?...?=`). */
const decodeHeader = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) =>
                String.fromCharCode(Number.parseInt(code, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );

describe('payment receipt emails (payment.succeeded → email queue → SMTP)', () => {
  const worker = useWorkerHarness({ queue: QUEUES.email, smtp: true });

  /** A payer, a listing and a payment of theirs as the api records it once verified. */
  async function payment(status: 'successful' | 'pending' = 'successful') {
    const payer = await worker.db
      .insertInto('users')
      .values({
        email: `payer-${randomUUID().slice(0, 8)}@example.test`,
        password_hash: 'not-a-real-hash',
        first_name: 'Ada',
        last_name: 'Obi',
        email_verified_at: new Date(),
      })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    const property = await worker.db
      .insertInto('properties')
      .values({
        owner_id: payer.id,
        title: 'Three-bedroom terrace in Lekki',
        description: 'Quiet estate',
        address: '14 Admiralty Way',
        state: 'Lagos',
        state_code: 'LA',
        country: 'NG',
        price: 4_500_000,
        currency: 'NGN',
        duration: 'year',
        category: 'rental',
        property_type: 'residential',
        status: 'published',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const transaction = await worker.db
      .insertInto('transactions')
      .values({
        reference: `ILE-${randomUUID().replace(/-/g, '').slice(0, 24).toUpperCase()}`,
        user_id: payer.id,
        property_id: property.id,
        provider: 'sandbox',
        amount: 4_500_000,
        currency: 'NGN',
        status,
        verified_at: status === 'successful' ? new Date('2026-11-21T14:05:00Z') : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { payer, property, transaction };
  }

  type Paid = {
    payer: { id: string };
    property: { id: string };
    transaction: { id: string; reference: string; amount: string | number };
  };
  const emit = (paid: Paid, userId: string | null = paid.payer.id) =>
    worker.emit(
      outboxEvent('payment.succeeded', {
        transactionId: paid.transaction.id,
        reference: paid.transaction.reference,
        userId,
        propertyId: paid.property.id,
        amount: Number(paid.transaction.amount),
        currency: 'NGN',
      }),
    );

  it('sends the payer a receipt with the amount, reference, listing and what happens next', async () => {
    const paid = await payment();
    const eventId = await emit(paid);
    worker.start();

    const mail = await waitFor(() => worker.smtp.messages[0]);
    expect(mail.to).toEqual([paid.payer.email]);
    expect(decodeHeader(mail.subject)).toBe('Payment received: ₦4,500,000');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain(
      'We have received your payment of ₦4,500,000 for “Three-bedroom terrace in Lekki”.',
    );
    expect(mail.text).toContain(`Reference: ${paid.transaction.reference}`);
    expect(mail.text).toContain('Paid on: 21 November 2026 at 14:05 UTC');
    expect(mail.text).toContain('within 24 hours to 3 days');
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/account/payment/transactions`);
    expect(mail.html).toContain(`href="${TEST_PUBLIC_URL}/account/payment/transactions"`);

    const job = await worker.ranJob(eventId);
    expect(job.returnvalue).toMatchObject({ outcome: 'sent', eventKey: `${eventId}:payment-receipt` });
  });

  it('tells a payer whose payment Ile is already returning why, and sends nobody to the lister', async () => {
    // A checkout staff cancelled (the listing found fraudulent) that the tenant paid anyway: its hold went from
    // held to refund_pending in the transaction that recorded the payment (payments.service.ts, holdPaid).
    const payer = await insertTestUser(worker.db, 'Ada');
    const lister = await insertTestUser(worker.db, 'Bola');
    const propertyId = await insertTestListing(worker.db, lister.id, { title: 'Too good to be true flat' });
    const hold = await insertTestHold(worker.db, { payerId: payer.id, payeeId: lister.id, propertyId });
    const transaction = await worker.db
      .updateTable('transactions')
      .set({ status: 'successful', verified_at: new Date('2026-11-21T14:05:00Z') })
      .where('id', '=', hold.transaction_id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const staffReason = 'The photos belong to another listing and the lister asked for payment off Ile';
    await moveHold(worker.db, {
      holdId: hold.id,
      from: ['awaiting_payment'],
      to: 'held',
      actor: 'system',
      reason: 'The provider confirmed the payment',
    });
    await moveHold(worker.db, {
      holdId: hold.id,
      from: ['held'],
      to: 'refund_pending',
      actor: 'system',
      reason: `Paid after Ile cancelled it: ${staffReason}`,
      set: { decision_reason: staffReason, decided_at: new Date() },
    });
    await emit({ payer, property: { id: propertyId }, transaction });
    worker.start();

    const mail = await waitFor(() => worker.smtp.messages[0]);
    expect(mail.to).toEqual([payer.email]);
    expect(decodeHeader(mail.subject)).toBe('Payment received and being refunded: ₦1,450,000');
    expect(mail.text).toContain(`Reference: ${transaction.reference}`);
    expect(mail.text).toContain(`Ile is returning this payment to you in full. Why: ${staffReason}.`);
    expect(mail.text).not.toContain('will contact you');
    expect(mail.html).not.toContain('will contact you');
  });

  it('sends one receipt when the same event is delivered twice', async () => {
    const paid = await payment();
    const eventId = await emit(paid);
    worker.start();
    await waitFor(() => worker.smtp.messages[0]);
    const first = await worker.ranJob(eventId);

    // Past BullMQ's memory of the job, the relay delivers the row again: the handler finds the email sent.
    await first.remove();
    await worker.redeliver(eventId);
    const second = await worker.ranJob(eventId);
    expect(second.returnvalue).toEqual({ outcome: 'duplicate', eventKey: `${eventId}:payment-receipt` });
    expect(worker.smtp.messages).toHaveLength(1);
  });

  it('writes to nobody when the payer is gone or the payment is not successful', async () => {
    const anonymised = await payment();
    const pending = await payment('pending');
    const deleted = await payment();
    await worker.db
      .updateTable('users')
      .set({ deleted_at: new Date() })
      .where('id', '=', deleted.payer.id)
      .execute();
    const events = [await emit(anonymised, null), await emit(pending), await emit(deleted)];
    worker.start();

    const outcomes = await Promise.all(events.map(async (id) => (await worker.ranJob(id)).returnvalue));
    expect(outcomes).toEqual([
      { outcome: 'skipped', reason: 'payer gone' },
      { outcome: 'skipped', reason: 'payment not successful' },
      { outcome: 'skipped', reason: 'payer gone' },
    ]);
    await sleep(100);
    expect(worker.smtp.messages).toHaveLength(0);
  });

  it('never lets a listing title or name break out of the HTML', () => {
    const hostile = `<script>alert("x")</script> & 'Bob'`;
    const email = paymentReceipt.render({
      firstName: hostile,
      amount: 'Le 25,000',
      reference: 'ILE-1',
      listingTitle: hostile,
      paidAt: new Date('2026-11-21T14:05:00Z'),
      contactWithin: '24 hours to 3 days',
      transactionsLink: 'https://x.test/account/payment/transactions?a=<b>',
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Bob&#39;');
    expect(email.html).toContain('href="https://x.test/account/payment/transactions?a=&lt;b&gt;"');
    expect(email.text).toContain(`Listing: ${hostile}`);
    expect(
      paymentReceipt.render({
        ...{ firstName: 'Ada', amount: '₦1', reference: 'R', paidAt: new Date(0) },
        listingTitle: null,
        contactWithin: 'soon',
        transactionsLink: 'x',
      }).text,
    ).toContain('We have received your payment of ₦1.');
  });
});
