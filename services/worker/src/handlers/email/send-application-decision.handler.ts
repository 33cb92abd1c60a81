import { findUserById } from '@ile/db/repositories/users.repository';
import { JOBS, QUEUES } from '@ile/shared';
import { UnrecoverableError } from 'bullmq';
import { applicationLink } from '../../mail/links';
import { sendOnce, skipEmail } from '../../mail/send-once';
import { applicationDecision } from '../../mail/templates/application-decision';
import type { JobHandlerDefinition } from '../../registry';

const KINDS = {
  'listing_application.decided': { kind: 'listing', label: 'listing' },
  'agent_application.decided': { kind: 'agent', label: 'agent' },
  'agency_application.decided': { kind: 'agency', label: 'agency' },
  'student_application.decided': { kind: 'student', label: 'verified student' },
} as const;

/** Tells an applicant the staff's decision on any kind of application (the notice is already written). */
export const sendApplicationDecisionHandler: JobHandlerDefinition = {
  queue: QUEUES.email,
  name: JOBS.email.sendApplicationDecision,
  async handle(data, _job, context) {
    if (!(data.type in KINDS)) {
      throw new UnrecoverableError(`${JOBS.email.sendApplicationDecision} cannot handle ${data.type}`);
    }
    const { kind, label } = KINDS[data.type as keyof typeof KINDS];
    const payload = data.payload as {
      userId: string;
      decision: string;
      reason: string | null;
      propertyId?: string | null;
    };
    const user = await findUserById(context.db, payload.userId);
    if (!user) return skipEmail(context.log, 'user gone');
    return sendOnce(context, {
      eventId: data.eventId,
      template: applicationDecision,
      to: user.email,
      prepare: () => ({
        firstName: user.first_name,
        label,
        approved: payload.decision === 'successful',
        reason: payload.reason,
        link: applicationLink(context.publicUrl, kind, payload.propertyId ?? null),
      }),
    });
  },
};
