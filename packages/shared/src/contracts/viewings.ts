import { z } from 'zod';
import { HOLD_STATES } from '../constants/payments';
import {
  MAX_PROPOSED_TIMES,
  VIEWING_NOTE_MAX,
  VIEWING_OUTCOMES,
  VIEWING_PARTIES,
  VIEWING_REASON_MAX,
  VIEWING_STATUSES,
  VIEWING_TIME_ZONES,
} from '../constants/viewings';
import { IdSchema, TimestampSchema } from './common';

export const ViewingStatusSchema = z.enum(VIEWING_STATUSES);
export const ViewingPartySchema = z.enum(VIEWING_PARTIES);
export const ViewingOutcomeSchema = z.enum(VIEWING_OUTCOMES);
export const ViewingTimeZoneSchema = z.enum(VIEWING_TIME_ZONES);

const minuteOfDay = z.number().int().min(0).max(1440);
const slotMinutes = z
  .number()
  .int()
  .min(15, 'Slots are 15 minutes or longer')
  .max(240, 'Slots are at most 4 hours');
const LocalDateSchema = z.iso.date({ error: 'Expected a date (YYYY-MM-DD)' });

/** One weekly period of viewing hours, in minutes after local midnight. */
export const WeeklyHoursSchema = z
  .object({
    weekday: z.number().int().min(0).max(6),
    startMinute: minuteOfDay.max(1439),
    endMinute: minuteOfDay.min(1),
    slotMinutes,
  })
  .refine((hours) => hours.endMinute - hours.startMinute >= hours.slotMinutes, {
    message: 'The hours must fit at least one slot',
    path: ['endMinute'],
  });

/** A date closed, or extra hours on that date. */
export const HoursExceptionSchema = z.union([
  z.object({ date: LocalDateSchema, closed: z.literal(true) }),
  z
    .object({
      date: LocalDateSchema,
      closed: z.literal(false),
      startMinute: minuteOfDay.max(1439),
      endMinute: minuteOfDay.min(1),
      slotMinutes,
    })
    .refine((hours) => hours.endMinute - hours.startMinute >= hours.slotMinutes, {
      message: 'The hours must fit at least one slot',
      path: ['endMinute'],
    }),
]);

/** PUT /api/v1/viewings/availability: replaces the hours of one listing, or (propertyId null) of all of them. */
export const SetViewingAvailabilityBody = z.object({
  propertyId: IdSchema.nullable(),
  timeZone: ViewingTimeZoneSchema,
  weekly: z.array(WeeklyHoursSchema).max(50),
  exceptions: z.array(HoursExceptionSchema).max(100),
  /**
   * The viewing fee the seeker pays into Ile's protection when booking one of these slots, in the minor unit
   * of the listing's currency (kobo, cents); null or absent: free. Capped by configuration (VIEWING_FEE_CAP_*).
   */
  fee: z.number().int('Give the fee in whole minor units (kobo, cents)').positive().nullable().optional(),
});
export type SetViewingAvailabilityBody = z.infer<typeof SetViewingAvailabilityBody>;

export const ViewingAvailabilityScopeSchema = z.object({
  propertyId: IdSchema.nullable(),
  /** The listing's title; null for "all my listings". */
  propertyTitle: z.string().nullable(),
  timeZone: ViewingTimeZoneSchema,
  /** The viewing fee in minor units, and its currency; null: free. */
  fee: z.number().int().nullable(),
  feeCurrency: z.string().nullable(),
  weekly: z.array(
    z.object({
      weekday: z.number(),
      startMinute: z.number(),
      endMinute: z.number(),
      slotMinutes: z.number(),
    }),
  ),
  exceptions: z.array(
    z.object({
      date: z.string(),
      closed: z.boolean(),
      startMinute: z.number().nullable(),
      endMinute: z.number().nullable(),
      slotMinutes: z.number().nullable(),
    }),
  ),
});
export type ViewingAvailabilityScope = z.infer<typeof ViewingAvailabilityScopeSchema>;
/** GET /api/v1/viewings/availability: the caller's hours, by scope (all listings first). */
export const ViewingAvailabilityResponse = z.array(ViewingAvailabilityScopeSchema);

/** GET /api/v1/property/{id}/viewing-slots?from&to (at most 31 days; default the next 14). */
export const ViewingSlotsQuery = z.object({
  from: TimestampSchema.optional(),
  to: TimestampSchema.optional(),
});
export const ViewingSlotSchema = z.object({ startsAt: TimestampSchema, endsAt: TimestampSchema });
export type ViewingSlot = z.infer<typeof ViewingSlotSchema>;
export const ViewingSlotsResponse = z.object({
  timeZone: ViewingTimeZoneSchema,
  /** The fee (minor units) booking one of these slots asks, held by Ile until the viewing happened; null: free. */
  fee: z.number().int().nullable(),
  feeCurrency: z.string().nullable(),
  /** The owner set viewing hours for this listing: book a slot; otherwise propose up to three times. */
  hasHours: z.boolean(),
  slots: z.array(ViewingSlotSchema),
});
export type ViewingSlotsResponse = z.infer<typeof ViewingSlotsResponse>;

const note = z.string().trim().max(VIEWING_NOTE_MAX, `At most ${VIEWING_NOTE_MAX} characters`).optional();
const reasonText = z.string().trim().max(VIEWING_REASON_MAX, `At most ${VIEWING_REASON_MAX} characters`);

/** POST /api/v1/viewings: a free slot (startsAt), or up to three proposed times when the listing has no hours. */
export const CreateViewingBody = z
  .object({
    propertyId: IdSchema,
    startsAt: TimestampSchema.optional(),
    proposedTimes: z
      .array(TimestampSchema)
      .min(1, 'Propose at least one time')
      .max(MAX_PROPOSED_TIMES, `Propose at most ${MAX_PROPOSED_TIMES} times`)
      .optional(),
    note,
  })
  .refine((body) => (body.startsAt === undefined) !== (body.proposedTimes === undefined), {
    message: 'Send either startsAt (a free slot) or proposedTimes',
    path: ['startsAt'],
  });
export type CreateViewingBody = z.infer<typeof CreateViewingBody>;

export const ListViewingsQuery = z.object({
  as: ViewingPartySchema.optional(),
});

export const ViewingIdParams = z.object({ id: IdSchema });
/** POST /api/v1/viewings/{id}/confirm: a viewing with proposed times needs the chosen one. */
export const ConfirmViewingBody = z.object({ startsAt: TimestampSchema.optional() }).nullish();
export const DeclineViewingBody = z.object({ reason: reasonText.min(1, 'Give a reason') });
export const CancelViewingBody = z.object({ reason: reasonText.optional() }).nullish();
export const RescheduleViewingBody = z.object({ startsAt: TimestampSchema });
export const ViewingOutcomeBody = z.object({ happened: z.boolean() });
/** POST /api/v1/viewings/link: a one-tap email link's signed token. */
export const ViewingLinkBody = z.object({ token: z.string().min(1).max(300) });

export const ViewingSchema = z.object({
  id: IdSchema,
  /** The caller's side of it. */
  role: ViewingPartySchema,
  status: ViewingStatusSchema,
  /** Who must confirm it next (requested only). */
  awaiting: ViewingPartySchema.nullable(),
  startsAt: TimestampSchema.nullable(),
  endsAt: TimestampSchema.nullable(),
  proposedTimes: z.array(TimestampSchema),
  timeZone: ViewingTimeZoneSchema,
  note: z.string().nullable(),
  declineReason: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledBy: ViewingPartySchema.nullable(),
  myOutcome: ViewingOutcomeSchema.nullable(),
  otherOutcome: ViewingOutcomeSchema.nullable(),
  property: z.object({ id: IdSchema, title: z.string(), address: z.string(), city: z.string().nullable() }),
  /** The other party's first name. */
  withName: z.string(),
  feeAmount: z.number().int().nullable(),
  feeCurrency: z.string().nullable(),
  /** Where the viewing fee's money is (its live hold's state); null: no fee, or not paid yet. */
  feeState: z.enum(HOLD_STATES).nullable(),
  createdAt: TimestampSchema,
});
export type Viewing = z.infer<typeof ViewingSchema>;
export const ViewingsResponse = z.array(ViewingSchema);

export const ViewingLinkResponse = z.object({
  action: z.enum(['confirmed', 'outcome']),
  viewing: z.object({ id: IdSchema, status: ViewingStatusSchema, propertyTitle: z.string() }),
  /** The seeker's "No" came after the fee was paid to the owner: Ile opened a Support ticket for them. */
  supportTicket: z.boolean(),
});
export type ViewingLinkResponse = z.infer<typeof ViewingLinkResponse>;

/** The owner's record on profiles: "12 viewings held on Ile, 0 no-shows". */
export const ViewingRecordSchema = z.object({
  held: z.number().int().min(0),
  noShows: z.number().int().min(0),
});
export type ViewingRecord = z.infer<typeof ViewingRecordSchema>;
