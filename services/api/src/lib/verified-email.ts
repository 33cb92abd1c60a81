import type { Db } from '@ile/db';
import { findEmailStanding } from '@ile/db/repositories/users.repository';
import { MESSAGES } from '@ile/shared';
import { ForbiddenError, UnauthorizedError } from './errors';

export interface VerifiedUser {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
}

/**
 * decisions.md: signing in is allowed before verification, but publishing, contacting others, paying and
 * being paid need a verified email. The 403 says so, and the site offers the resend action beside it.
 */
export async function requireVerifiedEmail(db: Db, userId: string): Promise<VerifiedUser> {
  const user = await findEmailStanding(db, userId);
  if (!user || user.deleted_at) throw new UnauthorizedError('Sign in to continue');
  if (!user.email_verified_at) throw new ForbiddenError(MESSAGES.auth.emailNotVerified);
  return { id: user.id, email: user.email, first_name: user.first_name, last_name: user.last_name };
}
