import type { OutboxEventType } from './events';
import { JOBS, type JobRoute, QUEUES } from './queues';

const route = <R extends JobRoute>(jobRoute: R): R => jobRoute;

/**
 * Which queue and job handle each outbox event. An event is routed here in the same change that adds its
 * handler to the worker: the worker refuses to boot with a routed job nobody handles, and the relay records
 * an unrouted event as delivered without enqueueing it. The jobs each event is meant for are named in JOBS.
 */
export const EVENT_ROUTES: Partial<Record<OutboxEventType, JobRoute>> = {
  'system.ping': route({ queue: QUEUES.outbox, jobName: JOBS.outbox.ping }),
  'user.signed_up': route({ queue: QUEUES.email, jobName: JOBS.email.sendVerification }),
  'user.verification_requested': route({ queue: QUEUES.email, jobName: JOBS.email.sendVerification }),
  'user.password_reset_requested': route({ queue: QUEUES.email, jobName: JOBS.email.sendPasswordResetOtp }),
  'user.password_changed': route({ queue: QUEUES.email, jobName: JOBS.email.sendPasswordChanged }),
  'user.account_deleted': route({ queue: QUEUES.email, jobName: JOBS.email.sendAccountDeleted }),
  'user.data_export_requested': route({ queue: QUEUES.exports, jobName: JOBS.exports.buildUserExport }),
  'listing_application.decided': route({ queue: QUEUES.email, jobName: JOBS.email.sendApplicationDecision }),
  'agent_application.decided': route({ queue: QUEUES.email, jobName: JOBS.email.sendApplicationDecision }),
  'agency_application.decided': route({ queue: QUEUES.email, jobName: JOBS.email.sendApplicationDecision }),
  'student_application.decided': route({ queue: QUEUES.email, jobName: JOBS.email.sendApplicationDecision }),
  'ticket.created': route({ queue: QUEUES.email, jobName: JOBS.email.sendTicketReceived }),
  'ticket.replied': route({ queue: QUEUES.email, jobName: JOBS.email.sendTicketReply }),
  'payment.succeeded': route({ queue: QUEUES.email, jobName: JOBS.email.sendPaymentReceipt }),
  'property.images_uploaded': route({ queue: QUEUES.images, jobName: JOBS.images.generatePropertyVariants }),
  'property.published': route({ queue: QUEUES.geocode, jobName: JOBS.geocode.geocodeProperty }),
  'property.relocated': route({ queue: QUEUES.geocode, jobName: JOBS.geocode.geocodeProperty }),
};

/** The event types a job handles; a job not listed here is scheduled rather than event-driven. */
export function eventsHandledBy(queue: JobRoute['queue'], jobName: string): OutboxEventType[] {
  return (Object.keys(EVENT_ROUTES) as OutboxEventType[]).filter(
    (type) => EVENT_ROUTES[type]?.queue === queue && EVENT_ROUTES[type]?.jobName === jobName,
  );
}
