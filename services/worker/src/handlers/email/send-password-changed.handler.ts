import { findUserById } from '@ile/db/repositories/users.repository';
import { JOBS, QUEUES } from '@ile/shared';
import { UnrecoverableError } from 'bullmq';
import { siteLink } from '../../mail/links';
import { sendOnce, skipEmail } from '../../mail/send-once';
import { passwordChanged } from '../../mail/templates/password-changed';
import type { JobHandlerDefinition } from '../../registry';

/** Tells the owner their password changed, so a takeover does not go unnoticed. */
export const sendPasswordChangedHandler: JobHandlerDefinition = {
  queue: QUEUES.email,
  name: JOBS.email.sendPasswordChanged,
  async handle(data, _job, context) {
    if (data.type !== 'user.password_changed') {
      throw new UnrecoverableError(`${JOBS.email.sendPasswordChanged} cannot handle ${data.type}`);
    }
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
};
