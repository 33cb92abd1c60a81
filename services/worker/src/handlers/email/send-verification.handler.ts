import {
  EMAIL_VERIFICATION_TTL_HOURS,
  issueEmailVerificationToken,
} from '@ile/db/repositories/auth-tokens.repository';
import { findUserById } from '@ile/db/repositories/users.repository';
import { JOBS, QUEUES } from '@ile/shared';
import { verifyEmailLink } from '../../mail/links';
import { sendOnce, skipEmail } from '../../mail/send-once';
import { verifyEmail } from '../../mail/templates/verify-email';
import { outboxJobHandler } from '../../registry';

/** After signup, and when the user asks again: a single-use link that confirms the address. */
export const sendVerificationHandler = outboxJobHandler({
  queue: QUEUES.email,
  name: JOBS.email.sendVerification,
  consumes: ['user.signed_up', 'user.verification_requested'],
  async handle(data, _job, context) {
    const user = await findUserById(context.db, data.payload.userId);
    // Deleted (anonymised) accounts are not found.
    if (!user) return skipEmail(context.log, 'user gone');
    if (user.email_verified_at) return skipEmail(context.log, 'email already verified');

    return sendOnce(context, {
      eventId: data.eventId,
      template: verifyEmail,
      to: user.email,
      prepare: async () => {
        const { token } = await issueEmailVerificationToken(context.db, user.id);
        return {
          firstName: user.first_name,
          link: verifyEmailLink(context.publicUrl, token),
          expiresInHours: EMAIL_VERIFICATION_TTL_HOURS,
        };
      },
    });
  },
});
