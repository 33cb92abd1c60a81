import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import type { PoolPicture } from './pictures';

// The picture pool as two temporary tables of the seed's transaction. Image rows then travel as
// (id, listing, position, picture number) and the database fills in the picture's key, size and
// placeholder itself, and derives every variant row: most of a bulk seed's bytes never leave here.

export type PictureNumbers = ReadonlyMap<PoolPicture, number>;

export async function createPictureCatalogue(
  db: Kysely<Database>,
  pictures: readonly PoolPicture[],
): Promise<PictureNumbers> {
  await sql`
    CREATE TEMP TABLE seed_pictures (
      picture smallint PRIMARY KEY, original_key text NOT NULL, width integer NOT NULL, height integer NOT NULL,
      placeholder text NOT NULL, content_type text NOT NULL, bytes integer NOT NULL, phash bigint
    ) ON COMMIT DROP
  `.execute(db);
  await sql`
    CREATE TEMP TABLE seed_picture_variants (
      picture smallint NOT NULL, width integer NOT NULL, format text NOT NULL, storage_key text NOT NULL,
      bytes integer NOT NULL
    ) ON COMMIT DROP
  `.execute(db);
  const numbers = new Map(pictures.map((picture, i) => [picture, i] as const));
  await sql`
    INSERT INTO seed_pictures
    SELECT * FROM unnest(
      ${pictures.map((_, i) => i)}::smallint[], ${pictures.map((p) => p.originalKey)}::text[],
      ${pictures.map((p) => p.width)}::integer[], ${pictures.map((p) => p.height)}::integer[],
      ${pictures.map((p) => p.placeholder)}::text[], ${pictures.map((p) => p.contentType)}::text[],
      ${pictures.map((p) => p.bytes)}::integer[], ${pictures.map((p) => p.phash)}::bigint[]
    )
  `.execute(db);
  const variants = pictures.flatMap((picture, i) => picture.variants.map((variant) => ({ i, variant })));
  await sql`
    INSERT INTO seed_picture_variants
    SELECT * FROM unnest(
      ${variants.map((v) => v.i)}::smallint[], ${variants.map((v) => v.variant.width)}::integer[],
      ${variants.map((v) => v.variant.format)}::text[], ${variants.map((v) => v.variant.key)}::text[],
      ${variants.map((v) => v.variant.bytes)}::integer[]
    )
  `.execute(db);
  return numbers;
}

/** Inserts image rows given as parallel arrays; the rest of each row comes from seed_pictures. */
export async function insertImages(
  db: Kysely<Database>,
  images: {
    ids: string[];
    propertyIds: string[];
    positions: number[];
    pictures: number[];
    createdAt: string[];
  },
): Promise<number> {
  if (images.ids.length === 0) return 0;
  await sql`
    INSERT INTO property_images
      (id, property_id, position, original_key, status, width, height, placeholder, content_type, bytes, phash,
       created_at, updated_at)
    SELECT u.id, u.property_id, u.position, p.original_key, 'processed', p.width, p.height, p.placeholder,
           p.content_type, p.bytes, p.phash, u.created_at, u.created_at
    FROM unnest(${images.ids}::uuid[], ${images.propertyIds}::uuid[], ${images.positions}::smallint[],
                ${images.pictures}::smallint[], ${images.createdAt}::timestamptz[])
         AS u(id, property_id, position, picture, created_at)
    JOIN seed_pictures p ON p.picture = u.picture
  `.execute(db);
  return images.ids.length;
}

/** Gives every seeded image (one whose original is a pool picture) the variants of its picture. */
export async function addPictureVariants(db: Kysely<Database>): Promise<number> {
  const result = await sql`
    INSERT INTO property_image_variants (image_id, width, format, storage_key, bytes, created_at)
    SELECT i.id, v.width, v.format, v.storage_key, v.bytes, i.created_at
    FROM property_images i
    JOIN seed_pictures p ON p.original_key = i.original_key
    JOIN seed_picture_variants v ON v.picture = p.picture
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
