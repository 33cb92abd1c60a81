/**
 * Listings that are really available: the owner is asked to confirm after 30 days; a listing not confirmed
 * for 45 days leaves search as 'expired' until the owner renews it.
 */
export const AVAILABILITY_REMIND_AFTER_DAYS = 30;
export const AVAILABILITY_EXPIRE_AFTER_DAYS = 45;
/** How long the emailed one-click link works (past the expiry, so it renews a listing that just expired). */
export const AVAILABILITY_LINK_TTL_DAYS = 30;

/**
 * What an owner can say about a listing: still available (a published listing), renew (an expired one),
 * or let / sold (taken down at once, kept in the owner's history).
 */
export const AVAILABILITY_ACTIONS = ['confirm', 'renew', 'let', 'sold'] as const;
export type AvailabilityAction = (typeof AVAILABILITY_ACTIONS)[number];
