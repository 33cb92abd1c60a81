import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, Timestamp, UuidId } from './columns';

/** One refresh token. Rotation chains tokens of a family; reuse of a rotated one revokes the family. */
export interface SessionsTable {
  id: UuidId;
  user_id: string;
  family_id: string;
  token_hash: string;
  /** "Remember my login": a persistent cookie instead of a browser-session one. */
  persist: Generated<boolean>;
  expires_at: Timestamp;
  rotated_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  replaced_by: string | null;
  user_agent: string | null;
  ip: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type Session = Selectable<SessionsTable>;
export type NewSession = Insertable<SessionsTable>;
export type SessionUpdate = Updateable<SessionsTable>;
