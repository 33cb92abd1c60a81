import type { Db } from '@ile/db';
import { MESSAGES } from '@ile/shared';
import { ForbiddenError, UnauthorizedError } from './errors';

/**
 * decisions.md: signing in is allowed before verification, but publishing, contacting others and paying
 * need a verified email. The 403 says so, and the site offers the resend action beside it.
 */
export async function requireVerifiedEmail(db: Db, userId: string): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['email_verified_at', 'deleted_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || user.deleted_at) throw new UnauthorizedError('Sign in to continue');
  if (!user.email_verified_at) throw new ForbiddenError(MESSAGES.auth.emailNotVerified);
}
