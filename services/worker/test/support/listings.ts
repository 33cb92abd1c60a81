import { randomUUID } from 'node:crypto';
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

/** An uploaded original as the api leaves it: the file in private storage (none when `file` is null) and a pending row; its id. */
export async function uploadOriginal(
  worker: WorkerHarness,
  propertyId: string,
  position: number,
  file: Buffer | null,
  ext = 'jpg',
  createdAt = new Date(),
): Promise<string> {
  const id = randomUUID();
  const key = `originals/properties/${propertyId}/${id}.${ext}`;
  if (file) await worker.privateStorage.put(key, file);
  await worker.db
    .insertInto('property_images')
    .values({
      id,
      property_id: propertyId,
      position,
      original_key: key,
      content_type: ext === 'jpg' ? 'image/jpeg' : `image/${ext}`,
      bytes: file?.length ?? 0,
      status: 'pending',
      created_at: createdAt,
    })
    .execute();
  return id;
}
