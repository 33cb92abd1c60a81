import type { PaymentHoldEvent } from '@ile/db';
import { holdLinkToken } from '@ile/db/payments/hold-link-token';
import {
  findHoldWithParties,
  type HoldWithParties,
  holdEventInto,
} from '@ile/db/repositories/hold-disputes.repository';
import { insertPersonalNotice } from '@ile/db/repositories/notices.repository';
import { HOLD_TRANSACTIONS_PAGE_PATH, JOBS, type OutboxJobData, QUEUES } from '@ile/shared';
import { formatMinorAmount } from '@ile/shared/helpers/format-price';
import { holdKeysLink, holdTransactionsLink } from '../../mail/links';
import { sendOnce, skipEmail } from '../../mail/send-once';
import { holdNotice } from '../../mail/templates/hold-notice';
import { type HandlerContext, outboxJobHandler } from '../../registry';

type HoldEvent = OutboxJobData<
  | 'payment_hold.held'
  | 'payment_hold.release_requested'
  | 'payment_hold.refund_requested'
  | 'payment_hold.keys_reminder_due'
>;
type Party = 'payer' | 'payee';

interface Message {
  to: Party;
  subject: string;
  lines: string[];
  /** The one-tap "I have the keys" button (the tenant's email only). */
  keys?: string;
}

const day = (date: Date) =>
  date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Lagos',
  });

/**
 * What each party is told, or nothing: a move-in payment held, and again on the morning of its move-in date
 * (the tenant gets the keys link each time), a reserved sale
 * the seller marked completed (the buyer, who may dispute before the release), and a staff
 * decision (a dispute decided, or the listing found fraudulent) to both. Moves by the parties themselves or
 * by the sweep are seen on the transactions page and tell nobody here.
 */
export function holdMessagesOf(
  data: HoldEvent,
  hold: HoldWithParties,
  event: PaymentHoldEvent | undefined,
): Message[] {
  const amount = formatMinorAmount(hold.amount, hold.currency);
  const title = `“${hold.property_title ?? 'your listing'}”`;
  const owner = [hold.payee_first_name, hold.payee_last_name].filter(Boolean).join(' ') || 'the owner';
  if (data.type === 'payment_hold.keys_reminder_due') {
    // The sweep's reminder on the morning of the move-in date (claimKeysReminders): the release is 72 hours on.
    // The date, not "today": a sweep that missed the day still reminds before the release.
    const agreed = hold.move_in_date
      ? `You agreed to move in to ${title} on ${day(new Date(`${hold.move_in_date}T12:00:00Z`))}`
      : `Your move-in date for ${title} has come`;
    return [
      {
        to: 'payer',
        subject: `Moving in to ${title}? Tell Ile when you have the keys`,
        lines: [
          `${agreed}. Ile still holds your ${amount}: the owner is paid only when you confirm you have the keys.`,
          `When you have them, tap the button below: Ile then releases ${amount} to ${owner}.`,
          hold.release_after
            ? `If you do nothing and raise no dispute, Ile releases it on ${day(hold.release_after)}. If something is wrong (no keys, or not the home you paid for), open a dispute on your transactions page before then.`
            : 'If something is wrong, open a dispute on your transactions page.',
        ],
        keys: `I have the keys — release ${amount} to ${owner}`,
      },
    ];
  }
  if (data.type === 'payment_hold.held' && data.payload.from === 'held') {
    // The seller marked a reserved sale completed (claimSaleCompleted): the buyer has until the release to object.
    if (hold.purpose !== 'sale_reservation' || !hold.release_after) return [];
    return [
      {
        to: 'payer',
        subject: `The seller says the sale of ${title} has completed`,
        lines: [
          `${owner} marked the sale of ${title} completed. Ile releases your ${amount} deposit to them on ${day(hold.release_after)}.`,
          'If the sale has not completed, open a dispute on your transactions page before then: the deposit then stays held until Ile’s support team decides. If it has, you can release it there now.',
        ],
      },
    ];
  }
  if (data.type === 'payment_hold.held') {
    if (hold.purpose !== 'move_in') return [];
    return [
      {
        to: 'payer',
        subject: `Ile holds your ${amount} for ${title}`,
        lines: [
          `Ile holds your ${amount} for ${title}. The owner is paid only when you confirm you have the keys.`,
          `When you have them, tap the button below: Ile then releases ${amount} to ${owner}.`,
          hold.release_after
            ? `If you do nothing and raise no dispute, Ile releases it on ${day(hold.release_after)}. If something is wrong, open a dispute on your transactions page before then.`
            : 'If something is wrong, open a dispute on your transactions page.',
        ],
        keys: `I have the keys — release ${amount} to ${owner}`,
      },
    ];
  }
  if (event?.actor !== 'staff') return [];
  const refund = data.type === 'payment_hold.refund_requested';
  const why = event.reason ? `Their reason: ${event.reason}` : null;
  const decided =
    event.from_state === 'disputed'
      ? `Ile’s support team decided the dispute about the ${amount} for ${title}`
      : `Ile’s team stopped the ${amount} held for ${title}`;
  const subject = refund ? `Refund of ${amount} for ${title}` : `${amount} released for ${title}`;
  return [
    {
      to: 'payer',
      subject,
      lines: [
        `${decided}: ${refund ? 'it is refunded to you in full' : `it is released to ${owner}`}.`,
        ...(why ? [why] : []),
      ],
    },
    {
      to: 'payee',
      subject,
      lines: [
        `${decided}: ${refund ? 'it is refunded to the payer' : 'it is released to your payout account'}.`,
        ...(why ? [why] : []),
      ],
    },
  ];
}

async function tell(context: HandlerContext, data: HoldEvent, hold: HoldWithParties, message: Message) {
  const userId = message.to === 'payer' ? hold.payer_id : hold.payee_id;
  const email = message.to === 'payer' ? hold.payer_email : hold.payee_email;
  if (!userId || !email) return skipEmail(context.log, `the ${message.to} is gone`);
  const body = message.lines.join(' ');
  const noticeId = await insertPersonalNotice(context.db, {
    recipientId: userId,
    heading: message.subject,
    description: body,
    link: HOLD_TRANSACTIONS_PAGE_PATH,
    createdBy: null,
  });
  context.realtime.notify(userId, {
    id: noticeId,
    kind: 'payment',
    title: message.subject,
    body,
    link: HOLD_TRANSACTIONS_PAGE_PATH,
    createdAt: new Date().toISOString(),
  });
  return sendOnce(context, {
    // One email per event and party.
    eventId: `${data.eventId}:${message.to}`,
    template: holdNotice,
    to: email,
    prepare: () => ({
      firstName: (message.to === 'payer' ? hold.payer_first_name : hold.payee_first_name) ?? '',
      subject: message.subject,
      lines: message.lines,
      actions: message.keys
        ? [{ label: message.keys, href: holdKeysLink(context.publicUrl, holdLinkToken(hold, 'keys')) }]
        : [],
      pageLink: holdTransactionsLink(context.publicUrl),
    }),
  });
}

/**
 * Held payments' notices (docs/payments.md, "Held payments"): an in-app notice (pushed live) and an email.
 * A redelivered job sends no email twice (sendOnce per party); its notice may repeat, which is harmless.
 */
export const sendHoldNoticeHandler = outboxJobHandler({
  queue: QUEUES.email,
  name: JOBS.email.sendHoldNotice,
  consumes: [
    'payment_hold.held',
    'payment_hold.release_requested',
    'payment_hold.refund_requested',
    'payment_hold.keys_reminder_due',
  ],
  async handle(data, _job, context) {
    const hold = await findHoldWithParties(context.db, data.payload.holdId);
    if (!hold) return [skipEmail(context.log, 'hold gone')];
    // The keys link is only worth sending while the money is still held.
    if (
      (data.type === 'payment_hold.held' || data.type === 'payment_hold.keys_reminder_due') &&
      hold.state !== 'held'
    )
      return [skipEmail(context.log, `hold is ${hold.state} now`)];
    const event =
      data.type === 'payment_hold.keys_reminder_due'
        ? undefined
        : await holdEventInto(context.db, hold.id, data.payload.to);
    const outcomes = [];
    for (const message of holdMessagesOf(data, hold, event))
      outcomes.push(await tell(context, data, hold, message));
    return outcomes.length > 0 ? outcomes : [skipEmail(context.log, 'nobody to tell')];
  },
});
