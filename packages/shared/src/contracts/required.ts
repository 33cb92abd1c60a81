// Apart from common.ts (zod and libphonenumber) so that zod-free rules (property-type-fields, read by the listing
// page) can name the message without bringing 60 kB of validation into a page that validates nothing.

export const REQUIRED_MESSAGE = 'This field is required';

/** An error map that says a missing field is required, and otherwise gives `message` (or zod's default). */
export const requiredOr =
  (message?: string) =>
  (issue: { input?: unknown }): string | undefined =>
    issue.input === undefined ? REQUIRED_MESSAGE : message;
