import { ReportDecisionBody, ReportTargetRecord } from '@ile/shared/contracts/admin/reports';
import type { FastifyInstance } from 'fastify';
import { recordRoutes } from '../record-routes';
import { reportListSpec } from './report-records';
import { createAdminReports } from './reports.service';

const CONFLICT =
  'No open report on this target (already decided), the action does not fit its type, or the listing, ' +
  'review or account is already in that state';

/** /api/admin/reports: the queue of reported targets and the decisions on them. */
export default async function reportRoutes(app: FastifyInstance) {
  const reports = createAdminReports(app.db, app.realtime);
  const resource = recordRoutes(app, 'reports', ReportTargetRecord);

  resource.list(reportListSpec, reports, {
    list: 'Reported listings, people, reviews and messages, one row per target, with every report on it',
    show: 'One reported target (by its id) and its reports',
  });

  resource.action('POST', '/:id/dismiss', {
    action: 'decide',
    summary: 'Dismiss every open report on the target; a held listing goes back into search',
    conflict: CONFLICT,
    body: ReportDecisionBody,
    run: (staff, id, body) => reports.decide(staff, id, 'dismiss', body?.note ?? null),
  });

  resource.action('POST', '/:id/unpublish', {
    action: 'decide',
    summary: 'Unpublish the reported listing and close its reports',
    conflict: CONFLICT,
    body: ReportDecisionBody,
    run: (staff, id, body) => reports.decide(staff, id, 'unpublish', body?.note ?? null),
  });

  resource.action('POST', '/:id/hide-review', {
    action: 'decide',
    summary: 'Hide the reported review and close its reports',
    conflict: CONFLICT,
    body: ReportDecisionBody,
    run: (staff, id, body) => reports.decide(staff, id, 'hide_review', body?.note ?? null),
  });

  resource.action('POST', '/:id/suspend-user', {
    action: 'suspend',
    summary:
      'Suspend the person behind the target (the person, the listing owner, the review author or the message ' +
      'sender) and close its reports; Admin only, like suspending from Users',
    conflict: CONFLICT,
    body: ReportDecisionBody,
    run: (staff, id, body) => reports.decide(staff, id, 'suspend_user', body?.note ?? null),
  });
}
