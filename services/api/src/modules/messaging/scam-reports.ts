import type { Db } from '@ile/db';
import { insertAutomaticReport, listRecentWarnedMessages } from '@ile/db/repositories/reports.repository';
import {
  REPORT_DETAILS_MAX_LENGTH,
  type ReportReason,
  SCAM_REPORT_REASON,
  SCAM_REPORT_THRESHOLD,
  SCAM_REPORT_WINDOW_HOURS,
  SCAM_WARNING_LABELS,
  type ScamWarning,
  type ScamWarningKind,
  truncate,
} from '@ile/shared';

const EXCERPT_CHARS = 160;

interface WarnedMessage {
  id: string;
  body: string | null;
  warnings: ScamWarning[] | null;
}

/** What the reviewer reads: how many, which patterns, and each message. */
export function automaticReportDetails(messages: readonly WarnedMessage[]): string {
  const counts = new Map<ScamWarningKind, number>();
  for (const message of messages)
    for (const warning of message.warnings ?? [])
      counts.set(warning.kind, (counts.get(warning.kind) ?? 0) + 1);
  const kinds = [...counts].map(([kind, n]) => `${kind} (${SCAM_WARNING_LABELS[kind]}) ×${n}`).join(', ');
  const lines = [
    `Ile (automatic): ${messages.length} messages with scam warnings within ${SCAM_REPORT_WINDOW_HOURS} hours. Rule kinds: ${kinds}.`,
    ...messages.map(
      (message) =>
        `• ${(message.warnings ?? []).map((w) => w.kind).join(', ')}: “${truncate(message.body ?? '(a picture)', EXCERPT_CHARS)}” (message ${message.id})`,
    ),
  ];
  return truncate(lines.join('\n'), REPORT_DETAILS_MAX_LENGTH - 1);
}

/** Money first: a report about any money pattern is "asks for money", one only about contact is "other". */
function reasonOf(messages: readonly WarnedMessage[]): ReportReason {
  const reasons = messages.flatMap((m) => (m.warnings ?? []).map((w) => SCAM_REPORT_REASON[w.kind]));
  return reasons.includes('asks_for_money') ? 'asks_for_money' : 'other';
}

/**
 * After a warned message: when its sender has sent SCAM_REPORT_THRESHOLD warned messages within the window
 * (since Ile last reported them), Ile reports the sender to the Reports queue. At most one automatic report
 * on a person is open at a time; two messages racing to be the third make one (the unique index decides).
 * Answers the new report's id, or null.
 */
export async function reportRepeatedScamWarnings(db: Db, senderId: string): Promise<string | null> {
  const warned = await listRecentWarnedMessages(db, senderId, SCAM_REPORT_WINDOW_HOURS);
  if (warned.length < SCAM_REPORT_THRESHOLD) return null;
  const report = await insertAutomaticReport(db, {
    targetType: 'user',
    targetId: senderId,
    reason: reasonOf(warned),
    details: automaticReportDetails(warned),
  });
  return report?.id ?? null;
}
