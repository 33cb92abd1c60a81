/** What a signed-in user may report: a listing, a person (their profile), a review, a message they received. */
export const REPORT_TARGET_TYPES = ['property', 'user', 'review', 'message'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** Why; the labels are what the report dialog and the console show. */
export const REPORT_REASONS = [
  'asks_for_money',
  'fake_or_unavailable',
  'duplicate',
  'wrong_details',
  'offensive',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  asks_for_money: 'Asks for money before viewing',
  fake_or_unavailable: 'Listing is fake or not available',
  duplicate: 'Duplicate',
  wrong_details: 'Wrong price or details',
  offensive: 'Offensive',
  other: 'Other',
};

/** open until staff decide; dismissed (nothing done) or actioned (one of the actions below was taken). */
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What staff did about a target; every open report on it is closed with this outcome. */
export const REPORT_OUTCOMES = ['dismissed', 'unpublished', 'review_hidden', 'user_suspended'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];
export const REPORT_OUTCOME_LABELS: Record<ReportOutcome, string> = {
  dismissed: 'We looked into it and found nothing against our rules',
  unpublished: 'The listing has been taken down',
  review_hidden: 'The review has been hidden',
  user_suspended: 'The account has been suspended',
};

/** A published listing reported by this many different verified users within the window is held at once. */
export const REPORT_HOLD_THRESHOLD = 3;
export const REPORT_HOLD_WINDOW_DAYS = 7;
/** Reports per user per hour. */
export const REPORTS_PER_HOUR = 10;
export const REPORT_DETAILS_MAX_LENGTH = 2000;
