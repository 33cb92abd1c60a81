import { JOBS, QUEUES } from '@ile/shared';
import { sendOnce } from '../../mail/send-once';
import { accountDeleted } from '../../mail/templates/account-deleted';
import { outboxJobHandler } from '../../registry';

/** The goodbye. The user row is already anonymised, so the event itself says where to write. */
export const sendAccountDeletedHandler = outboxJobHandler({
  queue: QUEUES.email,
  name: JOBS.email.sendAccountDeleted,
  consumes: ['user.account_deleted'],
  async handle(data, _job, context) {
    const { email, firstName } = data.payload;

    return sendOnce(context, {
      eventId: data.eventId,
      template: accountDeleted,
      to: email,
      prepare: () => ({ firstName }),
    });
  },
});
