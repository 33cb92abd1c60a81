import {
  ALERT_UNSUBSCRIBE_PAGE_PATH,
  type ApplicationKind,
  applicationOutcomePath,
  HOLD_KEYS_PAGE_PATH,
  HOLD_TRANSACTIONS_PAGE_PATH,
  SAVED_SEARCHES_PAGE_PATH,
  VERIFICATION_PAGE_PATH,
} from '@ile/shared';

/** Links in emails, built from PUBLIC_URL (no trailing slash). The api serves these paths. */
export const verifyEmailLink = (publicUrl: string, token: string): string =>
  `${publicUrl}/api/v1/auth/verify-email?token=${encodeURIComponent(token)}`;

export const siteLink = (publicUrl: string): string => `${publicUrl}/`;

/** Where the signed-in owner downloads their data export. */
export const privacyAndSharingLink = (publicUrl: string): string =>
  `${publicUrl}/account/privacy-and-sharing`;

/** Where an applicant follows up on a decided application: the same page its notice links to. */
export const applicationLink = (
  publicUrl: string,
  kind: ApplicationKind,
  propertyId: string | null,
): string => `${publicUrl}${applicationOutcomePath(kind, propertyId)}`;

/** Where the signed-in requester follows their support tickets. */
export const ticketsLink = (publicUrl: string): string => `${publicUrl}/account/ticket`;

/** The one-click "still available" page: it confirms (or renews) the listing the token names. */
export const availabilityLink = (publicUrl: string, token: string): string =>
  `${publicUrl}/listing-availability?token=${encodeURIComponent(token)}`;
/** Where the signed-in user reads their notifications (a report's outcome). */
export const notificationsLink = (publicUrl: string): string => `${publicUrl}/account/notifications`;

/** Where the signed-in owner manages their listings. */
export const manageListingsLink = (publicUrl: string): string => `${publicUrl}/manage/listings`;
/** Where a person reads their ID or business verification's status. */
export const verificationPageLink = (publicUrl: string): string => `${publicUrl}${VERIFICATION_PAGE_PATH}`;

/** A listing's page. */
export const propertyLink = (publicUrl: string, propertyId: string): string =>
  `${publicUrl}/property/${propertyId}`;

/** Where the signed-in user manages their saved searches and alerts. */
export const savedSearchesLink = (publicUrl: string): string => `${publicUrl}${SAVED_SEARCHES_PAGE_PATH}`;

/** An alert email's unsubscribe link: the site's page, which turns that search's alerts off. */
export const alertUnsubscribeLink = (publicUrl: string, token: string): string =>
  `${publicUrl}${ALERT_UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token)}`;

/** The List-Unsubscribe header's URL: mail clients POST `List-Unsubscribe=One-Click` to it (RFC 8058). */
export const alertOneClickUnsubscribeUrl = (publicUrl: string, token: string): string =>
  `${publicUrl}/api/v1/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`;

/** A one-tap viewing link: the site's page posts the signed token to the api (confirm, "Did it happen?"). */
export const viewingActionLink = (publicUrl: string, token: string): string =>
  `${publicUrl}/viewings/link?token=${encodeURIComponent(token)}`;

/** Where each side manages a viewing: the owner in the manage area, the seeker in their account. */
export const viewingsPageLink = (publicUrl: string, party: 'owner' | 'seeker'): string =>
  `${publicUrl}${party === 'owner' ? '/manage/viewings' : '/account/viewings'}`;

/** The one-tap "I have the keys" link: the site's page shows what the tap does, then posts the token. */
export const holdKeysLink = (publicUrl: string, token: string): string =>
  `${publicUrl}${HOLD_KEYS_PAGE_PATH}?token=${encodeURIComponent(token)}`;

/** Where both parties follow a held payment: the transactions page. */
export const holdTransactionsLink = (publicUrl: string): string =>
  `${publicUrl}${HOLD_TRANSACTIONS_PAGE_PATH}`;
