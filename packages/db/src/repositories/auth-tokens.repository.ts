import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from '../database';

export const EMAIL_VERIFICATION_TTL_HOURS = 24;
export const RESET_OTP_TTL_MINUTES = 10;
export const RESET_OTP_MAX_ATTEMPTS = 5;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
// The user id salts the hash, so one table of 10^6 precomputed codes does not fit every row.
const otpHash = (userId: string, otp: string) => sha256(`${userId}:${otp}`);

/** A single-use link token; only its hash is stored. */
export async function issueEmailVerificationToken(
  db: Executor,
  userId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + EMAIL_VERIFICATION_TTL_HOURS * 3600_000);
  await db
    .insertInto('email_verification_tokens')
    .values({ user_id: userId, token_hash: sha256(token), expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

/** Marks the token used and answers whose it was; null when unknown, used or expired. */
export async function consumeEmailVerificationToken(
  db: Executor,
  token: string,
): Promise<{ userId: string } | null> {
  const row = await db
    .updateTable('email_verification_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', sha256(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
  return row ? { userId: row.user_id } : null;
}

/** A fresh 6-digit code; earlier unused codes of the user stop working. */
export async function issuePasswordResetOtp(
  db: Executor,
  userId: string,
): Promise<{ otp: string; expiresAt: Date }> {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(Date.now() + RESET_OTP_TTL_MINUTES * 60_000);
  await db
    .updateTable('password_reset_otps')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('password_reset_otps')
    .values({ user_id: userId, otp_hash: otpHash(userId, otp), expires_at: expiresAt })
    .execute();
  return { otp, expiresAt };
}

export type OtpCheck = 'ok' | 'invalid' | 'expired' | 'exhausted';

/**
 * Checks a code against the user's current one. Every wrong try counts; after the fifth the code is dead
 * and a new one must be requested. With `consume`, a right code is used up.
 */
export async function checkPasswordResetOtp(
  db: Executor,
  userId: string,
  otp: string,
  options: { consume: boolean },
): Promise<OtpCheck> {
  const current = await db
    .selectFrom('password_reset_otps')
    .select(['id', 'otp_hash', 'expires_at', 'attempts'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  if (!current) return 'invalid';
  if (current.expires_at.getTime() <= Date.now()) return 'expired';
  if (current.attempts >= RESET_OTP_MAX_ATTEMPTS) return 'exhausted';
  const expected = Buffer.from(current.otp_hash, 'hex');
  const given = Buffer.from(otpHash(userId, otp), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const attempts = current.attempts + 1;
    await db.updateTable('password_reset_otps').set({ attempts }).where('id', '=', current.id).execute();
    return attempts >= RESET_OTP_MAX_ATTEMPTS ? 'exhausted' : 'invalid';
  }
  if (options.consume) {
    await db
      .updateTable('password_reset_otps')
      .set({ used_at: sql`now()` })
      .where('id', '=', current.id)
      .execute();
  }
  return 'ok';
}
