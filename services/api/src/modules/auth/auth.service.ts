import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db, User as UserRow } from '@ile/db';
import { hashPassword, verifyPassword } from '@ile/db/passwords';
import {
  checkPasswordResetOtp,
  consumeEmailVerificationToken,
  type OtpCheck,
} from '@ile/db/repositories/auth-tokens.repository';
import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import {
  findSessionByTokenHashForUpdate,
  insertSession,
  markSessionRotated,
  revokeSessionFamily,
  revokeUserSessions,
} from '@ile/db/repositories/sessions.repository';
import { findUserByEmail, findUserById, insertUser, updateUser } from '@ile/db/repositories/users.repository';
import { outboxEvent, type SignupBody } from '@ile/shared';
import { sql } from 'kysely';
import { BadRequestError, ConflictError, ForbiddenError, UnauthorizedError } from '../../lib/errors';
import { PERSISTENT_SESSION_DAYS } from './session-cookie';

/** Server-side life of a browser-session refresh token (the cookie itself ends with the browser). */
const SESSION_HOURS = 24;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

// Verifying against this when no account matches keeps "unknown email" as slow as "wrong password".
// Made on the first such login rather than at start-up.
let dummyHash: Promise<string> | undefined;
const dummyHashOnce = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};

export interface SessionContext {
  userAgent?: string;
  ip?: string;
}

export interface IssuedSession {
  user: UserRow;
  refreshToken: string;
  persist: boolean;
  familyId: string;
}

const INVALID_LOGIN = 'Invalid email or password';
const INVALID_OTP = 'That code is wrong or has expired; check the latest email or ask for a new code';
const OTP_MESSAGES: Record<Exclude<OtpCheck, 'ok'>, string> = {
  invalid: INVALID_OTP,
  expired: INVALID_OTP,
  exhausted: 'Too many wrong codes; ask for a new code',
};

async function startSession(
  db: Db,
  user: UserRow,
  persist: boolean,
  familyId: string,
  context: SessionContext,
) {
  const refreshToken = randomBytes(32).toString('base64url');
  const lifetimeMs = persist ? PERSISTENT_SESSION_DAYS * 24 * 3600_000 : SESSION_HOURS * 3600_000;
  const session = await insertSession(db, {
    user_id: user.id,
    family_id: familyId,
    token_hash: sha256(refreshToken),
    persist,
    expires_at: new Date(Date.now() + lifetimeMs),
    user_agent: context.userAgent?.slice(0, 500) ?? null,
    ip: context.ip ?? null,
  });
  return { session, refreshToken };
}

function assertMaySignIn(user: UserRow): void {
  if (user.suspended_at) throw new ForbiddenError('This account is suspended; contact support');
}

export function createAuthService(db: Db) {
  return {
    /** Every new account is an EndUser, whatever the payload says; the verification email follows. */
    async signup(body: SignupBody): Promise<UserRow> {
      const passwordHash = await hashPassword(body.password);
      return db.transaction().execute(async (trx) => {
        if (await findUserByEmail(trx, body.email)) {
          throw new ConflictError('An account with this email already exists; log in or reset your password');
        }
        const user = await insertUser(trx, {
          email: body.email,
          password_hash: passwordHash,
          first_name: body.firstname,
          last_name: body.lastname,
          phone: body.phone,
          role: 'EndUser',
        });
        await appendOutboxEvent(trx, outboxEvent('user.signed_up', { userId: user.id }));
        return user;
      });
    },

    async login(
      email: string,
      password: string,
      persist: boolean,
      context: SessionContext,
    ): Promise<IssuedSession> {
      const user = await findUserByEmail(db, email);
      const matches = await verifyPassword(password, user?.password_hash ?? (await dummyHashOnce()));
      if (!user || !matches) throw new UnauthorizedError(INVALID_LOGIN);
      assertMaySignIn(user);
      const familyId = randomUUID();
      const { refreshToken } = await startSession(db, user, persist, familyId, context);
      return { user, refreshToken, persist, familyId };
    },

    /**
     * Rotates the refresh token. Presenting a token that was already rotated means it was stolen or
     * replayed: the whole family is revoked and both holders must sign in again.
     */
    async refresh(token: string, context: SessionContext): Promise<IssuedSession> {
      return db
        .transaction()
        .execute(async (trx) => {
          const session = await findSessionByTokenHashForUpdate(trx, sha256(token));
          if (!session || session.revoked_at)
            throw new UnauthorizedError('Your session has ended; sign in again');
          if (session.rotated_at) {
            await revokeSessionFamily(trx, session.family_id);
            return { reuse: true } as const;
          }
          if (session.expires_at.getTime() <= Date.now())
            throw new UnauthorizedError('Your session has ended; sign in again');
          const user = await findUserById(trx, session.user_id);
          if (!user || user.suspended_at) {
            await revokeSessionFamily(trx, session.family_id);
            throw new UnauthorizedError('Your session has ended; sign in again');
          }
          const next = await startSession(trx, user, session.persist, session.family_id, context);
          await markSessionRotated(trx, session.id, next.session.id);
          return {
            user,
            refreshToken: next.refreshToken,
            persist: session.persist,
            familyId: session.family_id,
          };
        })
        .then((result) => {
          // Outside the transaction so the family's revocation is committed before we answer 401.
          if ('reuse' in result)
            throw new UnauthorizedError('This session was signed out for your safety; sign in again');
          return result;
        });
    },

    async logout(token: string | undefined): Promise<void> {
      if (!token) return;
      await db.transaction().execute(async (trx) => {
        const session = await findSessionByTokenHashForUpdate(trx, sha256(token));
        if (session) await revokeSessionFamily(trx, session.family_id);
      });
    },

    async familyOf(token: string | undefined): Promise<string | undefined> {
      if (!token) return undefined;
      const row = await db
        .selectFrom('sessions')
        .select('family_id')
        .where('token_hash', '=', sha256(token))
        .executeTakeFirst();
      return row?.family_id;
    },

    /** Answers whether the token was good; the route turns that into a redirect. */
    async verifyEmail(token: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const consumed = await consumeEmailVerificationToken(trx, token);
        if (!consumed) return false;
        await trx
          .updateTable('users')
          .set({ email_verified_at: sql`coalesce(email_verified_at, now())` })
          .where('id', '=', consumed.userId)
          .execute();
        return true;
      });
    },

    /** Never tells whether the address has an account. */
    async resendVerification(email: string): Promise<void> {
      const user = await findUserByEmail(db, email);
      if (!user || user.email_verified_at || user.suspended_at) return;
      await appendOutboxEvent(db, outboxEvent('user.verification_requested', { userId: user.id }));
    },

    /** Never tells whether the address has an account; the worker issues and emails the code. */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await findUserByEmail(db, email);
      if (!user || user.suspended_at) return;
      await appendOutboxEvent(db, outboxEvent('user.password_reset_requested', { userId: user.id }));
    },

    async verifyResetOtp(email: string, otp: string): Promise<void> {
      const outcome = await db.transaction().execute(async (trx) => {
        const user = await findUserByEmail(trx, email);
        return user ? checkPasswordResetOtp(trx, user.id, otp, { consume: false }) : 'invalid';
      });
      if (outcome !== 'ok') throw new BadRequestError(OTP_MESSAGES[outcome]);
    },

    /** A right code sets the new password and signs the account out everywhere. */
    async completePasswordReset(email: string, otp: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const outcome = await db.transaction().execute(async (trx) => {
        const user = await findUserByEmail(trx, email);
        if (!user) return 'invalid' as const;
        const check = await checkPasswordResetOtp(trx, user.id, otp, { consume: true });
        if (check !== 'ok') return check;
        await updateUser(trx, user.id, { password_hash: passwordHash });
        await revokeUserSessions(trx, user.id);
        await appendOutboxEvent(trx, outboxEvent('user.password_changed', { userId: user.id }));
        return 'ok' as const;
      });
      if (outcome !== 'ok') throw new BadRequestError(OTP_MESSAGES[outcome]);
    },

    /** Needs the current password; every other session of the account is signed out. */
    async updatePassword(
      userId: string,
      currentPassword: string,
      newPassword: string,
      keepFamilyId?: string,
    ) {
      const user = await findUserById(db, userId);
      if (!user) throw new UnauthorizedError('Sign in to continue');
      if (!(await verifyPassword(currentPassword, user.password_hash))) {
        throw new BadRequestError('Your current password is incorrect', {
          currentPassword: ['is incorrect'],
        });
      }
      const passwordHash = await hashPassword(newPassword);
      await db.transaction().execute(async (trx) => {
        await updateUser(trx, user.id, { password_hash: passwordHash });
        await revokeUserSessions(trx, user.id, keepFamilyId);
        await appendOutboxEvent(trx, outboxEvent('user.password_changed', { userId: user.id }));
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
