import { insertPersonalNotice } from '@ile/db/repositories/notices.repository';
import { findViewingWithParties, type ViewingWithParties } from '@ile/db/repositories/viewings.repository';
import { type ViewingLinkAction, viewingLinkToken } from '@ile/db/viewings/link-token';
import {
  formatViewingTime,
  JOBS,
  type OutboxJobData,
  QUEUES,
  type ViewingParty,
  type ViewingTimeZone,
  viewingFeeText,
  viewingZoneOf,
} from '@ile/shared';
import { viewingActionLink, viewingsPageLink } from '../../mail/links';
import { sendOnce, skipEmail } from '../../mail/send-once';
import { viewingNotice } from '../../mail/templates/viewing-notice';
import { type HandlerContext, outboxJobHandler } from '../../registry';

type ViewingEvent = OutboxJobData<
  | 'viewing.requested'
  | 'viewing.confirmed'
  | 'viewing.declined'
  | 'viewing.cancelled'
  | 'viewing.rescheduled'
  | 'viewing.reminder_due'
  | 'viewing.outcome_due'
>;

const PAGE_PATH: Record<ViewingParty, string> = { owner: '/manage/viewings', seeker: '/account/viewings' };

/** A person's zone: their own country's when it is one of ours, else the listing's (docs/viewings.md). */
function zoneOf(viewing: ViewingWithParties, party: ViewingParty): ViewingTimeZone {
  const country = party === 'owner' ? viewing.owner_country : viewing.seeker_country;
  return country === 'NG' || country === 'SL'
    ? viewingZoneOf(country)
    : viewingZoneOf(viewing.property_country);
}

interface Message {
  to: ViewingParty;
  subject: string;
  lines: string[];
  actions: { label: string; action: ViewingLinkAction }[];
}

/** What each side is told about one event, with times in their own zone; none when nothing is to be told. */
function messagesOf(data: ViewingEvent, viewing: ViewingWithParties): Message[] {
  const title = `“${viewing.property_title}”`;
  const when = (party: ViewingParty) =>
    viewing.starts_at ? formatViewingTime(viewing.starts_at, zoneOf(viewing, party)) : null;
  const nameOf = (party: ViewingParty) =>
    party === 'owner' ? viewing.owner_first_name : viewing.seeker_first_name;
  const other = (party: ViewingParty): ViewingParty => (party === 'owner' ? 'seeker' : 'owner');
  switch (data.type) {
    case 'viewing.requested': {
      const times = viewing.starts_at
        ? [`${nameOf('seeker')} asks to view ${title} on ${when('owner')}.`]
        : [
            `${nameOf('seeker')} asks to view ${title} and proposes: ${viewing.proposed_times
              .map((time) => formatViewingTime(new Date(time), zoneOf(viewing, 'owner')))
              .join('; ')}. Pick one in your viewings.`,
          ];
      return [
        {
          to: 'owner',
          subject: `Viewing request for ${title}`,
          lines: [...times, ...(viewing.note ? [`Their note: ${viewing.note}`] : [])],
          actions: viewing.starts_at ? [{ label: 'Confirm the viewing', action: 'confirm' }] : [],
        },
      ];
    }
    case 'viewing.confirmed': {
      const to = other(data.payload.by);
      return [
        {
          to,
          subject: `Viewing confirmed: ${title}`,
          lines: [`${nameOf(data.payload.by)} confirmed the viewing of ${title} on ${when(to)}.`],
          actions: [],
        },
      ];
    }
    case 'viewing.declined': {
      const to = other(data.payload.by);
      return [
        {
          to,
          subject: `Viewing declined: ${title}`,
          lines: [
            `${nameOf(data.payload.by)} declined the viewing of ${title}.`,
            ...(viewing.decline_reason ? [`Reason: ${viewing.decline_reason}`] : []),
          ],
          actions: [],
        },
      ];
    }
    case 'viewing.cancelled': {
      const to = other(data.payload.by);
      return [
        {
          to,
          subject: `Viewing cancelled: ${title}`,
          lines: [
            `${nameOf(data.payload.by)} cancelled the viewing of ${title}${when(to) ? ` on ${when(to)}` : ''}.`,
            ...(viewing.cancel_reason ? [`Reason: ${viewing.cancel_reason}`] : []),
          ],
          actions: [],
        },
      ];
    }
    case 'viewing.rescheduled': {
      const to = other(data.payload.by);
      return [
        {
          to,
          subject: `New time proposed for viewing ${title}`,
          lines: [
            `${nameOf(data.payload.by)} proposes to view ${title} on ${when(to)} instead. Please confirm it.`,
          ],
          actions: viewing.awaiting === to ? [{ label: 'Confirm the new time', action: 'confirm' }] : [],
        },
      ];
    }
    case 'viewing.reminder_due':
      return (['owner', 'seeker'] as const).map((to) => ({
        to,
        subject: `Reminder: viewing of ${title} ${data.payload.hours === 24 ? 'tomorrow' : 'in 2 hours'}`,
        lines: [
          `Your viewing of ${title} with ${nameOf(other(to))} is on ${when(to)}.`,
          `Address: ${viewing.property_address}${viewing.property_city ? `, ${viewing.property_city}` : ''}.`,
        ],
        actions: [],
      }));
    case 'viewing.outcome_due':
      return (['owner', 'seeker'] as const).map((to) => ({
        to,
        subject: `Did the viewing of ${title} happen?`,
        lines: [`Your viewing of ${title} with ${nameOf(other(to))} was on ${when(to)}. Did it happen?`],
        actions: [
          { label: 'Yes, it happened', action: 'held' },
          { label: 'No, it did not', action: 'no_show' },
        ],
      }));
  }
}

/** Where a viewing's fee is now (held, being refunded, paid to the owner…), told with every notice about it. */
function withFee(messages: Message[], viewing: ViewingWithParties): Message[] {
  const fee = viewingFeeText(viewing.fee_amount, viewing.fee_currency, viewing.fee_state);
  return fee ? messages.map((message) => ({ ...message, lines: [...message.lines, `${fee}.`] })) : messages;
}

/** The state each event is still about; a viewing that moved on since tells nobody about the old state. */
const STILL: Record<ViewingEvent['type'], readonly string[]> = {
  'viewing.requested': ['requested'],
  'viewing.confirmed': ['confirmed', 'held', 'no_show', 'disputed'],
  'viewing.declined': ['declined'],
  'viewing.cancelled': ['cancelled'],
  'viewing.rescheduled': ['requested', 'confirmed'],
  'viewing.reminder_due': ['confirmed'],
  'viewing.outcome_due': ['confirmed'],
};

async function tell(
  context: HandlerContext,
  data: ViewingEvent,
  viewing: ViewingWithParties,
  message: Message,
) {
  const userId = message.to === 'owner' ? viewing.owner_id : viewing.seeker_id;
  const noticeId = await insertPersonalNotice(context.db, {
    recipientId: userId,
    heading: message.subject,
    description: message.lines.join(' '),
    link: PAGE_PATH[message.to],
    createdBy: null,
  });
  context.realtime.notify(userId, {
    id: noticeId,
    kind: 'viewing',
    title: message.subject,
    body: message.lines.join(' '),
    link: PAGE_PATH[message.to],
    createdAt: new Date().toISOString(),
  });
  return sendOnce(context, {
    // One email per event and side.
    eventId: `${data.eventId}:${message.to}`,
    template: viewingNotice,
    to: message.to === 'owner' ? viewing.owner_email : viewing.seeker_email,
    prepare: () => ({
      firstName: message.to === 'owner' ? viewing.owner_first_name : viewing.seeker_first_name,
      subject: message.subject,
      lines: message.lines,
      actions: message.actions.map((action) => ({
        label: action.label,
        href: viewingActionLink(context.publicUrl, viewingLinkToken(viewing, message.to, action.action)),
      })),
      pageLink: viewingsPageLink(context.publicUrl, message.to),
    }),
  });
}

/**
 * Every viewing event a side should hear about: an in-app notice (pushed live as `notification:new`) and an
 * email with one-tap links where there is something to answer. Reminders and "Did the viewing happen?" go to
 * both sides, each with times in their own zone. A redelivered job sends no email twice (sendOnce per side);
 * its notice may repeat, which is harmless.
 */
export const sendViewingNoticeHandler = outboxJobHandler({
  queue: QUEUES.email,
  name: JOBS.email.sendViewingNotice,
  consumes: [
    'viewing.requested',
    'viewing.confirmed',
    'viewing.declined',
    'viewing.cancelled',
    'viewing.rescheduled',
    'viewing.reminder_due',
    'viewing.outcome_due',
  ],
  async handle(data, _job, context) {
    const viewing = await findViewingWithParties(context.db, data.payload.viewingId);
    if (!viewing) return [skipEmail(context.log, 'viewing gone')];
    if (!STILL[data.type].includes(viewing.status))
      return [skipEmail(context.log, `viewing is ${viewing.status} now`)];
    const outcomes = [];
    for (const message of withFee(messagesOf(data, viewing), viewing))
      outcomes.push(await tell(context, data, viewing, message));
    return outcomes;
  },
});
