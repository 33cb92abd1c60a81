import { findUserById } from '@ile/db/repositories/users.repository';
import { JOBS, QUEUES } from '@ile/shared';
import { siteLink } from '../../mail/links';
import { sendOnce, skipEmail } from '../../mail/send-once';
import { passwordChanged } from '../../mail/templates/password-changed';
import { outboxJobHandler } from '../../registry';

/** Tells the owner their password changed, so a takeover does not go unnoticed. */
export const sendPasswordChangedHandler = outboxJobHandler({
  queue: QUEUES.email,
  name: JOBS.email.sendPasswordChanged,
  consumes: ['user.password_changed'],
  async handle(data, _job, context) {
    const user = await findUserById(context.db, data.payload.userId);
    // Deleted (anonymised) accounts are not found.
    if (!user) return skipEmail(context.log, 'user gone');

    return sendOnce(context, {
      eventId: data.eventId,
      template: passwordChanged,
      to: user.email,
      prepare: () => ({ firstName: user.first_name, siteLink: siteLink(context.publicUrl) }),
    });
  },
});
