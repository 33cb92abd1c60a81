/**
 * Cache keys that one feature reads and another invalidates. Features never import each other, so a key both
 * sides use lives here. Each `all` is the prefix of every key under it, which is what invalidation matches.
 */

/** The notices addressed to the user (account), refreshed by the layout on every live notification. */
export const noticesKeys = {
  all: ['notices'] as const,
  of: (userId: string) => [...noticesKeys.all, userId] as const,
};

/** The caller's applications of every kind (account's list), new after any application is sent or decided. */
export const myApplicationsKeys = {
  all: ['applications', 'mine'] as const,
  of: (userId: string) => [...myApplicationsKeys.all, userId] as const,
};

/** The caller's payments (account), settled by the payment page. */
export const transactionsKeys = {
  all: ['transactions'] as const,
  page: (userId: string, page: { page: number; size: number }) =>
    [...transactionsKeys.all, userId, page] as const,
};

/** A listing's public record (property detail), changed by the owner's edits in the manage area. */
export const propertyKeys = {
  all: ['property'] as const,
  detail: (id: string, viewer: string) => [...propertyKeys.all, id, viewer] as const,
  /** Listings like it, under its page (their hearts are the viewer's). */
  similar: (id: string, viewer: string) => [...propertyKeys.all, id, viewer, 'similar'] as const,
};

/** The owner's manage area (tables, dashboard, the record being edited), grown by a new listing application. */
export const manageKeys = {
  all: ['manage'] as const,
};

/** The saved-properties pages (wishlist), changed wherever a listing is saved or unsaved. */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  /** The user is in the key so a new sign-in never sees another's list. */
  of: (userId: string) => [...wishlistKeys.all, userId] as const,
};

/** Agents and agencies (directory), whose profile counts change when a review is posted. */
export const agentKeys = {
  all: ['agents'] as const,
  detail: (userId: string) => [...agentKeys.all, 'detail', userId] as const,
};
export const agencyKeys = {
  all: ['agencies'] as const,
  detail: (userId: string) => [...agencyKeys.all, 'detail', userId] as const,
};

/** The caller's badges and verifications (account), new after a submission or a staff decision (live notice). */
export const verificationKeys = {
  all: ['verification'] as const,
  of: (userId: string) => [...verificationKeys.all, userId] as const,
};

/** "Recently viewed" (home and search pages), brought up to date when a listing page counts a view. */
export const recentlyViewedKeys = {
  all: ['recently-viewed'] as const,
  /** The account's list, or a visitor's (by the ids this browser keeps). */
  of: (viewer: string, ids: readonly string[] = []) =>
    [...recentlyViewedKeys.all, viewer, ids.join(',')] as const,
};

/**
 * The caller's saved searches and their counts of new matches (saved searches), made stale by the layout when a
 * live 'saved_search' notification says one matched a new listing. Only the lists: the matches a page shows
 * were marked seen when read, so reading them again would answer none.
 */
export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  lists: ['saved-searches', 'list'] as const,
  list: (userId: string) => [...savedSearchKeys.lists, userId] as const,
  matches: (userId: string, id: string) => [...savedSearchKeys.all, 'matches', userId, id] as const,
};

/** The caller's viewings (as seeker and owner) and viewing hours, made stale by a live 'viewing' notification. */
export const viewingKeys = {
  all: ['viewings'] as const,
  mine: (userId: string) => [...viewingKeys.all, 'mine', userId] as const,
  hours: (userId: string) => [...viewingKeys.all, 'hours', userId] as const,
  slots: (propertyId: string) => [...viewingKeys.all, 'slots', propertyId] as const,
};
