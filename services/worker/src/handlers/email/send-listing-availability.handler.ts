import type { Executor } from '@ile/db';
import { issueAvailabilityToken } from '@ile/db/repositories/listing-availability.repository';
import { findPropertyTitles } from '@ile/db/repositories/properties.repository';
import { findUserById } from '@ile/db/repositories/users.repository';
import { JOBS, QUEUES } from '@ile/shared';
import { availabilityLink, manageListingsLink } from '../../mail/links';
import { sendOnce, skipEmail } from '../../mail/send-once';
import { availabilityReminder, listingsExpired } from '../../mail/templates/listing-availability';
import { outboxJobHandler } from '../../registry';

/** The owner's listings among `propertyIds` still in the state the email is about, each with a fresh link. */
async function linkedListings(
  db: Executor,
  publicUrl: string,
  ownerId: string,
  propertyIds: string[],
  status: 'published' | 'expired',
) {
  const rows = await findPropertyTitles(db, propertyIds);
  const current = rows.filter((row) => row.owner_id === ownerId && row.status === status);
  return Promise.all(
    current.map(async (row) => ({
      title: row.title,
      link: availabilityLink(publicUrl, await issueAvailabilityToken(db, { propertyId: row.id, ownerId })),
    })),
  );
}

/** "Still available?": one email per owner and sweep, a one-click link per listing (issued when sent). */
export const sendAvailabilityReminderHandler = outboxJobHandler({
  queue: QUEUES.email,
  name: JOBS.email.sendAvailabilityReminder,
  consumes: ['property.availability_due'],
  async handle(data, _job, context) {
    const { ownerId, propertyIds } = data.payload;
    const owner = await findUserById(context.db, ownerId);
    if (!owner) return skipEmail(context.log, 'owner gone');
    // Confirmed, let or deleted since the sweep: nothing left to ask about.
    const stillDue = await findPropertyTitles(context.db, propertyIds);
    if (!stillDue.some((row) => row.owner_id === ownerId && row.status === 'published'))
      return skipEmail(context.log, 'no listing still due');
    return sendOnce(context, {
      eventId: data.eventId,
      template: availabilityReminder,
      to: owner.email,
      prepare: async () => ({
        firstName: owner.first_name,
        listings: await linkedListings(context.db, context.publicUrl, ownerId, propertyIds, 'published'),
        manageLink: manageListingsLink(context.publicUrl),
      }),
    });
  },
});

/** Expired listings: one email per owner and sweep, with a one-click renew link per listing. */
export const sendListingsExpiredHandler = outboxJobHandler({
  queue: QUEUES.email,
  name: JOBS.email.sendListingsExpired,
  consumes: ['property.expired'],
  async handle(data, _job, context) {
    const { ownerId, propertyIds } = data.payload;
    const owner = await findUserById(context.db, ownerId);
    if (!owner) return skipEmail(context.log, 'owner gone');
    const rows = await findPropertyTitles(context.db, propertyIds);
    if (!rows.some((row) => row.owner_id === ownerId && row.status === 'expired'))
      return skipEmail(context.log, 'no listing still expired');
    return sendOnce(context, {
      eventId: data.eventId,
      template: listingsExpired,
      to: owner.email,
      prepare: async () => ({
        firstName: owner.first_name,
        listings: await linkedListings(context.db, context.publicUrl, ownerId, propertyIds, 'expired'),
        manageLink: manageListingsLink(context.publicUrl),
      }),
    });
  },
});
