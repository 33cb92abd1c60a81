import { findUserById } from '@ile/db/repositories/users.repository';
import { JOBS, QUEUES, REPORT_OUTCOME_LABELS, type ReportTargetType } from '@ile/shared';
import { notificationsLink } from '../../mail/links';
import { sendOnce, skipEmail } from '../../mail/send-once';
import { reportOutcome } from '../../mail/templates/report-outcome';
import { outboxJobHandler } from '../../registry';

const NOUN: Record<ReportTargetType, string> = {
  property: 'listing',
  user: 'profile',
  review: 'review',
  message: 'message',
};

/** Tells a reporter what staff decided (the notice is already written). */
export const sendReportOutcomeHandler = outboxJobHandler({
  queue: QUEUES.email,
  name: JOBS.email.sendReportOutcome,
  consumes: ['report.decided'],
  async handle(data, _job, context) {
    const { payload } = data;
    const user = await findUserById(context.db, payload.reporterId);
    if (!user) return skipEmail(context.log, 'reporter gone');
    return sendOnce(context, {
      eventId: data.eventId,
      template: reportOutcome,
      to: user.email,
      prepare: () => ({
        firstName: user.first_name,
        noun: NOUN[payload.targetType],
        outcome: REPORT_OUTCOME_LABELS[payload.outcome],
        link: notificationsLink(context.publicUrl),
      }),
    });
  },
});
