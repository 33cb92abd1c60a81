import { findUserById } from '@ile/db/repositories/users.repository';
import { JOBS, QUEUES } from '@ile/shared';
import { applicationLink } from '../../mail/links';
import { sendOnce, skipEmail } from '../../mail/send-once';
import { applicationDecision } from '../../mail/templates/application-decision';
import { outboxJobHandler } from '../../registry';

const KINDS = {
  'listing_application.decided': 'listing',
  'agent_application.decided': 'agent',
  'agency_application.decided': 'agency',
  'student_application.decided': 'student',
} as const;

/** Tells an applicant the staff's decision on any kind of application (the notice is already written). */
export const sendApplicationDecisionHandler = outboxJobHandler({
  queue: QUEUES.email,
  name: JOBS.email.sendApplicationDecision,
  consumes: [
    'listing_application.decided',
    'agent_application.decided',
    'agency_application.decided',
    'student_application.decided',
  ],
  async handle(data, _job, context) {
    const kind = KINDS[data.type];
    const { payload } = data;
    const propertyId = 'propertyId' in payload ? payload.propertyId : null;
    const user = await findUserById(context.db, payload.userId);
    if (!user) return skipEmail(context.log, 'user gone');
    return sendOnce(context, {
      eventId: data.eventId,
      template: applicationDecision,
      to: user.email,
      prepare: () => ({
        firstName: user.first_name,
        kind,
        approved: payload.decision === 'successful',
        reason: payload.reason,
        link: applicationLink(context.publicUrl, kind, propertyId),
      }),
    });
  },
});
