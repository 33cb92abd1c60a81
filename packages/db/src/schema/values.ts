// The closed value sets the CHECK constraints enforce. Migrations keep their own frozen copies; these
// are for code. The API's zod schemas in @ile/shared must accept no value outside these sets.

export const COUNTRIES = ['NG', 'SL'] as const;
export type Country = (typeof COUNTRIES)[number];

export const LISTING_CURRENCIES = ['NGN', 'SLE'] as const;
export type ListingCurrency = (typeof LISTING_CURRENCIES)[number];

export const CATEGORIES = ['rental', 'lease', 'sale', 'shared', 'hostel'] as const;
export type Category = (typeof CATEGORIES)[number];

export const PROPERTY_TYPES = ['residential', 'commercial', 'student', 'industrial', 'land'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const DURATIONS = ['day', 'week', 'month', 'year', 'outright'] as const;
export type Duration = (typeof DURATIONS)[number];

export const PROPERTY_STATUSES = ['draft', 'published', 'unpublished', 'deleted'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export const APPLICATION_STATUSES = ['pending', 'successful', 'unsuccessful'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const ROLES = ['EndUser', 'Agent', 'Agency'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES = ['Admin', 'Reviewer', 'Support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const GENDERS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];

export const PROOF_TYPES = ['ID', 'Eligibility'] as const;
export type ProofType = (typeof PROOF_TYPES)[number];

export const REVIEW_TARGETS = ['agent', 'agency'] as const;
export type ReviewTarget = (typeof REVIEW_TARGETS)[number];

export const TICKET_STATUSES = ['pending', 'open', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const NOTICE_AUDIENCES = ['end_users', 'agents', 'agencies', 'students', 'everyone'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

export const TRANSACTION_STATUSES = ['pending', 'successful', 'failed', 'abandoned'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['paystack', 'flutterwave', 'sandbox'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const IMAGE_STATUSES = ['pending', 'processed', 'failed'] as const;
export type ImageStatus = (typeof IMAGE_STATUSES)[number];

export const IMAGE_FORMATS = ['webp', 'avif', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** 'caught': recorded by the worker's mail catcher (no SMTP server configured), never sent. */
export const EMAIL_STATUSES = ['pending', 'sent', 'failed', 'caught'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const DATA_EXPORT_STATUSES = ['pending', 'processing', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];
