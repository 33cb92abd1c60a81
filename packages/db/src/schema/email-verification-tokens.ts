import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, Timestamp, UuidId } from './columns';

export interface EmailVerificationTokensTable {
  id: UuidId;
  user_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: DefaultTimestamp;
}

export type EmailVerificationToken = Selectable<EmailVerificationTokensTable>;
export type NewEmailVerificationToken = Insertable<EmailVerificationTokensTable>;
export type EmailVerificationTokenUpdate = Updateable<EmailVerificationTokensTable>;
