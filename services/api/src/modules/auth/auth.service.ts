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
  familyStartedAt,
  findSessionByTokenHashForUpdate,
  findSessionFamily,
  insertSession,
  listActiveSessionFamilies,
  markSessionRotated,
  revokeSessionFamily,
  revokeUserSessionFamily,
  revokeUserSessions,
} from '@ile/db/repositories/sessions.repository';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  markEmailVerified,
  updateUser,
} from '@ile/db/repositories/users.repository';
import { type AuthSession, outboxEvent, type SignupBody } from '@ile/shared';
import type { SessionLifetimes } from '../../config';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
} from '../../lib/errors';
import { coarseIp, deviceLabel } from './device-label';

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
  /** How long the new token lives: the persistent cookie's Max-Age. */
  lifetimeMs: number;
}

const INVALID_LOGIN = 'Invalid email or password';
const INVALID_OTP = 'That code is wrong or has expired; check the latest email or ask for a new code';
const OTP_MESSAGES: Record<Exclude<OtpCheck, 'ok'>, string> = {
  invalid: INVALID_OTP,
  expired: INVALID_OTP,
  exhausted: 'Too many wrong codes; ask for a new code',
};

/**
 * Issues the family's next refresh token. It lives for the idle window, cut short so that no token of the
 * family outlives the absolute limit counted from the family's sign-in (`familyStart`).
 */
async function startSession(
  db: Db,
  lifetimes: SessionLifetimes,
  user: UserRow,
  persist: boolean,
  familyId: string,
  context: SessionContext,
  familyStart = new Date(),
) {
  const refreshToken = randomBytes(32).toString('base64url');
  const idleMs = persist ? lifetimes.rememberedIdleMs : lifetimes.idleMs;
  const lifetimeMs = Math.min(idleMs, familyStart.getTime() + lifetimes.absoluteMs - Date.now());
  const session = await insertSession(db, {
    user_id: user.id,
    family_id: familyId,
    token_hash: sha256(refreshToken),
    persist,
    expires_at: new Date(Date.now() + lifetimeMs),
    user_agent: context.userAgent?.slice(0, 500) ?? null,
    ip: context.ip ?? null,
  });
  return { session, refreshToken, lifetimeMs };
}

function assertMaySignIn(user: UserRow): void {
  if (user.suspended_at) throw new ForbiddenError('This account is suspended; contact support');
}

export function createAuthService(db: Db, lifetimes: SessionLifetimes) {
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
      const { refreshToken, lifetimeMs } = await startSession(
        db,
        lifetimes,
        user,
        persist,
        familyId,
        context,
      );
      return { user, refreshToken, persist, familyId, lifetimeMs };
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
          const started = (await familyStartedAt(trx, session.family_id)) ?? session.created_at;
          if (started.getTime() + lifetimes.absoluteMs <= Date.now()) {
            await revokeSessionFamily(trx, session.family_id);
            return { ended: true } as const;
          }
          const next = await startSession(
            trx,
            lifetimes,
            user,
            session.persist,
            session.family_id,
            context,
            started,
          );
          await markSessionRotated(trx, session.id, next.session.id);
          return {
            user,
            refreshToken: next.refreshToken,
            persist: session.persist,
            familyId: session.family_id,
            lifetimeMs: next.lifetimeMs,
          };
        })
        .then((result) => {
          // Outside the transaction so the family's revocation is committed before we answer 401.
          if ('reuse' in result)
            throw new UnauthorizedError('This session was signed out for your safety; sign in again');
          if ('ended' in result) throw new UnauthorizedError('Your session has ended; sign in again');
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

    /** The family of the refresh cookie sent along, if it is the caller's own (a stale cookie of another
     * account in the same browser is not "this device"). */
    async familyOf(token: string | undefined, userId?: string): Promise<string | undefined> {
      if (!token) return undefined;
      const row = await findSessionFamily(db, sha256(token));
      if (userId && row?.user_id !== userId) return undefined;
      return row?.family_id;
    },

    /** The caller's signed-in devices, this one marked `current`. */
    async listSessions(userId: string, currentFamilyId: string | undefined): Promise<AuthSession[]> {
      const families = await listActiveSessionFamilies(db, userId);
      return families.map((f) => ({
        id: f.family_id,
        created_at: f.started_at.toISOString(),
        last_used_at: f.last_used_at.toISOString(),
        expires_at: f.expires_at.toISOString(),
        device: deviceLabel(f.user_agent),
        ip: coarseIp(f.ip),
        persist: f.persist,
        current: f.family_id === currentFamilyId,
      }));
    },

    /** Signs one of the caller's own sign-ins out; someone else's id is "not found" and changes nothing. */
    async revokeSession(userId: string, familyId: string): Promise<void> {
      const revoked = await revokeUserSessionFamily(db, userId, familyId);
      if (revoked === 0) throw new NotFoundError('No such signed-in session');
    },

    /** Every sign-in of the caller but the current one; answers how many were ended. */
    async signOutOthers(userId: string, currentFamilyId: string | undefined): Promise<number> {
      return revokeUserSessions(db, userId, currentFamilyId);
    },

    /** Answers whether the token was good; the route turns that into a redirect. */
    async verifyEmail(token: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const consumed = await consumeEmailVerificationToken(trx, token);
        if (!consumed) return false;
        await markEmailVerified(trx, consumed.userId);
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
