import { z } from 'zod';
import { LISTING_CURRENCIES } from '../constants/currencies';
import { NOTICE_AUDIENCES } from '../constants/notices';
import { HOLD_STATES } from '../constants/payments';
import { REPORT_OUTCOMES, REPORT_TARGET_TYPES } from '../constants/reports';
import { APPLICATION_DECISIONS, TICKET_STATUSES } from '../constants/statuses';
import { VERIFICATION_DECISIONS, VERIFICATION_KINDS } from '../constants/verification';
import { VIEWING_PARTIES } from '../constants/viewings';
import { IdSchema, TimestampSchema } from '../contracts/common';

const decided = {
  applicationId: IdSchema,
  userId: IdSchema,
  decision: z.enum(APPLICATION_DECISIONS),
  reason: z.string().nullable(),
};
const submitted = { applicationId: IdSchema, userId: IdSchema };
/** A viewing's state changed; `by` is the side that changed it (the other side is told). */
const viewingChanged = z.object({ viewingId: IdSchema, by: z.enum(VIEWING_PARTIES) });
const holdMoved = z.object({ holdId: IdSchema, from: z.enum(HOLD_STATES), to: z.enum(HOLD_STATES) });

/**
 * The payload of every outbox event. Payloads carry ids, not copies of rows: handlers load what they need,
 * so a retried job sees current data. No secrets either: the email handlers issue the verification token
 * and the reset OTP themselves, so none sits in the outbox table.
 */
export const OUTBOX_EVENT_PAYLOADS = {
  'user.signed_up': z.object({ userId: IdSchema }),
  'user.verification_requested': z.object({ userId: IdSchema }),
  'user.password_reset_requested': z.object({ userId: IdSchema }),
  'user.password_changed': z.object({ userId: IdSchema }),
  /** The account is already anonymised when this is handled, so the goodbye carries where to send it. */
  'user.account_deleted': z.object({ email: z.string().email(), firstName: z.string() }),
  'user.data_export_requested': z.object({ userId: IdSchema, exportId: IdSchema }),
  'listing_application.submitted': z.object(submitted),
  'listing_application.decided': z.object({ ...decided, propertyId: IdSchema.nullable() }),
  /** A bulk import's owner confirmed it: its valid rows wait for their photos (listing_import_rows). */
  'listing_import.confirmed': z.object({ importId: IdSchema, userId: IdSchema }),
  'agent_application.submitted': z.object(submitted),
  'agent_application.decided': z.object(decided),
  'agency_application.submitted': z.object(submitted),
  'agency_application.decided': z.object(decided),
  'student_application.submitted': z.object(submitted),
  'student_application.decided': z.object(decided),
  'property.images_uploaded': z.object({ propertyId: IdSchema, imageIds: z.array(IdSchema).min(1) }),
  'property.published': z.object({ propertyId: IdSchema }),
  /** A published listing's address changed: its coordinates are looked up again. */
  'property.relocated': z.object({ propertyId: IdSchema }),
  /** Its owner or staff saved the edit form: what its link preview draws (price, place) may have changed. */
  'property.edited': z.object({ propertyId: IdSchema }),
  /**
   * A published listing's price went down (its row in property_price_changes was written in the same
   * transaction): what saved-search alerts will hook into. The prices are the change's, not a copy of the row.
   */
  'property.price_dropped': z.object({
    propertyId: IdSchema,
    oldPrice: z.number().positive(),
    newPrice: z.number().positive(),
    currency: z.enum(LISTING_CURRENCIES),
  }),
  /** One owner's listings that reached 30 days since their last confirmation, found by one sweep. */
  'property.availability_due': z.object({ ownerId: IdSchema, propertyIds: z.array(IdSchema).min(1) }),
  /** One owner's listings a sweep took out of search, unconfirmed for 45 days. */
  'property.expired': z.object({ ownerId: IdSchema, propertyIds: z.array(IdSchema).min(1) }),
  /** The owner confirmed the listing still available (renewing it when it had expired). */
  'property.availability_confirmed': z.object({
    propertyId: IdSchema,
    renewed: z.boolean(),
    via: z.enum(['manage', 'link']),
  }),
  /** The owner took the listing down as let or sold. */
  'property.taken_down': z.object({ propertyId: IdSchema, outcome: z.enum(['let', 'sold']) }),
  'message.sent': z.object({
    messageId: IdSchema,
    conversationId: IdSchema,
    senderId: IdSchema,
    receiverId: IdSchema,
  }),
  'ticket.created': z.object({ ticketId: IdSchema, userId: IdSchema }),
  'ticket.replied': z.object({
    ticketId: IdSchema,
    replyId: IdSchema,
    authorId: IdSchema,
    byStaff: z.boolean(),
  }),
  'ticket.status_changed': z.object({
    ticketId: IdSchema,
    userId: IdSchema,
    status: z.enum(TICKET_STATUSES),
  }),
  /** Staff decided a report: its reporter is told the outcome. */
  'report.decided': z.object({
    reportId: IdSchema,
    reporterId: IdSchema,
    targetType: z.enum(REPORT_TARGET_TYPES),
    targetId: IdSchema,
    outcome: z.enum(REPORT_OUTCOMES),
  }),
  /** A published listing reported by several verified users left search until staff decide. */
  'property.held': z.object({ propertyId: IdSchema, ownerId: IdSchema }),
  /** Staff decided the reports on a listing that was held or is now unpublished: the owner is told. */
  'property.report_decided': z.object({
    propertyId: IdSchema,
    ownerId: IdSchema,
    outcome: z.enum(['republished', 'unpublished']),
  }),
  'notice.published': z.object({ noticeId: IdSchema, audience: z.enum(NOTICE_AUDIENCES) }),
  'payment.succeeded': z.object({
    transactionId: IdSchema,
    reference: z.string(),
    userId: IdSchema.nullable(),
    propertyId: IdSchema.nullable(),
    amount: z.number().positive(),
    currency: z.enum(LISTING_CURRENCIES),
  }),
  /** A held payment changed state (payment_holds; docs/payments.md, "Held payments"). */
  'payment_hold.held': holdMoved,
  'payment_hold.disputed': holdMoved,
  'payment_hold.release_requested': holdMoved,
  'payment_hold.refund_requested': holdMoved,
  'payment_hold.released': holdMoved,
  'payment_hold.refunded': holdMoved,
  'payment_hold.cancelled': holdMoved,
  /** A move-in payment still held on the morning of its move-in date: the tenant is reminded of the keys. */
  'payment_hold.keys_reminder_due': z.object({ holdId: IdSchema }),
  'verification.submitted': z.object({
    verificationId: IdSchema,
    userId: IdSchema,
    kind: z.enum(VERIFICATION_KINDS),
  }),
  'verification.decided': z.object({
    verificationId: IdSchema,
    userId: IdSchema,
    kind: z.enum(VERIFICATION_KINDS),
    decision: z.enum(VERIFICATION_DECISIONS),
    reason: z.string().nullable(),
  }),
  /** A seeker asked to view a listing (a slot, or proposed times): the owner is told. */
  'viewing.requested': viewingChanged,
  /** The awaited side confirmed it: the other side is told. */
  'viewing.confirmed': viewingChanged,
  /** The awaited side declined it, with a reason. */
  'viewing.declined': viewingChanged,
  'viewing.cancelled': viewingChanged,
  /** New times, awaiting the other side's confirmation. */
  'viewing.rescheduled': viewingChanged,
  /** One side said whether it happened (the viewing may be settled as held, no-show or disputed). */
  'viewing.outcome_answered': viewingChanged,
  /** The sweep claimed a confirmed viewing's reminder (24 or 2 hours before): both sides are reminded. */
  'viewing.reminder_due': z.object({ viewingId: IdSchema, hours: z.union([z.literal(24), z.literal(2)]) }),
  /** The sweep found a confirmed viewing over: both sides are asked "Did the viewing happen?". */
  'viewing.outcome_due': z.object({ viewingId: IdSchema }),
  /** The sweep expired a request nobody confirmed before its time. */
  'viewing.expired': z.object({ viewingId: IdSchema }),
  /** The sweep settled a viewing's outcome (one side answered, the other was silent 48 hours). */
  'viewing.settled': z.object({ viewingId: IdSchema, status: z.enum(['held', 'no_show', 'disputed']) }),
  /** Proves the path request → outbox → relay → queue → handler end to end. */
  'system.ping': z.object({ note: z.string() }),
} as const;

export type OutboxEventType = keyof typeof OUTBOX_EVENT_PAYLOADS;
export const OUTBOX_EVENT_TYPES = Object.keys(OUTBOX_EVENT_PAYLOADS) as readonly OutboxEventType[];
export type OutboxEventPayload<T extends OutboxEventType> = z.infer<(typeof OUTBOX_EVENT_PAYLOADS)[T]>;

/** An event as a producer writes it to the outbox. */
export type OutboxEventDraft = {
  [T in OutboxEventType]: { type: T; payload: OutboxEventPayload<T> };
}[OutboxEventType];

/** A producer's event, checked against its payload schema before it is written. */
export function outboxEvent<T extends OutboxEventType>(
  type: T,
  payload: OutboxEventPayload<T>,
): OutboxEventDraft {
  return { type, payload: OUTBOX_EVENT_PAYLOADS[type].parse(payload) } as OutboxEventDraft;
}

/** The data of a job the relay enqueued for an outbox row, narrowed to the event types `T` a handler consumes. */
export type OutboxJobData<T extends OutboxEventType = OutboxEventType> = {
  [K in T]: { type: K; payload: OutboxEventPayload<K>; eventId: string; occurredAt: string };
}[T];

/**
 * A parser of job data (type and payload together) for a handler that consumes the event types `types`:
 * it throws a ZodError for malformed data and for an event of any other type.
 */
export function outboxJobParser<T extends OutboxEventType>(
  types: readonly [T, ...T[]],
): (data: unknown) => OutboxJobData<T> {
  const envelope = z.object({
    eventId: z.string().min(1),
    type: z.enum(types as unknown as [T, ...T[]]),
    occurredAt: TimestampSchema,
    payload: z.unknown(),
  });
  return (data) => {
    const parsed = envelope.parse(data);
    const payload = OUTBOX_EVENT_PAYLOADS[parsed.type].parse(parsed.payload);
    return { ...parsed, payload } as OutboxJobData<T>;
  };
}

/** Validates a job's data (type and payload) as any outbox event; throws a ZodError when malformed. */
export const parseOutboxJob: (data: unknown) => OutboxJobData = outboxJobParser(
  OUTBOX_EVENT_TYPES as readonly [OutboxEventType, ...OutboxEventType[]],
);

/** BullMQ job id of an outbox row, so a row relayed twice is enqueued once. */
export const outboxJobId = (eventId: string): string => `outbox-${eventId}`;
