import { type ApplicationKind, applicationOutcomePath, VERIFICATION_PAGE_PATH } from '@ile/shared';

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
