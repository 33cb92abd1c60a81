import { issuePasswordResetOtp, RESET_OTP_TTL_MINUTES } from '@ile/db/repositories/auth-tokens.repository';
import { findUserById } from '@ile/db/repositories/users.repository';
import { JOBS, QUEUES } from '@ile/shared';
import { sendOnce, skipEmail } from '../../mail/send-once';
import { passwordResetCode } from '../../mail/templates/password-reset-code';
import { outboxJobHandler } from '../../registry';

/** A forgotten password: a fresh 6-digit code (earlier codes stop working). */
export const sendPasswordResetOtpHandler = outboxJobHandler({
  queue: QUEUES.email,
  name: JOBS.email.sendPasswordResetOtp,
  consumes: ['user.password_reset_requested'],
  async handle(data, _job, context) {
    const user = await findUserById(context.db, data.payload.userId);
    // Deleted (anonymised) accounts are not found.
    if (!user) return skipEmail(context.log, 'user gone');
    if (user.suspended_at) return skipEmail(context.log, 'user suspended');

    return sendOnce(context, {
      eventId: data.eventId,
      template: passwordResetCode,
      to: user.email,
      prepare: async () => {
        const { otp } = await issuePasswordResetOtp(context.db, user.id);
        return { firstName: user.first_name, code: otp, expiresInMinutes: RESET_OTP_TTL_MINUTES };
      },
    });
  },
});
