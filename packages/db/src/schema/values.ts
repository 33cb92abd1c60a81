// The closed value sets the CHECK constraints enforce. Migrations keep their own frozen copies; code uses
// the sets of @ile/shared (the one source of truth), under the names the table types use. Only sets the
// product never shows to anyone (image and email bookkeeping) live here.
import {
  APPLICATION_STATUSES,
  CATEGORIES,
  DATA_EXPORT_STATUSES,
  DURATIONS,
  GENDERS,
  LISTING_COUNTRIES,
  LISTING_CURRENCIES,
  NOTICE_AUDIENCES,
  PAYMENT_PROVIDERS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  REVIEW_TARGET_TYPES,
  STAFF_ROLES,
  STUDENT_PROOF_TYPES,
  TICKET_STATUSES,
  TRANSACTION_STATUSES,
  USER_ROLES,
} from '@ile/shared';

export {
  APPLICATION_STATUSES,
  CATEGORIES,
  DATA_EXPORT_STATUSES,
  DURATIONS,
  GENDERS,
  LISTING_CURRENCIES,
  NOTICE_AUDIENCES,
  PAYMENT_PROVIDERS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  STAFF_ROLES,
  TICKET_STATUSES,
  TRANSACTION_STATUSES,
};
export const COUNTRIES = LISTING_COUNTRIES;
export const ROLES = USER_ROLES;
export const PROOF_TYPES = STUDENT_PROOF_TYPES;
export const REVIEW_TARGETS = REVIEW_TARGET_TYPES;

export type Country = (typeof COUNTRIES)[number];
export type ListingCurrency = (typeof LISTING_CURRENCIES)[number];
export type Category = (typeof CATEGORIES)[number];
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type Duration = (typeof DURATIONS)[number];
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type Role = (typeof ROLES)[number];
export type StaffRole = (typeof STAFF_ROLES)[number];
export type Gender = (typeof GENDERS)[number];
export type ProofType = (typeof PROOF_TYPES)[number];
export type ReviewTarget = (typeof REVIEW_TARGETS)[number];
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const IMAGE_STATUSES = ['pending', 'processed', 'failed'] as const;
export type ImageStatus = (typeof IMAGE_STATUSES)[number];

export const IMAGE_FORMATS = ['webp', 'avif', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** 'caught': recorded by the worker's mail catcher (no SMTP server configured), never sent. */
export const EMAIL_STATUSES = ['pending', 'sent', 'failed', 'caught'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
