import type { ReportReason } from '../constants/reports';

/** The scam patterns a message may show; each warning names one (issue 18, docs/trust.md "Scam warnings"). */
export const SCAM_WARNING_KINDS = [
  'fee_before_viewing',
  'payment_outside_ile',
  'owner_abroad',
  'urgent_payment',
  'off_platform_contact',
] as const;
export type ScamWarningKind = (typeof SCAM_WARNING_KINDS)[number];

/** A warning on a message, as its recipient sees it: the pattern and why it is a worry. */
export interface ScamWarning {
  kind: ScamWarningKind;
  reason: string;
}

/** Shown above every warning's own reason. */
export const SCAM_SAFETY_ADVICE =
  'Never pay before you have seen the property and met the owner. Ile will never ask you to pay outside the site.';

/** Short names, for the console and the automatic report's details. */
export const SCAM_WARNING_LABELS: Record<ScamWarningKind, string> = {
  fee_before_viewing: 'money asked before a viewing',
  payment_outside_ile: 'payment outside Ile',
  owner_abroad: 'owner abroad, keys sent after payment',
  urgent_payment: 'pressure to pay quickly',
  off_platform_contact: 'asked to move off Ile in a first message',
};

/** The reason an automatic report gives for warnings of this kind. */
export const SCAM_REPORT_REASON: Record<ScamWarningKind, ReportReason> = {
  fee_before_viewing: 'asks_for_money',
  payment_outside_ile: 'asks_for_money',
  owner_abroad: 'asks_for_money',
  urgent_payment: 'asks_for_money',
  off_platform_contact: 'other',
};

/** Warned messages from one sender within the window that put the sender in the Reports queue. */
export const SCAM_REPORT_THRESHOLD = 3;
export const SCAM_REPORT_WINDOW_HOURS = 24;
