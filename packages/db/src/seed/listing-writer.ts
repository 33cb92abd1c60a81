import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { ColumnBatch } from './column-batch';
import { type GeneratedListing, generateListing, type ListingContext, type ListingRow } from './listings';

const LISTINGS_PER_BATCH = 2_000;

const PROPERTY_COLUMNS = [
  ['id', 'uuid'], ['title', 'text'], ['description', 'text'], ['detailed_description', 'text'],
  ['highlight_one', 'text'], ['highlight_two', 'text'], ['highlight_three', 'text'], ['additional_fees', 'text'],
  ['bedrooms', 'smallint'], ['bathrooms', 'smallint'], ['year_built', 'smallint'], ['land_size', 'numeric'],
  ['building_size', 'numeric'], ['parking_size', 'numeric'], ['garage_size', 'numeric'], ['heating_type', 'text'],
  ['cooling_type', 'text'], ['basement', 'text'], ['exterior_features', 'text'], ['flooring_type', 'text'],
  ['ownership_type', 'text'], ['property_type', 'text'], ['category', 'text'], ['mobile_phone', 'text'],
  ['occupancy', 'text'], ['parking', 'text'], ['address', 'text'], ['city', 'text'], ['state', 'text'],
  ['state_code', 'text'], ['country', 'text'], ['price', 'numeric'], ['currency', 'text'], ['duration', 'text'],
  ['features', 'text[]'], ['tags', 'text[]'], ['status', 'text'], ['views', 'integer'], ['latitude', 'float8'],
  ['longitude', 'float8'], ['geocoded_at', 'timestamptz'], ['owner_id', 'uuid'], ['agent_id', 'uuid'],
  ['agency_id', 'uuid'], ['published_at', 'timestamptz'], ['is_seed', 'boolean'], ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
].map(([name, type]) => ({ name: name as string, type: type as string }));

const IMAGE_COLUMNS = [
  ['id', 'uuid'], ['property_id', 'uuid'], ['position', 'smallint'], ['original_key', 'text'], ['status', 'text'],
  ['width', 'integer'], ['height', 'integer'], ['placeholder', 'text'], ['content_type', 'text'], ['bytes', 'integer'],
  ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'],
].map(([name, type]) => ({ name: name as string, type: type as string }));

const VARIANT_COLUMNS = [
  ['image_id', 'uuid'], ['width', 'integer'], ['format', 'text'], ['storage_key', 'text'], ['bytes', 'integer'],
  ['created_at', 'timestamptz'],
].map(([name, type]) => ({ name: name as string, type: type as string }));

export interface ListingProgress {
  listings: number;
  total: number;
  rows: number;
  elapsedMs: number;
}

export interface WrittenListings {
  listings: number;
  images: number;
  variants: number;
  /** The first listings, for the community generators to point at (wishlists, payments...). */
  sample: ListingRow[];
}

/** Writes listings [from, from + count) in batches; memory stays flat whatever the count. */
export async function writeListings(
  db: Kysely<Database>,
  context: ListingContext,
  count: number,
  options: { from?: number; sampleSize?: number; onProgress?: (progress: ListingProgress) => void } = {},
): Promise<WrittenListings> {
  const from = options.from ?? 0;
  const sampleSize = options.sampleSize ?? 400;
  const properties = new ColumnBatch('properties', PROPERTY_COLUMNS);
  const images = new ColumnBatch('property_images', IMAGE_COLUMNS);
  const variants = new ColumnBatch('property_image_variants', VARIANT_COLUMNS);
  const written: WrittenListings = { listings: 0, images: 0, variants: 0, sample: [] };
  const started = Date.now();

  const flush = async () => {
    written.listings += await properties.flush(db);
    written.images += await images.flush(db);
    written.variants += await variants.flush(db);
    options.onProgress?.({
      listings: written.listings,
      total: count,
      rows: written.listings + written.images + written.variants,
      elapsedMs: Date.now() - started,
    });
  };

  for (let index = from; index < from + count; index++) {
    const listing = generateListing(index, context);
    if (written.sample.length < sampleSize) written.sample.push(listing.row);
    addListing(listing, properties, images, variants);
    if (properties.length >= LISTINGS_PER_BATCH) await flush();
  }
  await flush();
  return written;
}

function addListing(
  { row, images: pictures }: GeneratedListing,
  properties: ColumnBatch<Record<string, unknown>>,
  images: ColumnBatch<Record<string, unknown>>,
  variants: ColumnBatch<Record<string, unknown>>,
): void {
  const createdAt = row.created_at.toISOString();
  const publishedAt = row.published_at.toISOString();
  properties.push({
    ...row,
    status: 'published',
    geocoded_at: publishedAt,
    is_seed: true,
    created_at: createdAt,
    published_at: publishedAt,
    updated_at: publishedAt,
  });
  pictures.forEach(({ id, picture }, position) => {
    images.push({
      id,
      property_id: row.id,
      position,
      original_key: picture.originalKey,
      status: 'processed',
      width: picture.width,
      height: picture.height,
      placeholder: picture.placeholder,
      content_type: picture.contentType,
      bytes: picture.bytes,
      created_at: createdAt,
      updated_at: createdAt,
    });
    for (const variant of picture.variants) {
      variants.push({
        image_id: id,
        width: variant.width,
        format: variant.format,
        storage_key: variant.key,
        bytes: variant.bytes,
        created_at: createdAt,
      });
    }
  });
}
