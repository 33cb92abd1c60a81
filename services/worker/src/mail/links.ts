/** Links in emails, built from PUBLIC_URL (no trailing slash). The api serves these paths. */
export const verifyEmailLink = (publicUrl: string, token: string): string =>
  `${publicUrl}/api/v1/auth/verify-email?token=${encodeURIComponent(token)}`;

export const siteLink = (publicUrl: string): string => `${publicUrl}/`;

/** Where the signed-in owner downloads their data export. */
export const privacyAndSharingLink = (publicUrl: string): string =>
  `${publicUrl}/account/privacy-and-sharing`;

/** Where an applicant follows up on a decided application, by kind. */
export function applicationLink(
  publicUrl: string,
  kind: 'listing' | 'agent' | 'agency' | 'student',
  propertyId: string | null,
): string {
  if (kind === 'listing')
    return propertyId ? `${publicUrl}/property/${propertyId}` : `${publicUrl}/manage/applications`;
  if (kind === 'student') return `${publicUrl}/account/student`;
  return `${publicUrl}/agents`;
}

/** Where the signed-in requester follows their support tickets. */
export const ticketsLink = (publicUrl: string): string => `${publicUrl}/account/ticket`;
