import type { Executor } from '../database';
import type { ListingApplicationImage } from '../schema';

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
