import { findUserById } from '@ile/db/repositories/users.repository';
import { JOBS, QUEUES } from '@ile/shared';
import { verificationPageLink } from '../../mail/links';
import { sendOnce, skipEmail } from '../../mail/send-once';
import { verificationDecision } from '../../mail/templates/verification-decision';
import { outboxJobHandler } from '../../registry';

/** Tells a person the staff's decision on their ID or business verification (the notice is already written). */
export const sendVerificationDecisionHandler = outboxJobHandler({
  queue: QUEUES.email,
  name: JOBS.email.sendVerificationDecision,
  consumes: ['verification.decided'],
  async handle(data, _job, context) {
    const { payload } = data;
    const user = await findUserById(context.db, payload.userId);
    if (!user || user.deleted_at) return skipEmail(context.log, 'user gone');
    return sendOnce(context, {
      eventId: data.eventId,
      template: verificationDecision,
      to: user.email,
      prepare: () => ({
        firstName: user.first_name,
        kind: payload.kind,
        decision: payload.decision,
        reason: payload.reason,
        link: verificationPageLink(context.publicUrl),
      }),
    });
  },
});
