import type { CreateListingApplicationBody } from '@ile/shared';
import type { Executor } from '../database';
import { moveInColumnsOf } from '../move-in-columns';
import type { ListingApplicationImage, NewListingApplication, NewListingApplicationImage } from '../schema';

/** An application's uploaded pictures in the order the applicant gave them. */
export function listListingApplicationImages(
  db: Executor,
  applicationId: string,
): Promise<ListingApplicationImage[]> {
  return db
    .selectFrom('listing_application_images')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('position')
    .execute();
}

/** Links an approved application to the listing it became. */
export async function setListingApplicationProperty(
  db: Executor,
  applicationId: string,
  propertyId: string,
): Promise<void> {
  await db
    .updateTable('listing_applications')
    .set({ property_id: propertyId })
    .where('id', '=', applicationId)
    .execute();
}

/** A user's listing applications counted per status. */
export async function countListingApplicationsByStatus(
  db: Executor,
  userId: string,
): Promise<{ status: string; n: number }[]> {
  const rows = await db
    .selectFrom('listing_applications')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .where('user_id', '=', userId)
    .groupBy('status')
    .execute();
  return rows.map((row) => ({ status: row.status, n: Number(row.n) }));
}

/** A listing application's checked fields (from the wizard or a CSV row), without its pictures. */
export type ListingApplicationInput = Omit<CreateListingApplicationBody, 'images' | 'userId' | 'status'>;

/** The row of a new application: always `pending`, whatever the client said. */
export function newListingApplication(
  id: string,
  userId: string,
  body: ListingApplicationInput,
): NewListingApplication {
  return {
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
    ...moveInColumnsOf(body),
  };
}

export async function insertListingApplication(db: Executor, values: NewListingApplication): Promise<void> {
  await db.insertInto('listing_applications').values(values).execute();
}

export async function insertListingApplicationImages(
  db: Executor,
  images: readonly NewListingApplicationImage[],
): Promise<void> {
  if (images.length === 0) return;
  await db.insertInto('listing_application_images').values(images).execute();
}

/** One page of a user's listing applications, newest first. */
export function listUserListingApplications(
  db: Executor,
  userId: string,
  page: { offset: number; limit: number },
) {
  return db
    .selectFrom('listing_applications')
    .select(['id', 'title', 'status', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countUserListingApplications(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('listing_applications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A user's own application, locked for the caller's transaction; undefined for someone else's. */
export function lockUserListingApplication(db: Executor, applicationId: string, userId: string) {
  return db
    .selectFrom('listing_applications')
    .select(['status'])
    .where('id', '=', applicationId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** Deletes an application (its image rows go with it). */
export async function deleteListingApplication(db: Executor, applicationId: string): Promise<void> {
  await db.deleteFrom('listing_applications').where('id', '=', applicationId).execute();
}
