import type { ReportOutcome, ReportReason, ReportStatus, ReportTargetType } from '@ile/shared';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, UuidId } from './columns';

/**
 * A user's report of a listing, a person, a review or a message. The target is polymorphic (no foreign key):
 * the api checks it exists. One open report per reporter and target (a partial unique index).
 */
export interface ReportsTable {
  id: UuidId;
  /** Null once the reporter's account is erased (the report stays for the target's history), and on automatic ones. */
  reporter_id: string | null;
  /** Made by Ile itself (a sender's repeated scam warnings), not by a person. */
  automatic: Generated<boolean>;
  target_type: ReportTargetType;
  target_id: string;
  reason: ReportReason;
  details: string | null;
  status: Generated<ReportStatus>;
  outcome: ReportOutcome | null;
  /** The staff member who decided it. */
  decided_by: string | null;
  decided_at: NullableTimestamp;
  created_at: DefaultTimestamp;
}

export type ReportRow = Selectable<ReportsTable>;
export type NewReport = Insertable<ReportsTable>;
export type ReportUpdate = Updateable<ReportsTable>;
