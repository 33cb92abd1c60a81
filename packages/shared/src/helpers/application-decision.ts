import type { ApplicationKind } from '../contracts/applications';

// A decision reaches the applicant twice, as a notice (written by the api in the deciding transaction) and
// as an email (sent by the worker from the outbox event): both name the application and point to its outcome
// from here, so the two never drift apart.

/** How an application kind is named to its applicant. */
export const APPLICATION_LABELS: Record<ApplicationKind, string> = {
  listing: 'listing',
  agent: 'agent',
  agency: 'agency',
  student: 'verified student',
};

/** The notice's heading and the email's subject. */
export function applicationDecisionTitle(kind: ApplicationKind, approved: boolean): string {
  const label = APPLICATION_LABELS[kind];
  return approved ? `Your ${label} application was approved` : `Your ${label} application was not approved`;
}

/**
 * Where the site shows a decided application's outcome: the published listing, else the applications list;
 * the student page; the directory. A path: notices link within the site, emails put PUBLIC_URL before it.
 */
export function applicationOutcomePath(kind: ApplicationKind, propertyId: string | null): string {
  if (kind === 'listing') return propertyId ? `/property/${propertyId}` : '/manage/applications';
  if (kind === 'student') return '/account/student';
  return '/agents';
}
