import type { Kysely } from 'kysely';
import type { Database } from '../schema';

type Executor = Kysely<Database>;

/** The storage keys of each listing's images at one rendition, in gallery order; one query for many listings. */
export async function imageKeysFor(
  db: Executor,
  propertyIds: readonly string[],
  rendition: { width: number; format: 'webp' | 'avif' | 'jpeg' } = { width: 640, format: 'webp' },
): Promise<Map<string, string[]>> {
  const keys = new Map<string, string[]>(propertyIds.map((id) => [id, []]));
  if (propertyIds.length === 0) return keys;
  const rows = await db
    .selectFrom('property_images as i')
    .innerJoin('property_image_variants as v', 'v.image_id', 'i.id')
    .select(['i.property_id', 'v.storage_key'])
    .where('i.property_id', 'in', propertyIds)
    .where('i.status', '=', 'processed')
    .where('v.width', '=', rendition.width)
    .where('v.format', '=', rendition.format)
    .orderBy('i.property_id')
    .orderBy('i.position')
    .execute();
  for (const row of rows) keys.get(row.property_id)?.push(row.storage_key);
  return keys;
}
