import { JOBS, QUEUES } from '@ile/shared';
import { UnrecoverableError } from 'bullmq';
import { sendOnce } from '../../mail/send-once';
import { accountDeleted } from '../../mail/templates/account-deleted';
import type { JobHandlerDefinition } from '../../registry';

/** The goodbye. The user row is already anonymised, so the event itself says where to write. */
export const sendAccountDeletedHandler: JobHandlerDefinition = {
  queue: QUEUES.email,
  name: JOBS.email.sendAccountDeleted,
  async handle(data, _job, context) {
    if (data.type !== 'user.account_deleted') {
      throw new UnrecoverableError(`${JOBS.email.sendAccountDeleted} cannot handle ${data.type}`);
    }
    const { email, firstName } = data.payload;

    return sendOnce(context, {
      eventId: data.eventId,
      template: accountDeleted,
      to: email,
      prepare: () => ({ firstName }),
    });
  },
};
