import { findReceiptDetails } from '@ile/db/repositories/transactions.repository';
import { findUserById } from '@ile/db/repositories/users.repository';
import { formatPrice, JOBS, PAYMENT_CONTACT_PROMISE, QUEUES } from '@ile/shared';
import { sendOnce, skipEmail } from '../../mail/send-once';
import { paymentReceipt } from '../../mail/templates/payment-receipt';
import { outboxJobHandler } from '../../registry';

/** The payer's receipt once their payment is verified with the provider (decisions.md: never earlier). */
export const sendPaymentReceiptHandler = outboxJobHandler({
  queue: QUEUES.email,
  name: JOBS.email.sendPaymentReceipt,
  consumes: ['payment.succeeded'],
  async handle(data, _job, context) {
    const { transactionId, userId } = data.payload;
    // The payer's account was deleted (payment records outlive it, anonymised): nobody to write to.
    if (!userId) return skipEmail(context.log, 'payer gone');
    const user = await findUserById(context.db, userId);
    if (!user) return skipEmail(context.log, 'payer gone');
    const payment = await findReceiptDetails(context.db, transactionId);
    if (payment?.status !== 'successful') return skipEmail(context.log, 'payment not successful');

    return sendOnce(context, {
      eventId: data.eventId,
      template: paymentReceipt,
      to: user.email,
      prepare: () => ({
        firstName: user.first_name,
        amount: formatPrice(payment.amount, payment.currency),
        reference: payment.reference,
        listingTitle: payment.title,
        paidAt: payment.verified_at ?? new Date(data.occurredAt),
        contactWithin: PAYMENT_CONTACT_PROMISE.summary,
        transactionsLink: `${context.publicUrl}/account/payment/transactions`,
        refundReason: payment.refund_reason,
      }),
    });
  },
});
