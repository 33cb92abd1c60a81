import { ApproveVerificationBody } from '@ile/shared';
import { VerificationRecord } from '@ile/shared/contracts/admin/verifications';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordRoutes } from '../record-routes';
import { Reason } from '../schemas';
import { createAdminVerifications, verificationListSpec } from './verifications.service';

const RejectBody = z.object({ reason: Reason });

/** /api/admin/verifications: the ID and business verification queue, one record with its files, decisions. */
export default async function verificationRoutes(app: FastifyInstance) {
  const verifications = createAdminVerifications(app.db, (userId, notification) =>
    app.realtime.notify(userId, notification),
  );
  const resource = recordRoutes(app, 'verifications', VerificationRecord);

  resource.list(verificationListSpec, verifications, {
    list: 'List ID and business verifications (simple-rest: sort, range, filter; oldest first)',
    show: 'One verification with links to its private files (until they are deleted, 30 days after)',
  });

  resource.action('POST', '/:id/approve', {
    action: 'decide',
    summary:
      'Approve a pending verification: sets the ID or business verified date; a business approval needs ' +
      '`checkedNote` (what was checked)',
    conflict: 'The verification has already been decided, or the agency is gone',
    body: ApproveVerificationBody.nullish(),
    run: (staff, id, body) => verifications.approve(staff, id, body?.checkedNote ?? null),
  });

  resource.action('POST', '/:id/reject', {
    action: 'decide',
    summary: 'Reject a pending verification with a reason the person reads',
    conflict: 'The verification has already been decided',
    body: RejectBody,
    run: (staff, id, body) => verifications.reject(staff, id, body.reason),
  });
}
