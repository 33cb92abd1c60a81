import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, Timestamp, UuidId } from './columns';

export interface PasswordResetOtpsTable {
  id: UuidId;
  user_id: string;
  otp_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  used_at: NullableTimestamp;
  created_at: DefaultTimestamp;
}

export type PasswordResetOtp = Selectable<PasswordResetOtpsTable>;
export type NewPasswordResetOtp = Insertable<PasswordResetOtpsTable>;
export type PasswordResetOtpUpdate = Updateable<PasswordResetOtpsTable>;
