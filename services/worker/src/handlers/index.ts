import type { JobHandlerDefinition } from '../registry';
import { sendAccountDeletedHandler } from './email/send-account-deleted.handler';
import { sendPasswordChangedHandler } from './email/send-password-changed.handler';
import { sendPasswordResetOtpHandler } from './email/send-password-reset-otp.handler';
import { sendPaymentReceiptHandler } from './email/send-payment-receipt.handler';
import { sendVerificationHandler } from './email/send-verification.handler';
import { buildUserExportHandler } from './exports/build-user-export.handler';
import { pingHandler } from './system/ping.handler';

/** Every job handler the worker runs; each feature adds its handlers here. */
export const handlers: JobHandlerDefinition[] = [
  pingHandler,
  sendVerificationHandler,
  sendPasswordResetOtpHandler,
  sendPasswordChangedHandler,
  sendAccountDeletedHandler,
  sendPaymentReceiptHandler,
  buildUserExportHandler,
];
