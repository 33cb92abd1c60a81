/**
 * The public mailboxes the contact, privacy and terms pages name. One place, so operators change them once;
 * the `VITE_` variables override them at build time.
 */
export const CONTACT = {
  help: import.meta.env.VITE_CONTACT_HELP_EMAIL ?? 'help@ile.ng',
  business: import.meta.env.VITE_CONTACT_BUSINESS_EMAIL ?? 'business@ile.ng',
  privacy: import.meta.env.VITE_CONTACT_PRIVACY_EMAIL ?? 'privacy@ile.ng',
} as const;
