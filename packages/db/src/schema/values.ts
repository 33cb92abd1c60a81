// The closed value sets the CHECK constraints enforce that only the data layer knows (image and email
// bookkeeping, never shown to anyone). Every other set (countries, roles, statuses...) is @ile/shared's, imported
// from there under its own name; migrations keep their own frozen copies.

export const IMAGE_STATUSES = ['pending', 'processed', 'failed'] as const;
export type ImageStatus = (typeof IMAGE_STATUSES)[number];

export const IMAGE_FORMATS = ['webp', 'avif', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** 'caught': recorded by the worker's mail catcher (no SMTP server configured), never sent. */
export const EMAIL_STATUSES = ['pending', 'sent', 'failed', 'caught'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
