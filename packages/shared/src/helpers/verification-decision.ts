import type { VerificationDecision, VerificationKind } from '../constants/verification';

// A verification decision reaches the person twice, as a notice (written by the api in the deciding
// transaction) and as an email (sent by the worker from the outbox event): both take their words from here.

const LABELS: Record<VerificationKind, string> = { identity: 'ID', business: 'business' };

/** Where the person reads their verification status and can send new documents. */
export const VERIFICATION_PAGE_PATH = '/account/verification';

/** The notice's heading and the email's subject. */
export function verificationDecisionTitle(kind: VerificationKind, decision: VerificationDecision): string {
  return decision === 'approved'
    ? `Your ${LABELS[kind]} verification was approved`
    : `Your ${LABELS[kind]} verification was not approved`;
}

/** The notice's text and the email's main line. */
export function verificationDecisionText(
  kind: VerificationKind,
  decision: VerificationDecision,
  reason: string | null,
): string {
  if (decision === 'rejected')
    return `Reason: ${reason ?? 'not given'}. You can send new documents at any time.`;
  return kind === 'identity'
    ? 'The "ID verified" badge now shows on your listings, your profile and in your conversations.'
    : 'The "Business verified" badge now shows on your agency, its profile and its listings.';
}
