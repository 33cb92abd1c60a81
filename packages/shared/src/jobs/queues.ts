/**
 * Every BullMQ queue, by name. What starts each job below (outbox events or a scheduler) and the data it
 * takes are in catalogue.ts; the worker refuses to boot if a job has no handler, or two.
 */
export const QUEUES = {
  images: 'images',
  email: 'email',
  rates: 'rates',
  geocode: 'geocode',
  exports: 'exports',
  listings: 'listings',
  alerts: 'alerts',
  payments: 'payments',
  outbox: 'outbox',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
export const QUEUE_NAMES = Object.values(QUEUES) as readonly QueueName[];

/** Every job name, per queue. */
export const JOBS = {
  images: {
    generatePropertyVariants: 'generate-property-variants',
    sweepMissingVariants: 'sweep-missing-variants',
    checkApplicationPhotos: 'check-application-photos',
    renderLinkPreview: 'render-link-preview',
    importListings: 'import-listings',
  },
  email: {
    sendVerification: 'send-verification',
    sendPasswordResetOtp: 'send-password-reset-otp',
    sendPasswordChanged: 'send-password-changed',
    sendAccountDeleted: 'send-account-deleted',
    sendApplicationDecision: 'send-application-decision',
    sendTicketReceived: 'send-ticket-received',
    sendTicketReply: 'send-ticket-reply',
    sendPaymentReceipt: 'send-payment-receipt',
    sendAvailabilityReminder: 'send-availability-reminder',
    sendListingsExpired: 'send-listings-expired',
    sendReportOutcome: 'send-report-outcome',
    sendListingReportNotice: 'send-listing-report-notice',
    sendVerificationDecision: 'send-verification-decision',
    sendViewingNotice: 'send-viewing-notice',
    sendHoldNotice: 'send-hold-notice',
  },
  rates: {
    refreshRates: 'refresh-rates',
  },
  geocode: {
    geocodeProperty: 'geocode-property',
  },
  exports: {
    buildUserExport: 'build-user-export',
    purgeVerificationFiles: 'purge-verification-files',
    purgeExpiredExports: 'purge-expired-exports',
  },
  listings: {
    sweepListingAvailability: 'sweep-listing-availability',
    flagDuplicateListings: 'flag-duplicate-listings',
    refreshPeerMedians: 'refresh-peer-medians',
    sweepViewings: 'sweep-viewings',
  },
  alerts: {
    matchSavedSearches: 'match-saved-searches',
    sendInstantAlert: 'send-instant-alert',
    sendAlertDigests: 'send-alert-digests',
  },
  payments: {
    releaseHold: 'release-hold',
    refundHold: 'refund-hold',
    sweepHolds: 'sweep-holds',
  },
  outbox: {
    ping: 'ping',
  },
} as const satisfies Record<QueueName, Record<string, string>>;

export type JobNameOf<Q extends QueueName> = (typeof JOBS)[Q][keyof (typeof JOBS)[Q]];
export type JobName = { [Q in QueueName]: JobNameOf<Q> }[QueueName];

/** A job's address: which queue and which name. */
export type JobRoute = { [Q in QueueName]: { queue: Q; jobName: JobNameOf<Q> } }[QueueName];

/** Every (queue, job name) pair, for the worker's handler registry check. */
export const ALL_JOBS: readonly JobRoute[] = QUEUE_NAMES.flatMap((queue) =>
  Object.values(JOBS[queue]).map((jobName) => ({ queue, jobName }) as JobRoute),
);
