import { randomUUID } from 'node:crypto';
import { type Db, removeUnreferenced, type Storage } from '@ile/db';
import {
  countUserListingApplications,
  deleteListingApplication,
  insertListingApplication,
  insertListingApplicationImages,
  listListingApplicationImages,
  listUserListingApplications,
  lockUserListingApplication,
  newListingApplication,
} from '@ile/db/repositories/listing-applications.repository';
import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import { type CreateListingApplicationBody, outboxEvent, type PropertyApplicationItem } from '@ile/shared';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { storeOriginals } from '../../lib/listing-uploads';
import { requireVerifiedEmail } from '../../lib/verified-email';

export function createListingApplicationService(db: Db, privateStorage: Storage) {
  return {
    /**
     * A new application, always `pending` whatever the client says. Images are checked by content and kept
     * privately; staff see them in the console, and approval hands them to the images worker.
     */
    async submit(
      userId: string,
      body: CreateListingApplicationBody,
    ): Promise<{ id: string; status: 'pending' }> {
      await requireVerifiedEmail(db, userId);
      const id = randomUUID();
      const originals = await storeOriginals(
        privateStorage,
        `originals/applications/${id}`,
        body.images,
        'images',
      );
      await db.transaction().execute(async (trx) => {
        await insertListingApplication(trx, newListingApplication(id, userId, body));
        await insertListingApplicationImages(
          trx,
          originals.map((original, position) => ({
            application_id: id,
            position,
            original_key: original.key,
            content_type: original.contentType,
            bytes: original.bytes,
          })),
        );
        await appendOutboxEvent(
          trx,
          outboxEvent('listing_application.submitted', { applicationId: id, userId }),
        );
      });
      return { id, status: 'pending' };
    },

    async listMine(
      userId: string,
      page: { page: number; size: number },
    ): Promise<{ items: PropertyApplicationItem[]; total: number }> {
      const [rows, total] = await Promise.all([
        listUserListingApplications(db, userId, { offset: (page.page - 1) * page.size, limit: page.size }),
        countUserListingApplications(db, userId),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          title: row.title,
          status: row.status,
          createdAt: row.created_at.toISOString(),
        })),
        total,
      };
    },

    /** The owner withdraws a pending application; someone else's is "not found", a decided one stays. */
    async deletePending(userId: string, applicationId: string): Promise<void> {
      const keys = await db.transaction().execute(async (trx) => {
        const application = await lockUserListingApplication(trx, applicationId, userId);
        if (!application) throw new NotFoundError('Application not found');
        if (application.status !== 'pending')
          throw new ConflictError('Only pending applications can be deleted');
        const images = await listListingApplicationImages(trx, applicationId);
        await deleteListingApplication(trx, applicationId);
        return images.map((image) => image.original_key);
      });
      await removeUnreferenced(privateStorage, keys);
    },
  };
}
