import type { AnyJobHandler } from '../registry';
import { matchSavedSearchesHandler } from './alerts/match-saved-searches.handler';
import { sendAlertDigestsHandler } from './alerts/send-alert-digests.handler';
import { sendInstantAlertHandler } from './alerts/send-instant-alert.handler';
import { sendAccountDeletedHandler } from './email/send-account-deleted.handler';
import { sendApplicationDecisionHandler } from './email/send-application-decision.handler';
import {
  sendAvailabilityReminderHandler,
  sendListingsExpiredHandler,
} from './email/send-listing-availability.handler';
import { sendListingReportNoticeHandler } from './email/send-listing-report-notice.handler';
import { sendPasswordChangedHandler } from './email/send-password-changed.handler';
import { sendPasswordResetOtpHandler } from './email/send-password-reset-otp.handler';
import { sendPaymentReceiptHandler } from './email/send-payment-receipt.handler';
import { sendReportOutcomeHandler } from './email/send-report-outcome.handler';
import { sendTicketReceivedHandler } from './email/send-ticket-received.handler';
import { sendTicketReplyHandler } from './email/send-ticket-reply.handler';
import { sendVerificationHandler } from './email/send-verification.handler';
import { sendVerificationDecisionHandler } from './email/send-verification-decision.handler';
import { buildUserExportHandler } from './exports/build-user-export.handler';
import { purgeExpiredExportsHandler } from './exports/purge-expired-exports.handler';
import { purgeVerificationFilesHandler } from './exports/purge-verification-files.handler';
import { geocodePropertyHandler } from './geocode/geocode-property.handler';
import { checkApplicationPhotosHandler } from './images/check-application-photos.handler';
import { generatePropertyVariantsHandler } from './images/generate-property-variants.handler';
import { renderLinkPreviewHandler } from './images/render-link-preview.handler';
import { sweepMissingVariantsHandler } from './images/sweep-missing-variants.handler';
import { importListingsHandler } from './imports/import-listings.handler';
import { flagDuplicateListingsHandler } from './listings/flag-duplicate-listings.handler';
import { refreshPeerMediansHandler } from './listings/refresh-peer-medians.handler';
import { sweepListingAvailabilityHandler } from './listings/sweep-listing-availability.handler';
import { refundHoldHandler, releaseHoldHandler, sweepHoldsHandler } from './payments/hold-jobs.handler';
import { sendHoldNoticeHandler } from './payments/send-hold-notice.handler';
import { refreshRatesHandler } from './rates/refresh-rates.handler';
import { pingHandler } from './system/ping.handler';
import { sendViewingNoticeHandler } from './viewings/send-viewing-notice.handler';
import { sweepViewingsHandler } from './viewings/sweep-viewings.handler';

/** Every job handler the worker runs; each feature adds its handlers here. */
export const handlers: AnyJobHandler[] = [
  pingHandler,
  sendVerificationHandler,
  sendPasswordResetOtpHandler,
  sendPasswordChangedHandler,
  sendAccountDeletedHandler,
  sendPaymentReceiptHandler,
  sendApplicationDecisionHandler,
  sendTicketReceivedHandler,
  sendTicketReplyHandler,
  sendAvailabilityReminderHandler,
  sendListingsExpiredHandler,
  sendReportOutcomeHandler,
  sendListingReportNoticeHandler,
  sendVerificationDecisionHandler,
  buildUserExportHandler,
  purgeVerificationFilesHandler,
  purgeExpiredExportsHandler,
  generatePropertyVariantsHandler,
  sweepMissingVariantsHandler,
  checkApplicationPhotosHandler,
  renderLinkPreviewHandler,
  importListingsHandler,
  refreshRatesHandler,
  releaseHoldHandler,
  refundHoldHandler,
  sweepHoldsHandler,
  sendHoldNoticeHandler,
  geocodePropertyHandler,
  sweepListingAvailabilityHandler,
  refreshPeerMediansHandler,
  matchSavedSearchesHandler,
  sendInstantAlertHandler,
  sendAlertDigestsHandler,
  flagDuplicateListingsHandler,
  sendViewingNoticeHandler,
  sweepViewingsHandler,
];
