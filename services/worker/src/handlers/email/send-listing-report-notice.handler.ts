import { findPropertyById } from '@ile/db/repositories/properties.repository';
import { findUserById } from '@ile/db/repositories/users.repository';
import { JOBS, QUEUES } from '@ile/shared';
import { manageListingsLink } from '../../mail/links';
import { sendOnce, skipEmail } from '../../mail/send-once';
import { listingReportNotice } from '../../mail/templates/listing-report-notice';
import { outboxJobHandler } from '../../registry';

/** Tells a listing's owner it was held after reports, or what staff decided about them. */
export const sendListingReportNoticeHandler = outboxJobHandler({
  queue: QUEUES.email,
  name: JOBS.email.sendListingReportNotice,
  consumes: ['property.held', 'property.report_decided'],
  async handle(data, _job, context) {
    const { payload } = data;
    const [owner, listing] = await Promise.all([
      findUserById(context.db, payload.ownerId),
      findPropertyById(context.db, payload.propertyId),
    ]);
    if (!owner) return skipEmail(context.log, 'owner gone');
    if (!listing) return skipEmail(context.log, 'listing gone');
    return sendOnce(context, {
      eventId: data.eventId,
      template: listingReportNotice,
      to: owner.email,
      prepare: () => ({
        firstName: owner.first_name,
        title: listing.title,
        state: data.type === 'property.held' ? ('held' as const) : data.payload.outcome,
        link: manageListingsLink(context.publicUrl),
      }),
    });
  },
});
