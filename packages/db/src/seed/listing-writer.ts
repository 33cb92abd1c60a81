import type { PropertyStatus } from '@ile/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { ColumnBatch } from './column-batch';
import { type GeneratedListing, generateListing, type ListingContext, type ListingRow } from './listings';
import { insertImages, type PictureNumbers } from './picture-catalogue';

const LISTINGS_PER_BATCH = 2_000;

const PROPERTY_COLUMNS = [
  ['id', 'uuid'],
  ['title', 'text'],
  ['description', 'text'],
  ['detailed_description', 'text'],
  ['highlight_one', 'text'],
  ['highlight_two', 'text'],
  ['highlight_three', 'text'],
  ['additional_fees', 'text'],
  ['bedrooms', 'smallint'],
  ['bathrooms', 'smallint'],
  ['year_built', 'smallint'],
  ['land_size', 'numeric'],
  ['building_size', 'numeric'],
  ['parking_size', 'numeric'],
  ['garage_size', 'numeric'],
  ['heating_type', 'text'],
  ['cooling_type', 'text'],
  ['basement', 'text'],
  ['exterior_features', 'text'],
  ['flooring_type', 'text'],
  ['ownership_type', 'text'],
  ['property_type', 'text'],
  ['category', 'text'],
  ['mobile_phone', 'text'],
  ['occupancy', 'text'],
  ['parking', 'text'],
  ['address', 'text'],
  ['city', 'text'],
  ['state', 'text'],
  ['state_code', 'text'],
  ['country', 'text'],
  ['price', 'numeric'],
  ['currency', 'text'],
  ['duration', 'text'],
  ['advance_rent_months', 'smallint'],
  ['agency_fee', 'bigint'],
  ['legal_fee', 'bigint'],
  ['caution_deposit', 'bigint'],
  ['service_charge_yearly', 'bigint'],
  ['other_charges', 'jsonb'],
  ['features', 'text[]'],
  ['tags', 'text[]'],
  ['status', 'text'],
  ['views', 'integer'],
  ['latitude', 'float8'],
  ['longitude', 'float8'],
  ['geocoded_at', 'timestamptz'],
  ['owner_id', 'uuid'],
  ['agent_id', 'uuid'],
  ['agency_id', 'uuid'],
  ['application_id', 'uuid'],
  ['published_at', 'timestamptz'],
  ['available_confirmed_at', 'timestamptz'],
  ['is_seed', 'boolean'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
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
  /** The first listings, for the community generators to point at (wishlists, payments...). */
  sample: ListingRow[];
}

/**
 * Writes listings [0, count) in batches; memory stays flat whatever the count. Generating the next
 * batch overlaps the database inserting the previous one. Image variants are added afterwards by
 * `addPictureVariants`, in SQL, since they follow from each image's picture.
 */
export async function writeListings(
  db: Kysely<Database>,
  context: ListingContext,
  pictureNumbers: PictureNumbers,
  count: number,
  options: { sampleSize?: number; onProgress?: (progress: ListingProgress) => void } = {},
): Promise<WrittenListings> {
  const sampleSize = options.sampleSize ?? 400;
  const written: WrittenListings = { listings: 0, images: 0, sample: [] };
  const started = Date.now();
  let pending: Promise<void> = Promise.resolve();

  for (let from = 0; from < count; from += LISTINGS_PER_BATCH) {
    const batch = new ListingBatch(pictureNumbers);
    for (let index = from; index < Math.min(count, from + LISTINGS_PER_BATCH); index++) {
      const listing = generateListing(index, context);
      if (written.sample.length < sampleSize) written.sample.push(listing.row);
      batch.add(listing, 'published');
    }
    await pending;
    pending = batch.flush(db).then(({ listings, images }) => {
      written.listings += listings;
      written.images += images;
      options.onProgress?.({
        listings: written.listings,
        total: count,
        rows: written.listings + written.images,
        elapsedMs: Date.now() - started,
      });
    });
    // Awaited before the next flush; this only stops a failure from counting as unhandled meanwhile.
    pending.catch(() => undefined);
    // Let the driver send the statement before the next batch is generated on this thread.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await pending;
  return written;
}

/** Inserts a few hand-made listings (the demo accounts' own) with the given status. */
export async function insertListings(
  db: Kysely<Database>,
  pictureNumbers: PictureNumbers,
  listings: readonly GeneratedListing[],
  status: PropertyStatus,
  extra: { application_id?: string } = {},
): Promise<void> {
  const batch = new ListingBatch(pictureNumbers);
  for (const listing of listings) batch.add(listing, status, extra);
  await batch.flush(db);
}

const DAY_MS = 86_400_000;

/**
 * When the owner last confirmed a seeded listing available: within the last 29 days, so the demo does not
 * expire on its first sweep, except one listing in 50 confirmed 31–33 days ago, so owners see the reminder.
 * Derived from the id (not the random stream), so adding it changed no other seeded value.
 */
function confirmedAvailableAt(id: string, publishedAt: Date): Date {
  const n = Number.parseInt(id.replace(/-/g, '').slice(-6), 16);
  const days = n % 50 === 0 ? 31 + (n % 3) : (n % 2900) / 100;
  return new Date(Math.max(publishedAt.getTime(), Date.now() - days * DAY_MS));
}

class ListingBatch {
  private readonly properties = new ColumnBatch('properties', PROPERTY_COLUMNS);
  private readonly images = {
    ids: [] as string[],
    propertyIds: [] as string[],
    positions: [] as number[],
    pictures: [] as number[],
    createdAt: [] as string[],
  };

  constructor(private readonly pictureNumbers: PictureNumbers) {}

  add(
    { row, images: pictures }: GeneratedListing,
    status: PropertyStatus,
    extra: { application_id?: string } = {},
  ): void {
    const createdAt = row.created_at.toISOString();
    const published = status === 'published' || status === 'unpublished';
    const publishedAt = published ? row.published_at.toISOString() : null;
    const confirmedAt = published ? confirmedAvailableAt(row.id, row.published_at).toISOString() : null;
    this.properties.push({
      ...row,
      ...extra,
      status,
      geocoded_at: publishedAt,
      is_seed: true,
      created_at: createdAt,
      published_at: publishedAt,
      available_confirmed_at: confirmedAt,
      updated_at: publishedAt ?? createdAt,
    });
    pictures.forEach(({ id, picture }, position) => {
      const number = this.pictureNumbers.get(picture);
      if (number === undefined) throw new Error(`picture ${picture.name} is not in the catalogue`);
      this.images.ids.push(id);
      this.images.propertyIds.push(row.id);
      this.images.positions.push(position);
      this.images.pictures.push(number);
      this.images.createdAt.push(createdAt);
    });
  }

  async flush(db: Kysely<Database>): Promise<{ listings: number; images: number }> {
    const listings = await this.properties.flush(db);
    const images = await insertImages(db, this.images);
    return { listings, images };
  }
}
