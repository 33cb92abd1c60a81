import type { Db } from '@ile/db';

import { unique } from './listing-journeys';

/**
 * A published Lagos rental of `ownerId`, made for one journey: journeys that need a listing of their own (to
 * book, pay or dispute on it) do not share the seed's few listings, whose state other journeys change.
 */
export async function publishedRentalOf(
  db: Db,
  ownerId: string,
  { title, price = 2_400_000 }: { title: string; price?: number },
): Promise<{ id: string; title: string }> {
  const withRun = `${title} ${unique()}`;
  const row = await db
    .insertInto('properties')
    .values({
      owner_id: ownerId,
      title: withRun,
      description: 'Two bedrooms, constant water, quiet street',
      address: '12 Adeniran Ogunsanya Street',
      city: 'Surulere',
      state: 'Lagos',
      state_code: 'LA',
      country: 'NG',
      price,
      currency: 'NGN',
      duration: 'year',
      category: 'rental',
      property_type: 'residential',
      bedrooms: 2,
      bathrooms: 2,
      status: 'published',
      published_at: new Date(),
      available_confirmed_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, title: withRun };
}
