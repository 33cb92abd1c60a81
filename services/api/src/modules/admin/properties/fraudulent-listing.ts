import type { Db } from '@ile/db';
import { insertPersonalNotices } from '@ile/db/repositories/notices.repository';
import { lockProperty } from '@ile/db/repositories/properties.repository';
import { cancelUpcomingViewingsOfListing } from '@ile/db/repositories/viewings.repository';
import { NotFoundError } from '../../../lib/errors';
import { refundHoldsOfListing } from '../../payments/holds/refund-holds-of-listing';
import { type StaffActor, writeAudit } from '../audit';
import { setListingStatusIn } from './properties.service';

/**
 * "Found fraudulent" (issue 21): in one transaction, the listing leaves search (unpublished, audited as
 * such), every payment Ile holds for it goes back to its payer (refundHoldsOfListing; the worker refunds and
 * tells both parties), its viewings still to come are cancelled and their seekers told in-app, and the whole
 * decision is audited with its reason. A listing already unpublished keeps its status; the rest still runs.
 */
export async function markListingFraudulent(
  db: Db,
  staff: StaffActor,
  propertyId: string,
  reason: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await lockProperty(trx, propertyId);
    if (!row || row.status === 'deleted') throw new NotFoundError('Property not found');
    if (row.status !== 'unpublished') await setListingStatusIn(trx, staff, propertyId, 'unpublished');
    const holds = await refundHoldsOfListing(trx, propertyId, staff, reason);
    const viewings = await cancelUpcomingViewingsOfListing(trx, propertyId, reason);
    await insertPersonalNotices(
      trx,
      viewings.map((viewing) => ({
        recipientId: viewing.seeker_id,
        heading: `Viewing cancelled: “${row.title}”`,
        description: `Ile cancelled your viewing of “${row.title}”: ${reason}. Any fee you paid is refunded in full.`,
        link: '/account/viewings',
        createdBy: staff.id,
      })),
    );
    await writeAudit(trx, staff, {
      action: 'property.fraudulent',
      resource: 'properties',
      resourceId: propertyId,
      before: { status: row.status },
      after: {
        status: 'unpublished',
        reason,
        refunded_holds: holds.refunded,
        cancelled_checkouts: holds.cancelled,
        cancelled_viewings: viewings.map((viewing) => viewing.id),
      },
    });
  });
}
