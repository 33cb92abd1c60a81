import type { ApplicationStatus } from '@ile/shared';
import type { Generated } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, UuidId } from './columns';

/** Columns every application table (listing, agent, agency, student) shares. */
export interface ApplicationColumns {
  id: UuidId;
  user_id: string;
  status: Generated<ApplicationStatus>;
  decided_by: string | null;
  decided_at: NullableTimestamp;
  rejection_reason: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}
