import type { Insertable, Selectable } from 'kysely';
import type { DefaultTimestamp, IdentityId, NullableJson } from './columns';

/** Who changed what through the staff console (append-only, no foreign keys). */
export interface AuditLogTable {
  id: IdentityId;
  actor_id: string | null;
  actor_role: string | null;
  /** e.g. 'listing_application.approve', 'user.suspend'. */
  action: string;
  /** e.g. 'listing-applications'. */
  resource: string;
  resource_id: string | null;
  before: NullableJson<Record<string, unknown>>;
  after: NullableJson<Record<string, unknown>>;
  ip: string | null;
  request_id: string | null;
  created_at: DefaultTimestamp;
}

export type AuditLogEntry = Selectable<AuditLogTable>;
export type NewAuditLogEntry = Insertable<AuditLogTable>;
