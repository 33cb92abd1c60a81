import type { NewProperty } from '@ile/db';
import { insertTestUser } from '@ile/db/testing/rows';
import type { WorkerHarness } from './worker-harness';

export const DAY = 86_400_000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

export function createOwner(worker: WorkerHarness, name: string) {
  return insertTestUser(worker.db, name, 'Owner');
}

export async function createListing(
  worker: WorkerHarness,
  ownerId: string,
  title: string,
  values: Partial<NewProperty>,
) {
  const row = await worker.db
    .insertInto('properties')
    .values({
      owner_id: ownerId,
      title,
      description: 'Quiet estate, constant water',
      address: '14 Admiralty Way',
      state: 'Lagos',
      state_code: 'LA',
      country: 'NG',
      price: 4_500_000,
      currency: 'NGN',
      duration: 'year',
      category: 'rental',
      property_type: 'residential',
      bedrooms: 3,
      bathrooms: 2,
      status: 'published',
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
