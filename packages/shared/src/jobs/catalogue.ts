import type { z } from 'zod';
import type { OutboxEventType } from './events';
import { JOBS, type JobNameOf, type JobRoute, QUEUES, type QueueName } from './queues';
import {
  InstantAlertJob,
  PurgeFilesJob,
  RefreshPeerMediansJob,
  RefreshRatesJob,
  SweepJob,
} from './scheduled';

/**
 * The job catalogue: what starts every job in JOBS and what data it takes. A job is started either by outbox
 * events (its data is the event's envelope, `OutboxJobData`) or is queued directly by the worker itself
 * (a scheduler, a start-up check), with a data schema of its own. The worker refuses to boot unless every
 * job here has exactly one handler (services/worker/src/registry.ts); jobs.test.ts fails on an event that
 * neither names its consumers nor says why it has none, and on a job nothing starts.
 */

/** An event some jobs consume: the relay enqueues one job per consumer, each on its own queue. */
export interface ConsumedEvent {
  readonly consumers: readonly JobRoute[];
}
/** An event no job consumes: the relay records it delivered. `none` says where its effect happens instead. */
export interface UnconsumedEvent {
  readonly none: string;
}
export type EventConsumers = ConsumedEvent | UnconsumedEvent;

const job = <const Q extends QueueName, const J extends JobNameOf<Q>>(queue: Q, jobName: J) => ({
  queue,
  jobName,
});
const consumers = <const R extends readonly JobRoute[]>(...routes: R) => ({ consumers: routes });
const none = (reason: string): UnconsumedEvent => ({ none: reason });

const APPLICATION_SUBMITTED = none(
  'staff review pending applications in the console, which reads them from their table; nothing is sent',
);
const applicationDecision = job(QUEUES.email, JOBS.email.sendApplicationDecision);
const verification = job(QUEUES.email, JOBS.email.sendVerification);
const geocode = job(QUEUES.geocode, JOBS.geocode.geocodeProperty);
const listingReportNotice = job(QUEUES.email, JOBS.email.sendListingReportNotice);
const savedSearchAlerts = job(QUEUES.alerts, JOBS.alerts.matchSavedSearches);
// Every viewing event tells the side that did not act (or both, for reminders and the outcome question):
// an in-app notice pushed live, and an email.
const viewingNotice = consumers(job(QUEUES.email, JOBS.email.sendViewingNotice));
// Held payments: the tenant is emailed the one-tap "I have the keys" link when a move-in is held, and both
// parties are told (in-app and email) when staff decide (a dispute, a listing found fraudulent).
const holdNotice = job(QUEUES.email, JOBS.email.sendHoldNotice);

/** Every outbox event type and the jobs that consume it, or why none does. */
export const EVENT_CATALOGUE = {
  'user.signed_up': consumers(verification),
  'user.verification_requested': consumers(verification),
  'user.password_reset_requested': consumers(job(QUEUES.email, JOBS.email.sendPasswordResetOtp)),
  'user.password_changed': consumers(job(QUEUES.email, JOBS.email.sendPasswordChanged)),
  'user.account_deleted': consumers(job(QUEUES.email, JOBS.email.sendAccountDeleted)),
  'user.data_export_requested': consumers(job(QUEUES.exports, JOBS.exports.buildUserExport)),
  // Its photos are hashed and compared with other owners' live listings, and its address and text with every
  // live listing, before a reviewer opens it.
  'listing_application.submitted': consumers(
    job(QUEUES.images, JOBS.images.checkApplicationPhotos),
    job(QUEUES.listings, JOBS.listings.flagDuplicateListings),
  ),
  'listing_application.decided': consumers(applicationDecision),
  // Each valid row's photos are fetched from their URLs, then the row becomes a listing application.
  'listing_import.confirmed': consumers(job(QUEUES.images, JOBS.images.importListings)),
  'agent_application.submitted': APPLICATION_SUBMITTED,
  'agent_application.decided': consumers(applicationDecision),
  'agency_application.submitted': APPLICATION_SUBMITTED,
  'agency_application.decided': consumers(applicationDecision),
  'student_application.submitted': APPLICATION_SUBMITTED,
  'student_application.decided': consumers(applicationDecision),
  'property.images_uploaded': consumers(job(QUEUES.images, JOBS.images.generatePropertyVariants)),
  // Published: placed on the map, then matched against saved searches (which waits for the place).
  'property.published': consumers(geocode, savedSearchAlerts),
  'property.relocated': consumers(geocode),
  // The link preview is drawn again when what it shows changed (the job compares and skips otherwise).
  'property.edited': consumers(job(QUEUES.images, JOBS.images.renderLinkPreview)),
  'property.price_dropped': consumers(savedSearchAlerts),
  'property.availability_due': consumers(job(QUEUES.email, JOBS.email.sendAvailabilityReminder)),
  'property.expired': consumers(job(QUEUES.email, JOBS.email.sendListingsExpired)),
  'property.availability_confirmed': none(
    'the owner did it on the site, which shows the new date at once; search reads the status',
  ),
  'property.taken_down': none('the owner did it on the site; the listing stays in their history'),
  'message.sent': none(
    'the api pushes each message live over socket.io (message:new, conversation:updated) as it sends it; ' +
      'no email to an offline receiver is built',
  ),
  'ticket.created': consumers(job(QUEUES.email, JOBS.email.sendTicketReceived)),
  'ticket.replied': consumers(job(QUEUES.email, JOBS.email.sendTicketReply)),
  'ticket.status_changed': none(
    'the api writes the requester a personal notice in the same transaction and pushes it live ' +
      '(notification:new); no email is built',
  ),
  'report.decided': consumers(job(QUEUES.email, JOBS.email.sendReportOutcome)),
  'property.held': consumers(listingReportNotice),
  'property.report_decided': consumers(listingReportNotice),
  'notice.published': none(
    'readers find it in Account → Notifications, read from the notices table (the unread badge counts ' +
      'notices published since they last looked); no email is built',
  ),
  'verification.submitted': none(
    'staff review pending verifications in the console (Verifications), which reads them from their table',
  ),
  'verification.decided': consumers(job(QUEUES.email, JOBS.email.sendVerificationDecision)),
  'payment.succeeded': consumers(job(QUEUES.email, JOBS.email.sendPaymentReceipt)),
  'viewing.requested': viewingNotice,
  'viewing.confirmed': viewingNotice,
  'viewing.declined': viewingNotice,
  'viewing.cancelled': viewingNotice,
  'viewing.rescheduled': viewingNotice,
  'viewing.outcome_answered': none(
    'the answering side sees the viewing settle on the page; the other side was already asked (outcome_due) ' +
      'and the owner’s profile reads the settled status',
  ),
  'viewing.reminder_due': viewingNotice,
  'viewing.outcome_due': viewingNotice,
  'viewing.expired': none(
    'both sides see it expired on their viewings pages; nothing was agreed, nothing is sent',
  ),
  'viewing.settled': none(
    'the owner’s profile reads the settled status; both sides already answered or were asked',
  ),
  // Held payments: the provider's transfer or refund is asked for by a job, with the step's idempotency key.
  'payment_hold.release_requested': consumers(job(QUEUES.payments, JOBS.payments.releaseHold), holdNotice),
  'payment_hold.refund_requested': consumers(job(QUEUES.payments, JOBS.payments.refundHold), holdNotice),
  'payment_hold.held': consumers(holdNotice),
  'payment_hold.disputed': none(
    'Support decide disputed holds in the console (Disputes), read from payment_holds',
  ),
  'payment_hold.released': none('both parties see it on their transactions page, read from payment_holds'),
  'payment_hold.refunded': none('both parties see it on their transactions page, read from payment_holds'),
  'payment_hold.cancelled': none('an unpaid checkout: nothing was held, nothing to tell'),
  'payment_hold.keys_reminder_due': consumers(holdNotice),
  'system.ping': consumers(job(QUEUES.outbox, JOBS.outbox.ping)),
} as const satisfies Record<OutboxEventType, EventConsumers>;

/** A job the worker queues itself (no outbox event), with the schema of its data. */
export interface QueuedJob<Schema extends z.ZodType = z.ZodType> {
  readonly queue: QueueName;
  readonly jobName: string;
  readonly data: Schema;
  /** Who queues it, and when. */
  readonly queuedBy: string;
}

/** Every job queued directly rather than relayed from the outbox. */
export const QUEUED_JOBS = {
  refreshRates: {
    ...job(QUEUES.rates, JOBS.rates.refreshRates),
    data: RefreshRatesJob,
    queuedBy: 'a job scheduler every RATES_REFRESH_EVERY_HOURS; worker start when the table is stale',
  },
  sweepMissingVariants: {
    ...job(QUEUES.images, JOBS.images.sweepMissingVariants),
    data: SweepJob,
    queuedBy: 'a job scheduler, every 10 minutes',
  },
  sweepListingAvailability: {
    ...job(QUEUES.listings, JOBS.listings.sweepListingAvailability),
    data: SweepJob,
    queuedBy: 'a job scheduler, every hour (AVAILABILITY_SWEEP_EVERY_MS)',
  },
  refreshPeerMedians: {
    ...job(QUEUES.listings, JOBS.listings.refreshPeerMedians),
    data: RefreshPeerMediansJob,
    queuedBy: 'a job scheduler, every 6 hours (PEER_MEDIANS_EVERY_MS), and at worker start',
  },
  purgeVerificationFiles: {
    ...job(QUEUES.exports, JOBS.exports.purgeVerificationFiles),
    data: PurgeFilesJob,
    queuedBy: 'a job scheduler, every hour',
  },
  purgeExpiredExports: {
    ...job(QUEUES.exports, JOBS.exports.purgeExpiredExports),
    data: PurgeFilesJob,
    queuedBy: 'a job scheduler, every hour',
  },
  sendInstantAlert: {
    ...job(QUEUES.alerts, JOBS.alerts.sendInstantAlert),
    data: InstantAlertJob,
    queuedBy:
      'match-saved-searches, delayed to the end of the alert window (one job id per search and window); the digest sweep for one a lost job left',
  },
  sweepViewings: {
    ...job(QUEUES.listings, JOBS.listings.sweepViewings),
    data: SweepJob,
    queuedBy:
      'a job scheduler, every 5 minutes (VIEWING_SWEEP_EVERY_MS): reminders 24 h and 2 h before, the outcome question, expiry and settling',
  },
  sendAlertDigests: {
    ...job(QUEUES.alerts, JOBS.alerts.sendAlertDigests),
    data: SweepJob,
    queuedBy: 'a job scheduler, every 15 minutes (ALERT_DIGEST_SWEEP_EVERY_MS)',
  },
  sweepHolds: {
    ...job(QUEUES.payments, JOBS.payments.sweepHolds),
    data: SweepJob,
    queuedBy: 'a job scheduler, every 5 minutes (HOLD_SWEEP_EVERY_MS)',
  },
} as const satisfies Record<string, QueuedJob>;

type Catalogue = typeof EVENT_CATALOGUE;

/** The event types whose consumers include the job `jobName` on `queue` (never, for a queued job). */
export type EventsConsumedBy<Q extends QueueName, J extends string> = {
  [T in OutboxEventType]: Catalogue[T] extends { consumers: readonly (infer R)[] }
    ? [Extract<R, { queue: Q; jobName: J }>] extends [never]
      ? never
      : T
    : never;
}[OutboxEventType];

const entries = Object.entries(EVENT_CATALOGUE) as [OutboxEventType, EventConsumers][];

/** The jobs an event is enqueued for; none for an event no job consumes. */
export function consumersOf(type: string): readonly JobRoute[] {
  const entry: EventConsumers | undefined = EVENT_CATALOGUE[type as OutboxEventType];
  return entry && 'consumers' in entry ? entry.consumers : [];
}

const sameJob = (a: JobRoute, b: { queue: string; jobName: string }) =>
  a.queue === b.queue && a.jobName === b.jobName;

/** The event types one job consumes; none for a job the worker queues itself. */
export function eventsConsumedBy(route: { queue: string; jobName: string }): OutboxEventType[] {
  return entries
    .filter(([, entry]) => 'consumers' in entry && entry.consumers.some((r) => sameJob(r, route)))
    .map(([type]) => type);
}

/** The catalogue entry of a job the worker queues itself; undefined for an event-driven job. */
export function queuedJobOf(route: { queue: string; jobName: string }): QueuedJob | undefined {
  return Object.values(QUEUED_JOBS).find((queued) => sameJob(queued, route));
}
