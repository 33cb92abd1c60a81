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
        await insertListingApplication(trx, {
          id,
          user_id: userId,
          status: 'pending',
          title: body.title,
          description: body.description,
          detailed_description: body.detailedDescription ?? null,
          highlight_one: body.highlightOne ?? null,
          highlight_two: body.highlightTwo ?? null,
          highlight_three: body.highlightThree ?? null,
          additional_fees: body.additionalFees ?? null,
          bedrooms: body.bedrooms ?? 0,
          bathrooms: body.bathrooms ?? 0,
          year_built: body.yearBuilt ?? null,
          land_size: body.landSize ?? null,
          building_size: body.buildingSize ?? null,
          parking_size: body.parkingSize ?? null,
          garage_size: body.garageSize ?? null,
          heating_type: body.heatingType ?? null,
          cooling_type: body.coolingType ?? null,
          basement: body.basement,
          exterior_features: body.exteriorFeatures,
          flooring_type: body.flooringType ?? null,
          ownership_type: body.ownershipType,
          property_type: body.propertyType,
          category: body.category,
          mobile_phone: body.mobilePhone,
          occupancy: body.occupancy,
          parking: body.parking,
          address: body.address,
          city: body.city ?? null,
          state: body.state,
          state_code: body.stateCode,
          country: body.country,
          price: body.price,
          currency: body.currency,
          duration: body.duration,
          amenities: body.amenities,
        });
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
